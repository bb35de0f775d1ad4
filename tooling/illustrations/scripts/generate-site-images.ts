/**
 * `npm run images:site`: writes the web app's own images in apps/web/public/images (the default
 * service hero and gallery shown while no service has its own, the six stock project images, the
 * page header backgrounds and the tab icon) from the procedural construction scenes. The output
 * is committed; run it again only to change the pictures.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import { companyLogo, constructionScene, renderWebp, type SceneKind, type TimeOfDay } from '../src';

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/web/public/images',
);

interface Asset {
  file: string;
  kind: SceneKind;
  seed: number;
  time: TimeOfDay;
  width: number;
  height: number;
}

const wide = { width: 1600, height: 900 };
const photo = { width: 1200, height: 800 };

/** A numbered series `<prefix>-1.webp`, `<prefix>-2.webp`, …, its scene seeds counting up. */
function series(
  prefix: string,
  firstSeed: number,
  scenes: [SceneKind, TimeOfDay][],
  size: { width: number; height: number },
): Asset[] {
  return scenes.map(([kind, time], index) => ({
    file: `${prefix}-${index + 1}.webp`,
    kind,
    seed: firstSeed + index,
    time,
    ...size,
  }));
}

const assets: Asset[] = [
  { file: 'services/hero-default.webp', kind: 'commercial', seed: 101, time: 'day', ...wide },
  ...series(
    'services/gallery',
    111,
    [
      ['residential', 'day'],
      ['infrastructure', 'dawn'],
      ['industrial', 'day'],
      ['renovation', 'dusk'],
    ],
    photo,
  ),
  ...series(
    'projects/stock',
    201,
    [
      ['residential', 'day'],
      ['commercial', 'dusk'],
      ['renovation', 'day'],
      ['infrastructure', 'dawn'],
      ['industrial', 'day'],
      ['commercial', 'dawn'],
    ],
    photo,
  ),
  { file: 'backgrounds/page-header.webp', kind: 'commercial', seed: 301, time: 'dusk', ...wide },
  { file: 'backgrounds/about-hero.webp', kind: 'infrastructure', seed: 302, time: 'dusk', ...wide },
];

for (const asset of assets) {
  const target = path.join(outDir, asset.file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const svg = constructionScene(asset.kind, {
    width: asset.width,
    height: asset.height,
    seed: asset.seed,
    time: asset.time,
  });
  await fs.writeFile(target, await renderWebp(svg, asset.width, asset.height));
  console.log(`wrote ${asset.file}`);
}

// The browser tab icon: the seed's logo mark as SVG, plus a PNG for Apple devices.
const logo = companyLogo(512);
await fs.mkdir(path.join(outDir, 'brand'), { recursive: true });
await fs.writeFile(path.join(outDir, 'brand/icon.svg'), logo);
await sharp(Buffer.from(logo))
  .resize(180, 180)
  .png()
  .toFile(path.join(outDir, 'brand/apple-icon.png'));
console.log('wrote brand/icon.svg and brand/apple-icon.png');
