/** Procedural construction-site illustrations (development only): SVG scenes rendered to WebP. */
import sharp from 'sharp';

export type SceneKind =
  'residential' | 'commercial' | 'renovation' | 'infrastructure' | 'industrial';

export type TimeOfDay = 'dawn' | 'day' | 'dusk';

export interface SceneOptions {
  width: number;
  height: number;
  seed: number;
  /** Picked from the seed when omitted. */
  time?: TimeOfDay;
}

export const IMAGE_SIZES = {
  hero: { width: 1600, height: 900 },
  banner: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 800 },
  portrait: { width: 600, height: 600 },
  logo: { width: 512, height: 512 },
} as const;

export const BRAND_ORANGE = '#c2410c';
export const BRAND_SLATE = '#0f172a';

// ---------------------------------------------------------------------------------------------
// Seeded randomness: mulberry32, so the same seed always draws the same picture.

export interface Random {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    range,
    int: (min, max) => Math.floor(range(min, max + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() needs at least one item');
      return item;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// SVG helpers. Coordinates are rounded to one decimal to keep the markup small.

const n = (value: number) => String(Math.round(value * 10) / 10);

function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
}

function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ''): string {
  const list = points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  return `<polygon points="${list}" fill="${fill}"${extra}/>`;
}

/** A shape narrowing upwards around `cx` (a pylon, a chimney): half-widths at its base and top. */
function taper(
  cx: number,
  baseY: number,
  topY: number,
  baseHalf: number,
  topHalf: number,
  fill: string,
): string {
  return polygon(
    [
      [cx - baseHalf, baseY],
      [cx - topHalf, topY],
      [cx + topHalf, topY],
      [cx + baseHalf, baseY],
    ],
    fill,
  );
}

/**
 * A slanted band of reflected sky across a glass front (x, y, w, h): `edges` are the band's top
 * and bottom on the left edge and on the right edge, as fractions of the front's height, in the
 * order left-top, right-top, right-bottom, left-bottom.
 */
function glint(
  x: number,
  y: number,
  w: number,
  h: number,
  edges: readonly [number, number, number, number],
  opacity: string,
): string {
  const [leftTop, rightTop, rightBottom, leftBottom] = edges;
  return polygon(
    [
      [x, y + h * leftTop],
      [x + w, y + h * rightTop],
      [x + w, y + h * rightBottom],
      [x, y + h * leftBottom],
    ],
    '#ffffff',
    ` fill-opacity="${opacity}"`,
  );
}

function svgDocument(width: number, height: number, defs: string[], body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  direction: 'vertical' | 'horizontal' = 'vertical',
): string {
  const axis =
    direction === 'vertical' ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${axis}>${stopTags}</linearGradient>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(a, index) + (channel(b, index) - channel(a, index)) * t)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Palettes and the shared scene context.

interface Palette {
  sky: readonly [string, string, string];
  sun: string;
  glow: string;
  cloud: string;
  cloudOpacity: number;
  far: string;
  near: string;
  haze: string;
  tint: string;
  tintOpacity: number;
  litWindows: number;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ['#3a4a7d', '#c98a9a', '#f9cf9f'],
    sun: '#fff1cf',
    glow: '#ffc58a',
    cloud: '#ffe2d2',
    cloudOpacity: 0.55,
    far: '#a48fa6',
    near: '#76688a',
    haze: '#f3c2a6',
    tint: '#ff9a5c',
    tintOpacity: 0.06,
    litWindows: 0.25,
  },
  day: {
    sky: ['#2f6fbf', '#7fb3e6', '#d9ebf8'],
    sun: '#fffdf2',
    glow: '#fff4cc',
    cloud: '#ffffff',
    cloudOpacity: 0.85,
    far: '#a9bdd1',
    near: '#8499b0',
    haze: '#dbe9f5',
    tint: '#ffffff',
    tintOpacity: 0,
    litWindows: 0,
  },
  dusk: {
    sky: ['#1c2448', '#74477c', '#f39a5b'],
    sun: '#ffd9a0',
    glow: '#ff8f4d',
    cloud: '#f7b391',
    cloudOpacity: 0.45,
    far: '#604a6c',
    near: '#3f3453',
    haze: '#e48a6a',
    tint: '#2b1f4a',
    tintOpacity: 0.14,
    litWindows: 0.45,
  },
};

interface Scene {
  rnd: Random;
  w: number;
  h: number;
  /** One unit of length: the scene is laid out for a 900 px tall canvas and scaled by this. */
  u: number;
  horizon: number;
  time: TimeOfDay;
  palette: Palette;
  defs: string[];
  body: string[];
  nextId: number;
}

function createScene(options: SceneOptions, horizonRatio: number): Scene {
  const rnd = createRandom(options.seed);
  const time = options.time ?? rnd.pick<TimeOfDay>(['dawn', 'day', 'day', 'dusk']);
  return {
    rnd,
    w: options.width,
    h: options.height,
    u: options.height / 900,
    horizon: options.height * horizonRatio,
    time,
    palette: PALETTES[time],
    defs: [],
    body: [],
    nextId: 0,
  };
}

function uid(scene: Scene, prefix: string): string {
  scene.nextId += 1;
  return `${prefix}${scene.nextId}`;
}

function finish(scene: Scene): string {
  return svgDocument(scene.w, scene.h, scene.defs, scene.body);
}

/** A scene with the default backdrop (sky, city skyline, haze) and the given ground drawn. */
function sceneOnGround(
  options: SceneOptions,
  horizonRatio: number,
  ground: keyof typeof GROUND,
): Scene {
  const scene = createScene(options, horizonRatio);
  drawBackdrop(scene);
  drawGround(scene, ground);
  return scene;
}

// ---------------------------------------------------------------------------------------------
// Shared layers: sky, sun, clouds, skyline, ground, crane, tint and vignette.

function drawSky(scene: Scene) {
  const { rnd, w, h, u, palette, time } = scene;
  scene.defs.push(
    linearGradient('sky', [
      [0, palette.sky[0]],
      [0.55, palette.sky[1]],
      [1, palette.sky[2]],
    ]),
  );
  scene.body.push(rect(0, 0, w, scene.horizon + 4 * u, 'url(#sky)'));

  const sunX = rnd.range(0.12, 0.88) * w;
  const sunY = time === 'day' ? rnd.range(0.1, 0.24) * h : scene.horizon - rnd.range(0.06, 0.2) * h;
  const glowRadius = (time === 'day' ? 0.45 : 0.6) * h;
  scene.defs.push(
    `<radialGradient id="glow" cx="${n(sunX)}" cy="${n(sunY)}" r="${n(glowRadius)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${palette.glow}" stop-opacity="0.75"/>` +
      `<stop offset="0.35" stop-color="${palette.glow}" stop-opacity="0.25"/>` +
      `<stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>`,
  );
  // only the square around the sun: full-canvas gradients are slow to render
  const gx = Math.max(0, sunX - glowRadius);
  const gy = Math.max(0, sunY - glowRadius);
  scene.body.push(
    rect(gx, gy, Math.min(w, sunX + glowRadius) - gx, scene.horizon + 4 * u - gy, 'url(#glow)'),
  );
  const sunRadius = (time === 'day' ? 34 : 48) * u;
  scene.body.push(
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius * 1.5)}" fill="${palette.sun}" fill-opacity="0.25"/>`,
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunRadius)}" fill="${palette.sun}"/>`,
  );
  drawClouds(scene);
}

function drawClouds(scene: Scene) {
  const { rnd, w, u, palette } = scene;
  const count = Math.max(2, Math.round(w / (420 * u)));
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cx = ((i + rnd.range(0.1, 0.9)) / count) * w;
    const cy = rnd.range(0.08, 0.42) * scene.horizon;
    const s = rnd.range(0.6, 1.3) * u;
    const puffs: [number, number, number, number][] = [
      [0, 0, 95, 20],
      [-55, -6, 50, 18],
      [38, -14, 56, 24],
      [-8, -24, 40, 20],
      [80, -2, 36, 13],
    ];
    for (const [dx, dy, rx, ry] of puffs) {
      parts.push(
        `<ellipse cx="${n(cx + dx * s)}" cy="${n(cy + dy * s)}" rx="${n(rx * s)}" ry="${n(ry * s)}"/>`,
      );
    }
  }
  scene.body.push(
    `<g fill="${palette.cloud}" fill-opacity="${palette.cloudOpacity}">${parts.join('')}</g>`,
  );
}

function drawSkyline(
  scene: Scene,
  baseY: number,
  minHeight: number,
  maxHeight: number,
  color: string,
  opacity: number,
) {
  const { rnd, w, u } = scene;
  let d = '';
  let x = -rnd.range(0, 40) * u;
  while (x < w) {
    const bw = rnd.range(34, 96) * u;
    const bh = rnd.range(minHeight, maxHeight) * u;
    d += rectPath(x, baseY - bh, bw, bh + 2 * u);
    if (rnd.chance(0.25)) {
      const setback = bw * rnd.range(0.2, 0.35);
      d += rectPath(x + setback, baseY - bh - 18 * u, bw - 2 * setback, 19 * u);
    }
    if (rnd.chance(0.15)) d += rectPath(x + bw / 2, baseY - bh - 46 * u, 2 * u, 46 * u);
    x += bw + rnd.range(-12, 10) * u;
  }
  scene.body.push(`<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`);
}

