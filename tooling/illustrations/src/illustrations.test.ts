// The procedural demo illustrations: deterministic, varied, small and valid.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  companyLogo,
  constructionScene,
  founderPortrait,
  IMAGE_SIZES,
  renderWebp,
  type SceneKind,
  type TimeOfDay,
} from './index';

const KINDS: SceneKind[] = [
  'residential',
  'commercial',
  'renovation',
  'infrastructure',
  'industrial',
];
const TIMES: TimeOfDay[] = ['dawn', 'day', 'dusk'];

describe('construction scenes', () => {
  it('draw the same picture for the same seed and a different one for another seed', () => {
    for (const kind of KINDS) {
      const options = { ...IMAGE_SIZES.gallery, seed: 42 };
      expect(constructionScene(kind, options)).toBe(constructionScene(kind, options));
      expect(constructionScene(kind, options)).not.toBe(
        constructionScene(kind, { ...options, seed: 43 }),
      );
    }
  });

  it('stay small and never emit invalid numbers, whatever the seed and time of day', () => {
    for (const kind of KINDS) {
      for (const time of TIMES) {
        for (let seed = 0; seed < 12; seed += 1) {
          const svg = constructionScene(kind, { ...IMAGE_SIZES.hero, seed, time });
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
          expect((svg.match(/<[a-z]/g) ?? []).length).toBeLessThan(600);
        }
      }
    }
  });

  it('render to WebP at the requested size', async () => {
    const cases: [string, number, number][] = [
      [constructionScene('commercial', { ...IMAGE_SIZES.hero, seed: 1 }), 1600, 900],
      [founderPortrait({ seed: 1 }), 600, 600],
      [companyLogo(), 512, 512],
    ];
    for (const [svg, width, height] of cases) {
      const metadata = await sharp(await renderWebp(svg, width, height)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
    }
  });
});
