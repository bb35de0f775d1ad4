/** Residential: pitched-roof houses, modern villas, trees and one home under construction. */

import type { SceneOptions } from './types';
import { n, rectPath, rect, polygon, mix } from './svg';
import type { Scene } from './scene';
import { createScene, finish } from './scene';
import {
  drawBackdrop,
  drawGround,
  drawRoad,
  drawTree,
  drawTowerCrane,
  drawCone,
  drawLight,
  windowGlass,
} from './layers';

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
