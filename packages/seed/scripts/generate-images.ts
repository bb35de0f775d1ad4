/**
 * `npm run images:seed`: draws the demo images (see src/assets.ts) with the procedural
 * construction scenes and writes them to assets/. The output is committed, so seeding only copies
 * files; run this again only to change the pictures.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import {
  companyLogo,
  constructionScene,
  founderPortrait,
  IMAGE_SIZES,
  renderWebp,
  type SceneKind,
  type TimeOfDay,
} from '@kasar/illustrations';

import { ASSETS_DIR, DEMO_IMAGES, type DemoImageFile } from '../src/assets';
import { DEMO_BANNERS, DEMO_SERVICES } from '../src/content';

/** The scene and light of each service's pictures, in the order of DEMO_SERVICES. */
const SERVICE_SCENES: { scene: SceneKind; heroTime: TimeOfDay }[] = [
  { scene: 'residential', heroTime: 'day' },
  { scene: 'commercial', heroTime: 'dusk' },
  { scene: 'renovation', heroTime: 'dawn' },
  { scene: 'infrastructure', heroTime: 'day' },
  { scene: 'industrial', heroTime: 'dawn' },
];
/** The scene and light of each banner, in the order of DEMO_BANNERS. */
const BANNER_SCENES: { scene: SceneKind; time: TimeOfDay }[] = [
  { scene: 'commercial', time: 'dusk' },
  { scene: 'infrastructure', time: 'dawn' },
  { scene: 'residential', time: 'day' },
];
const GALLERY_TIMES: TimeOfDay[] = ['day', 'dawn', 'dusk', 'day'];

if (
  SERVICE_SCENES.length !== DEMO_SERVICES.length ||
  BANNER_SCENES.length !== DEMO_BANNERS.length
) {
  throw new Error('Give every demo service and banner a scene');
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No scene for item ${index}`);
  return item;
}

interface Drawing {
  target: DemoImageFile;
  width: number;
  height: number;
  svg: () => string;
}

const { hero, gallery, banner } = IMAGE_SIZES;
const drawings: Drawing[] = [
  ...DEMO_IMAGES.heroes.map((target, s) => ({
    target,
    ...hero,
    svg: () => {
      const { scene, heroTime } = at(SERVICE_SCENES, s);
      return constructionScene(scene, { ...hero, seed: 1000 + s * 97, time: heroTime });
    },
  })),
  ...DEMO_IMAGES.galleries.flatMap((projects, s) =>
    projects.flatMap((images, p) =>
      images.map((target, i) => ({
        target,
        ...gallery,
        svg: () =>
          constructionScene(at(SERVICE_SCENES, s).scene, {
            ...gallery,
            seed: 5000 + s * 1009 + p * 101 + i * 13,
            time: GALLERY_TIMES[(p + i) % GALLERY_TIMES.length],
          }),
      })),
    ),
  ),
  ...DEMO_IMAGES.banners.map((target, b) => ({
    target,
    ...banner,
    svg: () => {
      const { scene, time } = at(BANNER_SCENES, b);
      return constructionScene(scene, { ...banner, seed: 9000 + b * 31, time });
    },
  })),
  { target: DEMO_IMAGES.logo, ...IMAGE_SIZES.logo, svg: () => companyLogo() },
  {
    target: DEMO_IMAGES.portrait,
    ...IMAGE_SIZES.portrait,
    svg: () => founderPortrait({ seed: 7 }),
  },
];

await fs.rm(ASSETS_DIR, { recursive: true, force: true });
for (const drawing of drawings) {
  const file = path.join(ASSETS_DIR, drawing.target.file);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, await renderWebp(drawing.svg(), drawing.width, drawing.height));
}
console.log(`wrote ${drawings.length} images to ${ASSETS_DIR}`);