function drawHills(scene: Scene, baseY: number, amplitude: number, color: string, opacity: number) {
  const { rnd, w, u } = scene;
  let d = `M0 ${n(baseY)}`;
  const steps = 5;
  let y = baseY - rnd.range(0.3, 1) * amplitude * u;
  d += `L0 ${n(y)}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (i / steps) * w;
    const next = baseY - rnd.range(0.2, 1) * amplitude * u;
    d += `Q${n(x - w / steps / 2)} ${n(Math.min(y, next) - rnd.range(10, 40) * u)} ${n(x)} ${n(next)}`;
    y = next;
  }
  d += `L${n(w)} ${n(baseY)}Z`;
  scene.body.push(`<path d="${d}" fill="${color}" fill-opacity="${opacity}"/>`);
}

function drawBackdrop(scene: Scene, options: { hills?: boolean; skyline?: boolean } = {}) {
  const { palette, horizon, w, u } = scene;
  drawSky(scene);
  if (options.hills) drawHills(scene, horizon, 120, mix(palette.far, palette.sky[2], 0.3), 0.8);
  if (options.skyline !== false) {
    drawSkyline(scene, horizon, 60, 190, palette.far, 0.75);
    drawSkyline(scene, horizon, 30, 110, palette.near, 0.85);
  }
  scene.defs.push(
    linearGradient('haze', [
      [0, palette.haze, 0],
      [1, palette.haze, 0.55],
    ]),
  );
  scene.body.push(rect(0, horizon - 160 * u, w, 162 * u, 'url(#haze)'));
}

const GROUND: Record<string, readonly [string, string]> = {
  earth: ['#a08466', '#6e5944'],
  lawn: ['#7fa05a', '#4d6e39'],
  paved: ['#9a9a94', '#60615f'],
};

function drawGround(scene: Scene, kind: keyof typeof GROUND) {
  const { w, h, horizon, palette } = scene;
  const [top, bottom] = GROUND[kind] ?? ['#a08466', '#6e5944'];
  const shade = scene.time === 'day' ? 0 : 0.25;
  scene.defs.push(
    linearGradient('ground', [
      [0, mix(top, palette.haze, 0.25)],
      [1, mix(bottom, '#1b1b24', shade)],
    ]),
  );
  scene.body.push(rect(0, horizon, w, h - horizon, 'url(#ground)'));
}

function drawRoad(scene: Scene, y: number, depth: number) {
  const { w, u, rnd } = scene;
  scene.body.push(rect(0, y, w, depth, '#4a4d52'), rect(0, y, w, 4 * u, '#c9c6bd'));
  let dashes = '';
  const dash = 46 * u;
  for (let x = -rnd.range(0, dash); x < w; x += dash * 2) {
    dashes += rectPath(x, y + depth / 2 - 2 * u, dash, 4 * u);
  }
  scene.body.push(`<path d="${dashes}" fill="#e9e4d6" fill-opacity="0.85"/>`);
}

function drawTree(scene: Scene, x: number, baseY: number, size: number) {
  const { rnd, u } = scene;
  const s = size * u;
  const dark = rnd.pick(['#2f5d34', '#356b3a', '#2c5330']);
  const light = mix(dark, '#b6d37a', 0.35);
  const parts = [rect(x - 4 * s, baseY - 40 * s, 8 * s, 40 * s, '#5b4331')];
  if (rnd.chance(0.3)) {
    parts.push(
      `<ellipse cx="${n(x)}" cy="${n(baseY - 80 * s)}" rx="${n(17 * s)}" ry="${n(62 * s)}" fill="${dark}"/>`,
      `<ellipse cx="${n(x - 5 * s)}" cy="${n(baseY - 88 * s)}" rx="${n(8 * s)}" ry="${n(44 * s)}" fill="${light}" fill-opacity="0.5"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${n(x - 18 * s)}" cy="${n(baseY - 52 * s)}" r="${n(26 * s)}" fill="${dark}"/>`,
      `<circle cx="${n(x + 18 * s)}" cy="${n(baseY - 56 * s)}" r="${n(28 * s)}" fill="${dark}"/>`,
      `<circle cx="${n(x)}" cy="${n(baseY - 80 * s)}" r="${n(32 * s)}" fill="${dark}"/>`,
      `<circle cx="${n(x - 8 * s)}" cy="${n(baseY - 88 * s)}" r="${n(18 * s)}" fill="${light}" fill-opacity="0.55"/>`,
    );
  }
  scene.body.push(...parts);
}

interface CraneOptions {
  x: number;
  baseY: number;
  height: number;
  jib: number;
  direction: 1 | -1;
  color?: string;
}

/** A tower crane: lattice mast, jib and counter-jib, cab, counterweights and a hook with a load. */
function drawTowerCrane(scene: Scene, options: CraneOptions) {
  const { rnd, u } = scene;
  const { x, baseY, jib, direction } = options;
  // keep the apex (70 units above the jib) inside the picture
  const height = Math.min(options.height, baseY - 100 * u);
  const color = options.color ?? rnd.pick(['#f2b705', '#f59e0b', '#e8891c']);
  const mw = 16 * u;
  const top = baseY - height;
  const step = mw * 1.3;
  let d = `M${n(x)} ${n(baseY)}V${n(top)}M${n(x + mw)} ${n(baseY)}V${n(top)}`;
  for (let y = baseY; y > top + step; y -= step) {
    d += `M${n(x)} ${n(y)}L${n(x + mw)} ${n(y - step)}H${n(x)}`;
  }
  const depth = 15 * u;
  const jx0 = direction > 0 ? x + mw : x;
  const jx1 = jx0 + direction * jib;
  d += `M${n(jx0)} ${n(top)}H${n(jx1)}L${n(jx1 - direction * depth)} ${n(top - depth)}H${n(jx0)}`;
  for (let s = 0; s + depth <= jib; s += depth) {
    d += `M${n(jx0 + direction * s)} ${n(top)}L${n(jx0 + direction * (s + depth / 2))} ${n(top - depth)}L${n(jx0 + direction * (s + depth))} ${n(top)}`;
  }
  const counter = jib * 0.3;
  const cx0 = direction > 0 ? x : x + mw;
  const cx1 = cx0 - direction * counter;
  d += `M${n(cx0)} ${n(top)}H${n(cx1)}M${n(cx0)} ${n(top - depth * 0.7)}H${n(cx1)}`;
  for (let s = 0; s <= counter; s += depth) {
    d += `M${n(cx0 - direction * s)} ${n(top)}V${n(top - depth * 0.7)}`;
  }
  const apexX = x + mw / 2;
  const apexY = top - 70 * u;
  d += `M${n(x)} ${n(top - depth)}L${n(apexX)} ${n(apexY)}L${n(x + mw)} ${n(top - depth)}`;
  const pendants =
    `M${n(apexX)} ${n(apexY)}L${n(jx0 + direction * jib * 0.62)} ${n(top - depth)}` +
    `M${n(apexX)} ${n(apexY)}L${n(cx1)} ${n(top - depth * 0.7)}`;
  const trolleyX = jx0 + direction * jib * rnd.range(0.35, 0.85);
  const hookY = top + rnd.range(0.25, 0.6) * height;
  const loadW = 70 * u;
  scene.body.push(
    rect(x - 14 * u, baseY - 8 * u, mw + 28 * u, 10 * u, '#7c7f84'),
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(2.4 * u)}" stroke-linejoin="round"/>`,
    `<path d="${pendants}M${n(trolleyX)} ${n(top)}V${n(hookY)}" fill="none" stroke="#3b3f46" stroke-width="${n(1.2 * u)}"/>`,
    rect(
      cx1 - direction * 2 * u - (direction > 0 ? 0 : 30 * u),
      top - 4 * u,
      30 * u,
      34 * u,
      '#6b7078',
    ),
    rect(jx0 - (direction > 0 ? 0 : 24 * u), top + 2 * u, 24 * u, 20 * u, color),
    rect(jx0 + (direction > 0 ? 4 * u : -20 * u), top + 6 * u, 16 * u, 9 * u, '#9fc3dd'),
    rect(trolleyX - 7 * u, top, 14 * u, 6 * u, '#3b3f46'),
    rect(trolleyX - 6 * u, hookY, 12 * u, 12 * u, '#c2410c'),
  );
  if (rnd.chance(0.7)) {
    scene.body.push(
      `<path d="M${n(trolleyX)} ${n(hookY + 12 * u)}L${n(trolleyX - loadW / 2)} ${n(hookY + 40 * u)}M${n(trolleyX)} ${n(hookY + 12 * u)}L${n(trolleyX + loadW / 2)} ${n(hookY + 40 * u)}" stroke="#3b3f46" stroke-width="${n(u)}"/>`,
      rect(trolleyX - loadW / 2, hookY + 40 * u, loadW, 8 * u, '#8b5e34'),
      rect(trolleyX - loadW / 2, hookY + 48 * u, loadW, 8 * u, '#7a512c'),
    );
  }
}

function drawBarrier(scene: Scene, x: number, y: number, length: number) {
  const { u } = scene;
  const h = 16 * u;
  let stripes = '';
  for (let s = 0; s < length; s += 24 * u) stripes += rectPath(x + s, y, 12 * u, h);
  scene.body.push(
    rect(x, y, length, h, '#f8fafc'),
    `<path d="${stripes}" fill="#e4572e"/>`,
    rect(x + 4 * u, y + h, 4 * u, 18 * u, '#52565c'),
    rect(x + length - 8 * u, y + h, 4 * u, 18 * u, '#52565c'),
  );
}

