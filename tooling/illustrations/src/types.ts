/** The illustrations' public types, sizes and brand colours. */

export type SceneKind =
  'residential' | 'commercial' | 'renovation' | 'infrastructure' | 'industrial';

export type TimeOfDay = 'dawn' | 'day' | 'dusk';

export interface SceneOptions {
  width: number;
  height: number;
  seed: number;
  /** Picked from the seed when omitted. */
  time?: TimeOfDay;
}

export const IMAGE_SIZES = {
  hero: { width: 1600, height: 900 },
  banner: { width: 1600, height: 900 },
  gallery: { width: 1200, height: 800 },
  portrait: { width: 600, height: 600 },
  logo: { width: 512, height: 512 },
} as const;

export const BRAND_ORANGE = '#c2410c';
export const BRAND_SLATE = '#0f172a';
