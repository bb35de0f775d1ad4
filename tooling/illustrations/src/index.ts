/**
 * Procedural construction-site illustrations (development only): SVG scenes rendered to WebP.
 * Each scene kind is drawn in its own module from the shared layers (sky, skyline, ground,
 * crane) in layers.ts, on a scene context (palette, size, seeded randomness) from scene.ts.
 */
import { commercialScene } from './commercial';
import { industrialScene } from './industrial';
import { infrastructureScene } from './infrastructure';
import { renovationScene } from './renovation';
import { residentialScene } from './residential';
import type { SceneKind, SceneOptions } from './types';

export { BRAND_ORANGE, BRAND_SLATE, IMAGE_SIZES } from './types';
export type { SceneKind, SceneOptions, TimeOfDay } from './types';
export { createRandom } from './random';
export type { Random } from './random';
export { commercialScene, industrialScene, infrastructureScene, renovationScene, residentialScene };
export { founderPortrait } from './portrait';
export { companyLogo } from './logo';
export { renderWebp } from './render';

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
