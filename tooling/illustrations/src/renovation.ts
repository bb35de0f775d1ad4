/** Renovation: a heritage facade half wrapped in scaffolding and safety netting. */

import type { SceneOptions } from './types';
import { n, rectPath, rect, polygon, mix } from './svg';
import type { Scene } from './scene';
import { finish } from './scene';
import {
  sceneOnGround,
  drawRoad,
  drawTowerCrane,
  drawBarrier,
  drawMaterials,
  drawLight,
  windowGlass,
} from './layers';

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
