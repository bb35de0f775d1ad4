/** Commercial: glass towers with window grids and reflections, one rising with a climbing crane. */

import type { SceneOptions } from './types';
import { rectPath, rect, polygon, glint, linearGradient, mix } from './svg';
import type { Scene } from './scene';
import { uid, finish } from './scene';
import {
  sceneOnGround,
  drawRoad,
  drawTree,
  drawTowerCrane,
  drawBarrier,
  drawCone,
  drawLight,
} from './layers';

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