function drawCone(scene: Scene, x: number, baseY: number) {
  const { u } = scene;
  scene.body.push(
    polygon(
      [
        [x - 10 * u, baseY],
        [x, baseY - 30 * u],
        [x + 10 * u, baseY],
      ],
      '#f26a1b',
    ),
    rect(x - 6 * u, baseY - 17 * u, 12 * u, 5 * u, '#ffffff'),
    rect(x - 14 * u, baseY - 3 * u, 28 * u, 4 * u, '#2d2f33'),
  );
}

function drawMaterials(scene: Scene, x: number, baseY: number) {
  const { u, rnd } = scene;
  const pile = rnd.range(90, 140) * u;
  scene.body.push(
    `<path d="M${n(x)} ${n(baseY)}Q${n(x + pile / 2)} ${n(baseY - pile * 0.55)} ${n(x + pile)} ${n(baseY)}Z" fill="#c8a46e"/>`,
  );
  let pipes = '';
  const r = 9 * u;
  const px = x + pile + 24 * u;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4 - row; col += 1) {
      const cx = px + r + col * 2 * r + row * r;
      const cy = baseY - r - row * 1.75 * r;
      pipes += `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 0 ${n(cx + r)} ${n(cy)}Z`;
    }
  }
  scene.body.push(
    `<path d="${pipes}" fill="#8d9299" stroke="#5b6068" stroke-width="${n(2 * u)}"/>`,
  );
}

function drawLight(scene: Scene) {
  const { w, h, palette } = scene;
  if (palette.tintOpacity > 0) {
    scene.body.push(rect(0, 0, w, h, palette.tint, ` fill-opacity="${palette.tintOpacity}"`));
  }
  scene.defs.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">` +
      `<stop offset="0.6" stop-color="#000000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.32"/></radialGradient>`,
  );
  scene.body.push(rect(0, 0, w, h, 'url(#vignette)'));
}

function windowGlass(scene: Scene): string {
  return scene.rnd.chance(scene.palette.litWindows)
    ? scene.rnd.pick(['#ffd479', '#ffcb69', '#ffe09a'])
    : scene.rnd.pick(['#8fb6d6', '#7ea7c8', '#a3c4df']);
}

// ---------------------------------------------------------------------------------------------
// Residential: pitched-roof houses, modern villas, trees and one home under construction.

function drawPitchedHouse(scene: Scene, x: number, baseY: number, width: number) {
  const { rnd, u } = scene;
  const wallH = width * rnd.range(0.42, 0.55);
  const roofH = width * rnd.range(0.26, 0.36);
  const wall = rnd.pick(['#f3ead8', '#eadccb', '#f6f1e7', '#e9d3b6']);
  const roof = rnd.pick(['#8e3b2f', '#5d4037', '#3f4a56', '#a0522d']);
  const top = baseY - wallH;
  const overhang = 16 * u;
  const parts: string[] = [];
  if (rnd.chance(0.6)) {
    const cx = x + width * rnd.range(0.6, 0.75);
    parts.push(rect(cx, top - roofH * 0.9, 20 * u, roofH * 0.7, mix(roof, '#000000', 0.2)));
  }
  parts.push(
    rect(x, top, width, wallH, wall),
    rect(x + width * 0.62, top, width * 0.38, wallH, '#000000', ' fill-opacity="0.07"'),
    polygon(
      [
        [x - overhang, top + 2 * u],
        [x + width / 2, top - roofH],
        [x + width + overhang, top + 2 * u],
      ],
      roof,
    ),
    polygon(
      [
        [x + width / 2, top - roofH],
        [x + width + overhang, top + 2 * u],
        [x + width / 2 + 8 * u, top + 2 * u],
      ],
      '#000000',
      ' fill-opacity="0.15"',
    ),
    rect(x, top + 2 * u, width, 8 * u, '#000000', ' fill-opacity="0.12"'),
  );
  const columns = width > 220 * u ? 3 : 2;
  const winW = (width / columns) * 0.42;
  const winH = wallH * 0.3;
  const doorCol = rnd.int(0, columns - 1);
  for (let c = 0; c < columns; c += 1) {
    const wx = x + (width / columns) * (c + 0.5) - winW / 2;
    for (const row of [0.18, 0.6]) {
      if (row === 0.6 && c === doorCol) {
        parts.push(
          rect(wx + winW * 0.15, baseY - wallH * 0.42, winW * 0.7, wallH * 0.42, '#6b4226'),
          rect(wx + winW * 0.2, baseY - wallH * 0.38, winW * 0.6, 3 * u, '#8a5a36'),
        );
        continue;
      }
      const wy = top + wallH * row;
      parts.push(
        rect(wx - 3 * u, wy - 3 * u, winW + 6 * u, winH + 6 * u, '#ffffff'),
        rect(wx, wy, winW, winH, windowGlass(scene)),
        `<path d="M${n(wx + winW / 2)} ${n(wy)}V${n(wy + winH)}M${n(wx)} ${n(wy + winH / 2)}H${n(wx + winW)}" stroke="#ffffff" stroke-width="${n(2.5 * u)}"/>`,
        rect(wx - 5 * u, wy + winH + 3 * u, winW + 10 * u, 4 * u, '#d8cfc0'),
      );
    }
  }
  scene.body.push(...parts);
}

function drawModernVilla(scene: Scene, x: number, baseY: number, width: number) {
  const { rnd, u } = scene;
  const floorH = width * rnd.range(0.24, 0.3);
  const wall = rnd.pick(['#f4f2ee', '#ecebe6', '#f1ede4']);
  const wood = rnd.pick(['#8a5a3b', '#9b6a43', '#7a4e33']);
  const glass = scene.palette.litWindows > 0 ? '#f6c879' : '#6f94b3';
  const parts: string[] = [];
  // ground floor
  const g = baseY - floorH;
  parts.push(rect(x, g, width, floorH, wall));
  parts.push(rect(x + width * 0.08, g + floorH * 0.18, width * 0.5, floorH * 0.82, glass));
  let mullions = '';
  for (let i = 1; i < 5; i += 1)
    mullions += `M${n(x + width * 0.08 + width * 0.1 * i)} ${n(g + floorH * 0.18)}v${n(floorH * 0.82)}`;
  parts.push(`<path d="${mullions}" stroke="#2b2f36" stroke-width="${n(2 * u)}"/>`);
  parts.push(rect(x + width * 0.66, g + floorH * 0.12, width * 0.26, floorH * 0.88, wood));
  let slats = '';
  for (let sx = x + width * 0.66 + 8 * u; sx < x + width * 0.92; sx += 9 * u)
    slats += `M${n(sx)} ${n(g + floorH * 0.12)}v${n(floorH * 0.88)}`;
  parts.push(
    `<path d="${slats}" stroke="#000000" stroke-opacity="0.18" stroke-width="${n(1.5 * u)}"/>`,
  );
  // upper floor, cantilevered
  const upW = width * rnd.range(0.62, 0.78);
  const upX = x + width * rnd.range(0.18, 0.3);
  const up = g - floorH * 0.95;
  parts.push(
    rect(x - 10 * u, g - 8 * u, width + 20 * u, 10 * u, '#2f3338'),
    rect(upX, up, upW, floorH * 0.95, wall),
    rect(upX + upW * 0.08, up + floorH * 0.25, upW * 0.6, floorH * 0.45, glass),
    rect(
      upX + upW * 0.08,
      up + floorH * 0.25,
      upW * 0.6,
      floorH * 0.45,
      '#ffffff',
      ' fill-opacity="0.12"',
    ),
    rect(upX + upW * 0.76, up + floorH * 0.18, upW * 0.16, floorH * 0.77, wood),
    rect(upX - 14 * u, up - 9 * u, upW + 28 * u, 11 * u, '#2f3338'),
    rect(x, g - 8 * u - floorH * 0.22, upX - x, floorH * 0.22, '#bfe0f0', ' fill-opacity="0.45"'),
    rect(x, g - 8 * u - floorH * 0.22, upX - x, 2 * u, '#9aa3ab'),
    rect(upX + upW * 0.62, up, upW * 0.38, floorH * 0.95, '#000000', ' fill-opacity="0.06"'),
  );
  scene.body.push(...parts);
}

