/** Shared layers: sky, sun, clouds, skyline, ground, crane, tint and vignette. */

import type { SceneOptions } from './types';
import { n, rectPath, rect, polygon, linearGradient, mix } from './svg';
import type { Scene } from './scene';
import { createScene } from './scene';

/** A scene with the default backdrop (sky, city skyline, haze) and the given ground drawn. */
export function sceneOnGround(
  options: SceneOptions,
  horizonRatio: number,
  ground: keyof typeof GROUND,
): Scene {
  const scene = createScene(options, horizonRatio);
  drawBackdrop(scene);
  drawGround(scene, ground);
  return scene;
}

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

export function drawBackdrop(scene: Scene, options: { hills?: boolean; skyline?: boolean } = {}) {
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

export function drawGround(scene: Scene, kind: keyof typeof GROUND) {
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

export function drawRoad(scene: Scene, y: number, depth: number) {
  const { w, u, rnd } = scene;
  scene.body.push(rect(0, y, w, depth, '#4a4d52'), rect(0, y, w, 4 * u, '#c9c6bd'));
  let dashes = '';
  const dash = 46 * u;
  for (let x = -rnd.range(0, dash); x < w; x += dash * 2) {
    dashes += rectPath(x, y + depth / 2 - 2 * u, dash, 4 * u);
  }
  scene.body.push(`<path d="${dashes}" fill="#e9e4d6" fill-opacity="0.85"/>`);
}

export function drawTree(scene: Scene, x: number, baseY: number, size: number) {
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
export function drawTowerCrane(scene: Scene, options: CraneOptions) {
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

export function drawBarrier(scene: Scene, x: number, y: number, length: number) {
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

export function drawCone(scene: Scene, x: number, baseY: number) {
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

export function drawMaterials(scene: Scene, x: number, baseY: number) {
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

export function drawLight(scene: Scene) {
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

export function windowGlass(scene: Scene): string {
  return scene.rnd.chance(scene.palette.litWindows)
    ? scene.rnd.pick(['#ffd479', '#ffcb69', '#ffe09a'])
    : scene.rnd.pick(['#8fb6d6', '#7ea7c8', '#a3c4df']);
}
