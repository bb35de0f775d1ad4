/** Infrastructure: a cable-stayed bridge over a river, or a flyover rising on piers. */

import type { SceneOptions } from './types';
import { n, rectPath, rect, polygon, taper, linearGradient, mix } from './svg';
import type { Scene } from './scene';
import { createScene, finish } from './scene';
import {
  drawBackdrop,
  drawGround,
  drawRoad,
  drawTree,
  drawTowerCrane,
  drawBarrier,
  drawCone,
  drawMaterials,
  drawLight,
} from './layers';

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