function drawHouseFrame(scene: Scene, x: number, baseY: number, width: number) {
  const { u } = scene;
  const floors = 3;
  const floorH = 78 * u;
  const bays = 3;
  const col = 10 * u;
  let d = '';
  for (let f = 0; f < floors; f += 1) {
    const y = baseY - (f + 1) * floorH;
    d += rectPath(x - 6 * u, y, width + 12 * u, 9 * u);
    for (let b = 0; b <= bays; b += 1) {
      if (f === floors - 1 && b % 2 === 1) continue;
      d += rectPath(x + (b * (width - col)) / bays, y + 9 * u, col, floorH - 9 * u);
    }
  }
  let rebar = '';
  for (let b = 0; b <= bays; b += 2) {
    const bx = x + (b * (width - col)) / bays + col / 2;
    rebar += `M${n(bx - 3 * u)} ${n(baseY - floors * floorH)}v${n(-22 * u)}M${n(bx + 3 * u)} ${n(baseY - floors * floorH)}v${n(-22 * u)}`;
  }
  let bricks = '';
  for (let r = 0; r < 6; r += 1) {
    for (let c = 0; c < 8; c += 1) {
      bricks += rectPath(
        x + col + c * ((width - 2 * col) / 8) + (r % 2) * 6 * u,
        baseY - (r + 1) * 10 * u,
        (width - 2 * col) / 8 - 2 * u,
        8 * u,
      );
    }
  }
  scene.body.push(
    `<path d="${bricks}" fill="#b5583a"/>`,
    `<path d="${d}" fill="#a7adb3"/>`,
    `<path d="${d}" fill="#000000" fill-opacity="0.06" transform="translate(${n(4 * u)} 0)"/>`,
    `<path d="${rebar}" stroke="#6b3d2a" stroke-width="${n(2 * u)}"/>`,
  );
}

export function residentialScene(options: SceneOptions): string {
  const scene = createScene(options, 0.64);
  const { rnd, w, u, horizon, h } = scene;
  drawBackdrop(scene, { hills: true, skyline: rnd.chance(0.5) });
  drawGround(scene, 'lawn');
  // a row of trees behind the houses
  for (let x = rnd.range(0, 60) * u; x < w; x += rnd.range(60, 120) * u) {
    drawTree(scene, x, horizon + 8 * u, rnd.range(0.7, 1));
  }
  const baseY = horizon + (h - horizon) * 0.55;
  const frameAt = rnd.int(0, 2);
  const craneX = rnd.range(0.55, 0.85) * w;
  drawTowerCrane(scene, {
    x: craneX,
    baseY: baseY - 10 * u,
    height: rnd.range(420, 520) * u,
    jib: rnd.range(300, 420) * u,
    direction: craneX > w / 2 ? -1 : 1,
  });
  let x = rnd.range(-60, 10) * u;
  let index = 0;
  while (x < w - 80 * u) {
    const width = rnd.range(230, 330) * u;
    if (index === frameAt) drawHouseFrame(scene, x, baseY, width * 0.85);
    else if (rnd.chance(0.5)) drawModernVilla(scene, x, baseY, width);
    else drawPitchedHouse(scene, x, baseY, width * 0.85);
    x += width + rnd.range(40, 90) * u;
    if (x < w) drawTree(scene, x - rnd.range(20, 40) * u, baseY + 6 * u, rnd.range(0.9, 1.25));
    index += 1;
  }
  // boundary wall, lawn edge and road
  scene.body.push(
    rect(0, baseY, w, 14 * u, '#d9d2c3'),
    rect(0, baseY + 14 * u, w, 5 * u, '#000000', ' fill-opacity="0.15"'),
  );
  drawRoad(scene, baseY + 60 * u, h - baseY - 60 * u);
  drawCone(scene, w * rnd.range(0.1, 0.4), h - 30 * u);
  drawCone(scene, w * rnd.range(0.45, 0.9), h - 24 * u);
  drawLight(scene);
  return finish(scene);
}

// ---------------------------------------------------------------------------------------------
// Commercial: glass towers with window grids and reflections, one rising with a climbing crane.

/** Spandrel bands and mullions of a curtain wall, as two paths (SVG patterns render slowly). */
function gridLines(
  x: number,
  y: number,
  width: number,
  height: number,
  cellW: number,
  cellH: number,
  u: number,
): string {
  let bands = '';
  for (let row = y + cellH - 4 * u; row < y + height; row += cellH)
    bands += rectPath(x, row, width, 4 * u);
  let mullions = '';
  for (let col = x; col < x + width; col += cellW) mullions += rectPath(col, y, 1.6 * u, height);
  return (
    `<path d="${bands}" fill="#0b1622" fill-opacity="0.38"/>` +
    `<path d="${mullions}" fill="#0b1622" fill-opacity="0.3"/>`
  );
}

function drawGlassTower(
  scene: Scene,
  x: number,
  baseY: number,
  width: number,
  height: number,
  underConstruction: boolean,
) {
  const { rnd, u, palette } = scene;
  const id = uid(scene, 't');
  const hue = rnd.pick([
    ['#7fb2d8', '#2f5f86'],
    ['#8cc7c9', '#2c6366'],
    ['#9fb5cc', '#3b4f66'],
    ['#86a9d1', '#27476e'],
  ] as const);
  const skyA = mix(hue[0], palette.sky[2], 0.35);
  const skyB = mix(hue[1], palette.sky[0], 0.25);
  scene.defs.push(
    linearGradient(
      `${id}g`,
      [
        [0, skyA],
        [1, skyB],
      ],
      'horizontal',
    ),
  );
  const top = baseY - height;
  const cellW = rnd.pick([14, 18, 22]) * u;
  const cellH = rnd.pick([16, 20]) * u;
  const frontW = width * 0.74;
  const finished = underConstruction
    ? Math.floor((height / cellH) * rnd.range(0.5, 0.65)) * cellH
    : height;
  const glassTop = baseY - finished;
  const parts: string[] = [];
  if (underConstruction) {
    // concrete core and slabs above the finished glazing
    const coreX = x + width * 0.3;
    parts.push(
      rect(coreX, top, width * 0.3, finished > 0 ? height - finished + 2 * u : height, '#a3a7ab'),
    );
    let slabs = '';
    for (let y = glassTop - cellH * 2; y >= top; y -= cellH * 2)
      slabs += rectPath(x - 4 * u, y, width + 8 * u, 5 * u);
    let cols = '';
    for (let i = 0; i <= 4; i += 1)
      cols += rectPath(x + (i * (width - 6 * u)) / 4, top, 6 * u, glassTop - top);
    parts.push(`<path d="${cols}" fill="#8d9296"/>`, `<path d="${slabs}" fill="#b9bdc1"/>`);
    parts.push(
      rect(x - 6 * u, top - 10 * u, width + 12 * u, cellH * 2.5, '#2f7d58', ' fill-opacity="0.55"'),
    );
  }
  parts.push(
    rect(x, glassTop, frontW, finished, `url(#${id}g)`),
    rect(x + frontW, glassTop, width - frontW, finished, mix(hue[1], '#0f172a', 0.35)),
    gridLines(x, glassTop, width, finished, cellW, cellH, u),
    glint(x, glassTop, frontW, finished, [0.35, 0.05, 0.2, 0.55], '0.14'),
    glint(x, glassTop, frontW, finished, [0.62, 0.32, 0.38, 0.68], '0.09'),
  );
  if (palette.litWindows > 0) {
    let lit = '';
    const cols = Math.floor(frontW / cellW);
    const rows = Math.floor(finished / cellH);
    const count = Math.min(60, Math.round(cols * rows * palette.litWindows * 0.3));
    for (let i = 0; i < count; i += 1) {
      lit += rectPath(
        x + rnd.int(0, cols - 1) * cellW + 2 * u,
        glassTop + rnd.int(0, rows - 2) * cellH + 2 * u,
        cellW - 3 * u,
        cellH - 7 * u,
      );
    }
    parts.push(`<path d="${lit}" fill="#ffd27d" fill-opacity="0.85"/>`);
  }
  if (!underConstruction) {
    const crown = rnd.int(0, 2);
    if (crown === 0) {
      parts.push(
        rect(x + width * 0.2, top - 26 * u, width * 0.6, 26 * u, mix(hue[1], '#1e293b', 0.4)),
      );
    } else if (crown === 1) {
      parts.push(
        polygon(
          [
            [x, top],
            [x + width, top],
            [x + width, top - 50 * u],
          ],
          mix(hue[0], '#ffffff', 0.2),
        ),
      );
    } else {
      parts.push(
        rect(x + width * 0.1, top - 14 * u, width * 0.8, 14 * u, '#4b5563'),
        rect(x + width / 2 - 2 * u, top - 90 * u, 4 * u, 76 * u, '#6b7280'),
      );
    }
  }
  parts.push(
    rect(x - 2 * u, baseY - 34 * u, width + 4 * u, 34 * u, '#1f2a37'),
    rect(x - 8 * u, baseY - 38 * u, width + 16 * u, 5 * u, '#d1d5db'),
  );
  scene.body.push(...parts);
  if (underConstruction) {
    drawTowerCrane(scene, {
      x: x + width * 0.38,
      baseY: top + 2 * u,
      height: rnd.range(150, 200) * u,
      jib: rnd.range(220, 300) * u,
      direction: rnd.chance(0.5) ? 1 : -1,
    });
  }
}

export function commercialScene(options: SceneOptions): string {
  const scene = sceneOnGround(options, 0.8, 'paved');
  const { rnd, w, u, horizon, h } = scene;
  const count = Math.max(3, Math.round(w / (330 * u)));
  const slot = w / count;
  const rising = rnd.int(0, count - 1);
  const order = Array.from({ length: count }, (_, i) => i).sort(() => rnd.next() - 0.5);
  for (const i of order) {
    const width = rnd.range(0.5, 0.7) * slot;
    const x = i * slot + rnd.range(0, slot - width);
    const height = rnd.range(0.5, 0.85) * horizon;
    drawGlassTower(scene, x, horizon + 6 * u, width, height, i === rising);
  }
  // podium street with trees and lamps
  scene.body.push(rect(0, horizon + 6 * u, w, 10 * u, '#cbd5e1'));
  for (let x = rnd.range(20, 80) * u; x < w; x += rnd.range(150, 240) * u) {
    drawTree(scene, x, horizon + 18 * u, rnd.range(0.55, 0.75));
  }
  drawRoad(scene, horizon + 40 * u, h - horizon - 40 * u);
  drawBarrier(scene, w * rnd.range(0.05, 0.35), h - 52 * u, 140 * u);
  drawCone(scene, w * rnd.range(0.5, 0.9), h - 18 * u);
  drawLight(scene);
  return finish(scene);
}

