/** Industrial: a plant with silos and stacks, a clad warehouse, containers and a tower crane. */

import type { SceneOptions } from './types';
import { n, rectPath, rect, polygon, taper, linearGradient } from './svg';
import { finish } from './scene';
import { sceneOnGround, drawTowerCrane, drawCone, drawLight } from './layers';

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