// ---------------------------------------------------------------------------------------------
// Renovation: a heritage facade half wrapped in scaffolding and safety netting.

function drawNeighbour(scene: Scene, x: number, baseY: number, width: number, height: number) {
  const { rnd, u } = scene;
  const color = rnd.pick(['#d9c7a7', '#c9b8a6', '#b7c2c9', '#d8b9a0']);
  let windows = '';
  let lintels = '';
  for (let wy = baseY - height + 26 * u; wy + 36 * u < baseY - 10 * u; wy += 64 * u) {
    for (let wx = x + 20 * u; wx + 26 * u < x + width - 8 * u; wx += 46 * u) {
      windows += rectPath(wx, wy, 26 * u, 36 * u);
      lintels += rectPath(wx, wy, 26 * u, 6 * u);
    }
  }
  scene.body.push(
    rect(x, baseY - height, width, height, color),
    `<path d="${windows}" fill="#56626d"/>`,
    `<path d="${lintels}" fill="#ffffff" fill-opacity="0.2"/>`,
    rect(x - 4 * u, baseY - height - 8 * u, width + 8 * u, 10 * u, mix(color, '#000000', 0.25)),
  );
}

export function renovationScene(options: SceneOptions): string {
  const scene = sceneOnGround(options, 0.74, 'paved');
  const { rnd, w, u, horizon, h } = scene;
  const baseY = horizon + 40 * u;
  const floors = rnd.int(4, 5);
  const floorH = rnd.range(80, 92) * u;
  const bw = Math.min(w * 0.5, rnd.range(620, 760) * u);
  const bx = (w - bw) * rnd.range(0.35, 0.65);
  const height = floors * floorH + 40 * u;
  const top = baseY - height;
  drawTowerCrane(scene, {
    x: bx + bw * rnd.range(0.65, 0.85),
    baseY,
    height: baseY - rnd.range(110, 170) * u,
    jib: rnd.range(280, 360) * u,
    direction: rnd.chance(0.5) ? 1 : -1,
  });
  drawNeighbour(
    scene,
    bx - rnd.range(300, 420) * u,
    baseY,
    rnd.range(300, 420) * u,
    height * rnd.range(0.7, 0.95),
  );
  drawNeighbour(scene, bx + bw, baseY, rnd.range(320, 480) * u, height * rnd.range(0.6, 0.9));

  const fresh = rnd.pick(['#f1e6cf', '#efe2d0', '#f3ead9']);
  const old = rnd.pick(['#b59c78', '#a99377', '#b8a17f']);
  const split = bx + bw * rnd.range(0.38, 0.5);
  const parts: string[] = [
    rect(bx, top, bw, height, fresh),
    rect(split, top, bx + bw - split, height, old),
    `<ellipse cx="${n(split + (bx + bw - split) * 0.4)}" cy="${n(top + height * 0.55)}" rx="${n(90 * u)}" ry="${n(60 * u)}" fill="#6d5b44" fill-opacity="0.25"/>`,
    rect(bx - 12 * u, top - 6 * u, bw + 24 * u, 22 * u, '#e7dcc6'),
    rect(bx - 12 * u, top + 16 * u, bw + 24 * u, 6 * u, '#000000', ' fill-opacity="0.18"'),
  ];
  let bands = '';
  for (let f = 1; f < floors; f += 1)
    bands += rectPath(bx - 4 * u, baseY - f * floorH - 5 * u, bw + 8 * u, 7 * u);
  parts.push(`<path d="${bands}" fill="#ffffff" fill-opacity="0.55"/>`);
  const columns = Math.max(4, Math.floor(bw / (86 * u)));
  const pitch = bw / columns;
  let frames = '';
  let shutters = '';
  const panes: string[] = [];
  for (let f = 0; f < floors; f += 1) {
    for (let c = 0; c < columns; c += 1) {
      const ww = pitch * 0.42;
      const wh = floorH * 0.58;
      const wx = bx + c * pitch + (pitch - ww) / 2;
      const wy = baseY - (f + 1) * floorH + floorH * 0.22;
      if (f === 0) {
        // ground floor arches
        const ax = bx + c * pitch + pitch * 0.15;
        const aw = pitch * 0.7;
        const ay = baseY - floorH * 0.8;
        panes.push(
          `<path d="M${n(ax)} ${n(baseY)}V${n(ay + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(ay + aw / 2)}V${n(baseY)}Z" fill="#3b3a38"/>`,
        );
        continue;
      }
      frames += rectPath(wx - 5 * u, wy - 5 * u, ww + 10 * u, wh + 10 * u);
      panes.push(rect(wx, wy, ww, wh, windowGlass(scene)));
      shutters +=
        rectPath(wx - ww * 0.42 - 5 * u, wy, ww * 0.4, wh) +
        rectPath(wx + ww + 5 * u, wy, ww * 0.4, wh);
    }
  }
  parts.push(
    `<path d="${frames}" fill="#fbf7ee"/>`,
    ...panes,
    `<path d="${shutters}" fill="${rnd.pick(['#3f6b4f', '#6b4a2f', '#2f5573'])}" fill-opacity="0.9"/>`,
  );
  scene.body.push(...parts);

  // scaffolding over the unrenovated part
  const sx0 = split - 10 * u;
  const sx1 = bx + bw + 16 * u;
  const sTop = top - 20 * u;
  const bay = 64 * u;
  let poles = '';
  for (let x = sx0; x <= sx1 + 1; x += bay) poles += `M${n(x)} ${n(baseY)}V${n(sTop)}`;
  let ledgers = '';
  let braces = '';
  let planks = '';
  const lift = floorH / 2;
  for (let y = baseY - lift, i = 0; y > sTop; y -= lift, i += 1) {
    ledgers += `M${n(sx0)} ${n(y)}H${n(sx1)}`;
    if (i % 2 === 1) planks += rectPath(sx0, y - 5 * u, sx1 - sx0, 5 * u);
  }
  for (let x = sx0, i = 0; x + bay <= sx1 + 1; x += bay, i += 1) {
    braces +=
      i % 2 === 0
        ? `M${n(x)} ${n(baseY)}L${n(x + bay)} ${n(sTop)}`
        : `M${n(x + bay)} ${n(baseY)}L${n(x)} ${n(sTop)}`;
  }
  const netTop = sTop;
  const netH = floorH * rnd.range(1.4, 2.2);
  const netColor = rnd.pick(['#2f8f5b', '#1f6fb2']);
  scene.body.push(
    `<path d="${braces}" stroke="#9aa1a9" stroke-width="${n(1.6 * u)}" fill="none"/>`,
    `<path d="${poles}${ledgers}" stroke="#b8bec5" stroke-width="${n(3 * u)}" fill="none"/>`,
    `<path d="${planks}" fill="#a8733c"/>`,
    rect(sx0, netTop, sx1 - sx0, netH, netColor, ' fill-opacity="0.42"'),
    rect(sx0, netTop + netH - 3 * u, sx1 - sx0, 3 * u, mix(netColor, '#000000', 0.3)),
  );
  // pavement with a kerb in front of the buildings
  let joints = '';
  for (let x = rnd.range(0, 60) * u; x < w; x += 60 * u)
    joints += `M${n(x)} ${n(baseY)}v${n(36 * u)}`;
  scene.body.push(
    rect(0, baseY, w, 36 * u, '#cfc9bd'),
    `<path d="${joints}" stroke="#a9a398" stroke-width="${n(1.5 * u)}"/>`,
    rect(0, baseY + 36 * u, w, 8 * u, '#8d887f'),
  );
  drawRoad(scene, baseY + 44 * u, h - baseY - 44 * u);
  // skip bin, materials and barriers in the foreground
  const skipX = rnd.range(0.05, 0.3) * w;
  scene.body.push(
    polygon(
      [
        [skipX, h - 110 * u],
        [skipX + 190 * u, h - 110 * u],
        [skipX + 170 * u, h - 40 * u],
        [skipX + 20 * u, h - 40 * u],
      ],
      '#e8a317',
    ),
    rect(skipX + 10 * u, h - 118 * u, 170 * u, 10 * u, '#5b4a3a'),
  );
  drawMaterials(scene, w * rnd.range(0.55, 0.72), h - 30 * u);
  drawBarrier(scene, split, baseY + 2 * u, Math.min(300 * u, sx1 - split));
  drawLight(scene);
  return finish(scene);
}

// ---------------------------------------------------------------------------------------------
// Infrastructure: a cable-stayed bridge over a river, or a flyover rising on piers.

function drawCars(scene: Scene, y: number, count: number, scale: number) {
  const { rnd, w, u } = scene;
  const parts: string[] = [];
  const slot = w / count;
  for (let i = 0; i < count; i += 1) {
    const x = i * slot + rnd.range(0, Math.max(0, slot - 70 * u * scale));
    const len = rnd.range(40, 64) * u * scale;
    const color = rnd.pick(['#d1d5db', '#b91c1c', '#1d4ed8', '#f8fafc', '#374151', '#ca8a04']);
    parts.push(
      rect(x, y - 14 * u * scale, len, 10 * u * scale, color),
      rect(x + len * 0.2, y - 22 * u * scale, len * 0.55, 9 * u * scale, color),
      rect(x + len * 0.25, y - 20 * u * scale, len * 0.45, 6 * u * scale, '#9cc1dc'),
      `<circle cx="${n(x + len * 0.2)}" cy="${n(y - 4 * u * scale)}" r="${n(5 * u * scale)}" fill="#111827"/>`,
      `<circle cx="${n(x + len * 0.8)}" cy="${n(y - 4 * u * scale)}" r="${n(5 * u * scale)}" fill="#111827"/>`,
    );
  }
  scene.body.push(...parts);
}

function drawBridge(scene: Scene) {
  const { rnd, w, u, horizon, h, palette } = scene;
  // river
  scene.defs.push(
    linearGradient('water', [
      [0, mix(palette.sky[2], '#5b7f99', 0.35)],
      [1, mix(palette.sky[0], '#0f2b3d', 0.5)],
    ]),
  );
  scene.body.push(
    rect(0, horizon, w, h - horizon, 'url(#water)'),
    rect(0, horizon, w, 8 * u, '#5d6b4f'),
  );
  let ripples = '';
  for (let i = 0; i < 40; i += 1) {
    const y = rnd.range(horizon + 20 * u, h);
    ripples += `M${n(rnd.range(0, w))} ${n(y)}h${n(rnd.range(20, 90) * u)}`;
  }
  scene.body.push(
    `<path d="${ripples}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(2 * u)}"/>`,
  );

  const deckY = horizon + 40 * u;
  const waterLine = deckY + 150 * u;
  const pylons = w > 1400 * u ? [0.3, 0.72] : [rnd.range(0.4, 0.6)];
  const pylonTop = deckY - rnd.range(360, 460) * u;
  // piers and their reflections
  let piers = '';
  for (let x = rnd.range(40, 120) * u; x < w; x += rnd.range(230, 300) * u)
    piers += rectPath(x, deckY, 22 * u, waterLine - deckY);
  scene.body.push(
    `<path d="${piers}" fill="#8e959c"/>`,
    `<path d="${piers}" fill="#8e959c" fill-opacity="0.22" transform="translate(0 ${n(2 * waterLine)}) scale(1 -1)"/>`,
  );
  let cables = '';
  for (const ratio of pylons) {
    const px = ratio * w;
    for (let i = 0; i < 11; i += 1) {
      const ay = pylonTop + 30 * u + i * 12 * u;
      const reach = (i + 1) * 42 * u;
      cables += `M${n(px)} ${n(ay)}L${n(px - reach)} ${n(deckY)}M${n(px)} ${n(ay)}L${n(px + reach)} ${n(deckY)}`;
    }
  }
  scene.body.push(
    `<path d="${cables}" stroke="#eef2f6" stroke-width="${n(1.6 * u)}" stroke-opacity="0.9"/>`,
  );
  for (const ratio of pylons) {
    const px = ratio * w;
    scene.body.push(
      taper(px, waterLine, pylonTop, 26 * u, 12 * u, '#c9ccd0'),
      polygon(
        [
          [px + 4 * u, waterLine],
          [px + 4 * u, pylonTop],
          [px + 12 * u, pylonTop],
          [px + 26 * u, waterLine],
        ],
        '#000000',
        ' fill-opacity="0.15"',
      ),
      rect(px - 14 * u, pylonTop - 10 * u, 28 * u, 12 * u, '#9ca3af'),
      polygon(
        [
          [px - 26 * u, waterLine],
          [px + 26 * u, waterLine],
          [px + 18 * u, waterLine + 120 * u],
          [px - 18 * u, waterLine + 120 * u],
        ],
        '#c9ccd0',
        ' fill-opacity="0.2"',
      ),
    );
  }
  scene.body.push(
    rect(0, deckY, w, 26 * u, '#d6d8db'),
    rect(0, deckY + 18 * u, w, 8 * u, '#000000', ' fill-opacity="0.2"'),
    rect(0, deckY - 8 * u, w, 3 * u, '#6b7280'),
  );
  drawCars(scene, deckY, rnd.int(3, 6), 0.8);
  // the unfinished end with a crane placing a segment
  drawTowerCrane(scene, {
    x: rnd.range(0.05, 0.2) * w,
    baseY: deckY,
    height: rnd.range(300, 380) * u,
    jib: rnd.range(260, 340) * u,
    direction: 1,
  });
}

function drawFlyover(scene: Scene) {
  const { rnd, w, u, horizon, h } = scene;
  drawGround(scene, 'earth');
  // a band of trees and a service road at the foot of the skyline
  for (let x = rnd.range(0, 50) * u; x < w; x += rnd.range(70, 130) * u) {
    drawTree(scene, x, horizon + 10 * u, rnd.range(0.55, 0.8));
  }
  scene.body.push(rect(0, horizon + 10 * u, w, 16 * u, '#8f8a80'));
  const groundRoad = horizon + (h - horizon) * 0.5;
  const deckY = horizon - rnd.range(120, 180) * u;
  const spacing = rnd.range(260, 330) * u;
  const first = rnd.range(60, 140) * u;
  const gap = rnd.int(1, Math.max(1, Math.floor((w - first) / spacing) - 2));
  let piers = '';
  let caps = '';
  let deck = '';
  let parapet = '';
  let shadow = '';
  for (let i = 0, px = first - spacing; px < w + spacing; i += 1, px += spacing) {
    piers += rectPath(px - 18 * u, deckY + 30 * u, 36 * u, groundRoad - deckY - 30 * u);
    caps += `M${n(px - 70 * u)} ${n(deckY + 30 * u)}h${n(140 * u)}l${n(-40 * u)} ${n(26 * u)}h${n(-60 * u)}z`;
    if (i !== gap + 1) {
      deck += rectPath(px, deckY, spacing, 30 * u);
      parapet += rectPath(px, deckY - 9 * u, spacing, 9 * u);
      shadow += rectPath(px, deckY + 22 * u, spacing, 8 * u);
    }
  }
  scene.body.push(
    `<path d="${piers}" fill="#c3c7cc"/>`,
    `<path d="${piers}" fill="#000000" fill-opacity="0.14" transform="translate(${n(12 * u)} 0)"/>`,
    `<path d="${caps}" fill="#a6abb1"/>`,
    `<path d="${deck}" fill="#d9dcdf"/>`,
    `<path d="${shadow}" fill="#000000" fill-opacity="0.12"/>`,
    `<path d="${parapet}" fill="#eef0f2"/>`,
  );
  // launching gantry over the open span, lowering a precast segment into place
  const gx = first + gap * spacing;
  const gy = deckY - 80 * u;
  const g0 = gx - spacing * 0.45;
  const g1 = gx + spacing * 1.45;
  let truss = `M${n(g0)} ${n(gy)}H${n(g1)}M${n(g0)} ${n(gy + 34 * u)}H${n(g1)}`;
  for (let x = g0; x + 34 * u <= g1; x += 34 * u) {
    truss += `M${n(x)} ${n(gy + 34 * u)}L${n(x + 17 * u)} ${n(gy)}L${n(x + 34 * u)} ${n(gy + 34 * u)}`;
  }
  truss += `M${n(g0 + 20 * u)} ${n(gy + 34 * u)}V${n(deckY - 9 * u)}M${n(g1 - 20 * u)} ${n(gy + 34 * u)}V${n(deckY - 9 * u)}`;
  scene.body.push(
    `<path d="${truss}" stroke="#f2b705" stroke-width="${n(3 * u)}" fill="none"/>`,
    `<path d="M${n(gx + spacing * 0.3)} ${n(gy + 34 * u)}V${n(deckY + 16 * u)}M${n(gx + spacing * 0.7)} ${n(gy + 34 * u)}V${n(deckY + 16 * u)}" stroke="#3b3f46" stroke-width="${n(1.5 * u)}"/>`,
    rect(gx + spacing * 0.18, deckY + 16 * u, spacing * 0.64, 30 * u, '#c4c8cc'),
    rect(
      gx + spacing * 0.18,
      deckY + 38 * u,
      spacing * 0.64,
      8 * u,
      '#000000',
      ' fill-opacity="0.12"',
    ),
  );
  drawRoad(scene, groundRoad, 70 * u);
  drawCars(scene, groundRoad + 30 * u, rnd.int(4, 7), 1);
  drawBarrier(scene, w * rnd.range(0.1, 0.4), groundRoad - 40 * u, 200 * u);
  drawMaterials(scene, w * rnd.range(0.45, 0.7), h - 20 * u);
  drawCone(scene, w * rnd.range(0.05, 0.35), h - 24 * u);
}

export function infrastructureScene(options: SceneOptions): string {
  const scene = createScene(options, 0.6);
  const bridge = scene.rnd.chance(0.55);
  drawBackdrop(scene, { hills: true, skyline: true });
  if (bridge) drawBridge(scene);
  else drawFlyover(scene);
  drawLight(scene);
  return finish(scene);
}

// ---------------------------------------------------------------------------------------------
// Industrial: a plant with silos and stacks, a clad warehouse, containers and a tower crane.

export function industrialScene(options: SceneOptions): string {
  const scene = sceneOnGround(options, 0.68, 'earth');
  const { rnd, w, u, horizon, h } = scene;
  const baseY = horizon + 70 * u;

  // stacks with smoke
  const stacks = rnd.int(2, 3);
  let smoke = '';
  for (let i = 0; i < stacks; i += 1) {
    const sx = rnd.range(0.1, 0.9) * w;
    const sh = rnd.range(340, 460) * u;
    const top = baseY - sh;
    scene.body.push(
      taper(sx, baseY, top, 22 * u, 12 * u, '#b4b8bc'),
      rect(sx - 13 * u, top, 26 * u, 16 * u, '#c53030'),
      rect(sx - 13.6 * u, top + 32 * u, 27.2 * u, 16 * u, '#c53030'),
      rect(sx - 12 * u, top + 16 * u, 24 * u, 16 * u, '#f1f5f9'),
    );
    for (let p = 0; p < 5; p += 1) {
      smoke += `<ellipse cx="${n(sx + p * 26 * u)}" cy="${n(top - 16 * u - p * 22 * u)}" rx="${n((22 + p * 10) * u)}" ry="${n((14 + p * 5) * u)}"/>`;
    }
  }
  scene.body.push(`<g fill="#e5e7eb" fill-opacity="0.45">${smoke}</g>`);

  // silos with cylindrical shading
  scene.defs.push(
    linearGradient(
      'silo',
      [
        [0, '#9ea5ad'],
        [0.35, '#eef1f4'],
        [1, '#7b838c'],
      ],
      'horizontal',
    ),
  );
  const siloX = rnd.range(0.05, 0.55) * w;
  const silos = rnd.int(3, 4);
  const siloW = 70 * u;
  const siloH = rnd.range(200, 260) * u;
  let rings = '';
  for (let i = 0; i < silos; i += 1) {
    const x = siloX + i * (siloW + 12 * u);
    scene.body.push(
      rect(x, baseY - siloH, siloW, siloH, 'url(#silo)'),
      polygon(
        [
          [x, baseY - siloH],
          [x + siloW / 2, baseY - siloH - 30 * u],
          [x + siloW, baseY - siloH],
        ],
        '#aab1b8',
      ),
    );
    for (let y = baseY - siloH + 30 * u; y < baseY; y += 34 * u)
      rings += `M${n(x)} ${n(y)}h${n(siloW)}`;
  }
  scene.body.push(
    `<path d="${rings}" stroke="#6b7280" stroke-opacity="0.5" stroke-width="${n(1.5 * u)}"/>`,
  );

  // pipe rack across the plant
  const rackY = baseY - 120 * u;
  let rack = `M0 ${n(rackY)}H${n(w)}M0 ${n(rackY + 10 * u)}H${n(w)}`;
  for (let x = 30 * u; x < w; x += 120 * u) rack += `M${n(x)} ${n(rackY)}V${n(baseY)}`;
  scene.body.push(`<path d="${rack}" stroke="#64748b" stroke-width="${n(4 * u)}"/>`);

  // tower crane behind the warehouse
  const craneX = rnd.range(0.6, 0.9) * w;
  drawTowerCrane(scene, {
    x: craneX,
    baseY,
    height: rnd.range(420, 500) * u,
    jib: rnd.range(320, 420) * u,
    direction: -1,
  });

  // warehouse with corrugated cladding, a sawtooth roof and roller shutters
  const ww = Math.min(w * 0.62, rnd.range(760, 900) * u);
  const wx = rnd.range(0.05, 0.95) * (w - ww);
  const wallH = 150 * u;
  const wTop = baseY + 40 * u - wallH;
  const ribs = (x: number, y: number, width: number, height: number) => {
    let d = '';
    for (let rx = x; rx < x + width; rx += 10 * u) d += rectPath(rx, y, 3 * u, height);
    return d;
  };
  const slats = (x: number, y: number, width: number, height: number) => {
    let d = '';
    for (let sy = y + 5 * u; sy < y + height; sy += 7 * u) d += rectPath(x, sy, width, 2 * u);
    return d;
  };
  let saw = `M${n(wx)} ${n(wTop)}`;
  const teeth = Math.round(ww / (90 * u));
  const tooth = ww / teeth;
  for (let i = 0; i < teeth; i += 1) {
    saw += `L${n(wx + i * tooth)} ${n(wTop - 46 * u)}L${n(wx + (i + 1) * tooth)} ${n(wTop)}`;
  }
  saw += 'Z';
  let glazing = '';
  for (let i = 0; i < teeth; i += 1)
    glazing += rectPath(wx + i * tooth + 2 * u, wTop - 42 * u, 5 * u, 40 * u);
  scene.body.push(
    `<path d="${saw}" fill="#7b8794"/>`,
    `<path d="${glazing}" fill="#bfe0f5" fill-opacity="0.8"/>`,
    rect(wx, wTop, ww, wallH, '#d5dce3'),
    `<path d="${ribs(wx, wTop, ww, wallH)}" fill="#b7c1cb"/>`,
    rect(wx, wTop + 18 * u, ww, 12 * u, '#c2410c'),
  );
  const doors = Math.max(3, Math.floor(ww / (170 * u)));
  for (let i = 0; i < doors; i += 1) {
    const dx = wx + (ww / doors) * (i + 0.5) - 40 * u;
    scene.body.push(
      rect(dx - 10 * u, wTop + 44 * u, 100 * u, 8 * u, '#374151'),
      rect(dx, wTop + 52 * u, 80 * u, wallH - 52 * u, '#8b95a1'),
      `<path d="${slats(dx, wTop + 52 * u, 80 * u, wallH - 52 * u)}" fill="#6b7480"/>`,
    );
  }
  scene.body.push(rect(wx, baseY + 40 * u, ww, 8 * u, '#000000', ' fill-opacity="0.2"'));

  // containers in the yard
  const containerColors = ['#1e6bb8', '#b8322a', '#2f855a', '#d69e2e', '#475569'];
  const cx = wx + ww + 40 * u < w - 260 * u ? wx + ww + 40 * u : rnd.range(0.02, 0.2) * w;
  for (let stack = 0; stack < 2; stack += 1) {
    for (let level = 0; level < 2 - stack; level += 1) {
      const x = cx + stack * 120 * u + level * 20 * u;
      const y = h - 60 * u - (level + 1) * 56 * u;
      const color = rnd.pick(containerColors);
      let ribs = '';
      for (let r = x + 8 * u; r < x + 230 * u; r += 10 * u)
        ribs += `M${n(r)} ${n(y + 4 * u)}v${n(48 * u)}`;
      scene.body.push(
        rect(x, y, 236 * u, 56 * u, color),
        `<path d="${ribs}" stroke="#000000" stroke-opacity="0.18" stroke-width="${n(2 * u)}"/>`,
      );
    }
  }
  drawCone(scene, w * rnd.range(0.05, 0.95), h - 20 * u);
  drawLight(scene);
  return finish(scene);
}

export function constructionScene(kind: SceneKind, options: SceneOptions): string {
  switch (kind) {
    case 'residential':
      return residentialScene(options);
    case 'commercial':
      return commercialScene(options);
    case 'renovation':
      return renovationScene(options);
    case 'infrastructure':
      return infrastructureScene(options);
    case 'industrial':
      return industrialScene(options);
  }
}

// ---------------------------------------------------------------------------------------------
// Founder portrait: a dignified, stylised head-and-shoulders figure in a suit.

export function founderPortrait(options: { seed: number; size?: number }): string {
  const size = options.size ?? IMAGE_SIZES.portrait.width;
  const rnd = createRandom(options.seed);
  const s = size / 600;
  const skin = rnd.pick(['#b97a56', '#a86f4c', '#c48a62']);
  const skinShade = mix(skin, '#5a3220', 0.3);
  const suit = rnd.pick(['#1f2937', '#1e2a44', '#2b2f36']);
  const tie = rnd.pick(['#9a3412', '#7f1d1d', '#1e3a8a']);
  const hair = '#2d2a28';
  const grey = '#9a9893';
  const defs = [
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#f1f4f7"/><stop offset="1" stop-color="#b9c4d0"/></radialGradient>`,
    linearGradient('suit', [
      [0, mix(suit, '#ffffff', 0.12)],
      [1, suit],
    ]),
    `<radialGradient id="face" cx="0.42" cy="0.4" r="0.7"><stop offset="0" stop-color="${mix(skin, '#ffffff', 0.12)}"/><stop offset="1" stop-color="${skin}"/></radialGradient>`,
  ];
  const c = 300;
  const p = (value: number) => n(value * s);
  const body = [
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>`,
    `<circle cx="${p(c)}" cy="${p(250)}" r="${p(190)}" fill="${BRAND_ORANGE}" fill-opacity="0.1"/>`,
    // shoulders and jacket
    `<path d="M${p(40)} ${p(600)}C${p(50)} ${p(480)} ${p(120)} ${p(430)} ${p(220)} ${p(405)}L${p(380)} ${p(405)}C${p(480)} ${p(430)} ${p(550)} ${p(480)} ${p(560)} ${p(600)}Z" fill="url(#suit)"/>`,
    // neck
    `<path d="M${p(255)} ${p(330)}L${p(255)} ${p(415)}L${p(300)} ${p(460)}L${p(345)} ${p(415)}L${p(345)} ${p(330)}Z" fill="${skinShade}"/>`,
    // shirt collar and tie
    `<path d="M${p(238)} ${p(400)}L${p(300)} ${p(470)}L${p(362)} ${p(400)}L${p(345)} ${p(385)}L${p(300)} ${p(430)}L${p(255)} ${p(385)}Z" fill="#f8fafc"/>`,
    `<path d="M${p(238)} ${p(400)}L${p(300)} ${p(600)}L${p(362)} ${p(400)}L${p(300)} ${p(470)}Z" fill="#f8fafc"/>`,
    `<path d="M${p(286)} ${p(440)}L${p(314)} ${p(440)}L${p(308)} ${p(462)}L${p(322)} ${p(580)}L${p(300)} ${p(600)}L${p(278)} ${p(580)}L${p(292)} ${p(462)}Z" fill="${tie}"/>`,
    `<path d="M${p(286)} ${p(440)}L${p(314)} ${p(440)}L${p(308)} ${p(462)}L${p(292)} ${p(462)}Z" fill="${mix(tie, '#000000', 0.2)}"/>`,
    // lapels
    `<path d="M${p(220)} ${p(405)}L${p(300)} ${p(600)}L${p(262)} ${p(600)}L${p(198)} ${p(470)}L${p(228)} ${p(455)}L${p(205)} ${p(420)}Z" fill="${mix(suit, '#000000', 0.25)}"/>`,
    `<path d="M${p(380)} ${p(405)}L${p(300)} ${p(600)}L${p(338)} ${p(600)}L${p(402)} ${p(470)}L${p(372)} ${p(455)}L${p(395)} ${p(420)}Z" fill="${mix(suit, '#000000', 0.25)}"/>`,
    `<path d="M${p(420)} ${p(506)}l${p(12)} ${p(-18)}l${p(10)} ${p(12)}l${p(12)} ${p(-16)}l${p(8)} ${p(18)}Z" fill="#f8fafc"/>`,
    // ears
    `<ellipse cx="${p(214)}" cy="${p(258)}" rx="${p(14)}" ry="${p(25)}" fill="${skinShade}"/>`,
    `<ellipse cx="${p(386)}" cy="${p(258)}" rx="${p(14)}" ry="${p(25)}" fill="${skinShade}"/>`,
    // head
    `<path d="M${p(214)} ${p(230)}C${p(214)} ${p(150)} ${p(255)} ${p(125)} ${p(300)} ${p(125)}C${p(345)} ${p(125)} ${p(386)} ${p(150)} ${p(386)} ${p(230)}C${p(386)} ${p(300)} ${p(360)} ${p(365)} ${p(300)} ${p(372)}C${p(240)} ${p(365)} ${p(214)} ${p(300)} ${p(214)} ${p(230)}Z" fill="url(#face)"/>`,
    // hair: dark crown, grey temples
    `<path d="M${p(208)} ${p(245)}C${p(196)} ${p(150)} ${p(240)} ${p(100)} ${p(305)} ${p(102)}C${p(372)} ${p(104)} ${p(406)} ${p(150)} ${p(392)} ${p(245)}C${p(386)} ${p(205)} ${p(378)} ${p(175)} ${p(352)} ${p(160)}C${p(320)} ${p(172)} ${p(260)} ${p(168)} ${p(236)} ${p(158)}C${p(220)} ${p(180)} ${p(214)} ${p(210)} ${p(208)} ${p(245)}Z" fill="${hair}"/>`,
    `<path d="M${p(208)} ${p(245)}C${p(205)} ${p(215)} ${p(212)} ${p(190)} ${p(222)} ${p(175)}C${p(222)} ${p(200)} ${p(218)} ${p(222)} ${p(214)} ${p(250)}Z" fill="${grey}"/>`,
    `<path d="M${p(392)} ${p(245)}C${p(395)} ${p(215)} ${p(388)} ${p(190)} ${p(378)} ${p(175)}C${p(378)} ${p(200)} ${p(382)} ${p(222)} ${p(386)} ${p(250)}Z" fill="${grey}"/>`,
    // eyebrows
    `<path d="M${p(240)} ${p(218)}Q${p(262)} ${p(206)} ${p(284)} ${p(216)}" stroke="${hair}" stroke-width="${p(7)}" stroke-linecap="round" fill="none"/>`,
    `<path d="M${p(316)} ${p(216)}Q${p(338)} ${p(206)} ${p(360)} ${p(218)}" stroke="${hair}" stroke-width="${p(7)}" stroke-linecap="round" fill="none"/>`,
    // eyes
    `<ellipse cx="${p(263)}" cy="${p(240)}" rx="${p(8)}" ry="${p(5.5)}" fill="#2b211c"/>`,
    `<ellipse cx="${p(337)}" cy="${p(240)}" rx="${p(8)}" ry="${p(5.5)}" fill="#2b211c"/>`,
    // spectacles
    `<g fill="none" stroke="#3a3330" stroke-width="${p(3.5)}"><rect x="${p(234)}" y="${p(222)}" width="${p(58)}" height="${p(38)}" rx="${p(10)}"/><rect x="${p(308)}" y="${p(222)}" width="${p(58)}" height="${p(38)}" rx="${p(10)}"/><path d="M${p(292)} ${p(236)}Q${p(300)} ${p(230)} ${p(308)} ${p(236)}M${p(234)} ${p(234)}L${p(216)} ${p(240)}M${p(366)} ${p(234)}L${p(384)} ${p(240)}"/></g>`,
    // nose
    `<path d="M${p(300)} ${p(250)}Q${p(296)} ${p(282)} ${p(288)} ${p(292)}Q${p(300)} ${p(300)} ${p(312)} ${p(292)}" stroke="${skinShade}" stroke-width="${p(4)}" stroke-linecap="round" fill="none"/>`,
    // moustache and a calm smile
    `<path d="M${p(266)} ${p(318)}Q${p(284)} ${p(300)} ${p(300)} ${p(310)}Q${p(316)} ${p(300)} ${p(334)} ${p(318)}Q${p(316)} ${p(316)} ${p(300)} ${p(318)}Q${p(284)} ${p(316)} ${p(266)} ${p(318)}Z" fill="#4a4440"/>`,
    `<path d="M${p(276)} ${p(332)}Q${p(300)} ${p(346)} ${p(324)} ${p(332)}" stroke="#7a3e2c" stroke-width="${p(4)}" stroke-linecap="round" fill="none"/>`,
    // gentle light from the left
    `<rect width="${size}" height="${size}" fill="url(#bg)" fill-opacity="0.06"/>`,
  ];
  return svgDocument(size, size, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Logo: a 'KF' monogram under a roofline, in a slate shield with an orange rim.

export function companyLogo(size: number = IMAGE_SIZES.logo.width): string {
  const s = size / 512;
  const p = (value: number) => n(value * s);
  const shield = `M${p(256)} ${p(28)}L${p(452)} ${p(92)}V${p(250)}C${p(452)} ${p(372)} ${p(366)} ${p(448)} ${p(256)} ${p(488)}C${p(146)} ${p(448)} ${p(60)} ${p(372)} ${p(60)} ${p(250)}V${p(92)}Z`;
  const inner = `M${p(256)} ${p(58)}L${p(424)} ${p(112)}V${p(250)}C${p(424)} ${p(352)} ${p(352)} ${p(418)} ${p(256)} ${p(456)}C${p(160)} ${p(418)} ${p(88)} ${p(352)} ${p(88)} ${p(250)}V${p(112)}Z`;
  // K: stem plus two arms; F: stem plus two bars. Drawn as shapes so no font is needed.
  const k =
    `M${p(132)} ${p(200)}h${p(38)}v${p(170)}h${p(-38)}z` +
    `M${p(170)} ${p(262)}L${p(230)} ${p(200)}h${p(50)}L${p(170)} ${p(314)}z` +
    `M${p(192)} ${p(270)}L${p(282)} ${p(370)}h${p(-50)}L${p(166)} ${p(296)}z`;
  const f =
    `M${p(296)} ${p(200)}h${p(38)}v${p(170)}h${p(-38)}z` +
    `M${p(334)} ${p(200)}h${p(50)}v${p(34)}h${p(-50)}z` +
    `M${p(334)} ${p(268)}h${p(38)}v${p(32)}h${p(-38)}z`;
  const defs = [
    linearGradient('shield', [
      [0, '#1e293b'],
      [1, BRAND_SLATE],
    ]),
  ];
  const body = [
    `<path d="${shield}" fill="url(#shield)"/>`,
    `<path d="${inner}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="${p(10)}"/>`,
    `<path d="M${p(128)} ${p(178)}L${p(256)} ${p(100)}L${p(384)} ${p(178)}" fill="none" stroke="${BRAND_ORANGE}" stroke-width="${p(20)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="${p(240)}" y="${p(134)}" width="${p(32)}" height="${p(30)}" fill="${BRAND_ORANGE}"/>`,
    `<path d="${k}${f}" fill="#f8fafc"/>`,
    `<rect x="${p(160)}" y="${p(396)}" width="${p(192)}" height="${p(8)}" fill="${BRAND_ORANGE}"/>`,
  ];
  return svgDocument(size, size, defs, body);
}

// ---------------------------------------------------------------------------------------------

export async function renderWebp(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
}
