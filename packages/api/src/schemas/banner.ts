/** Wire shape of homepage banners. */
import type { Banner } from '@kasar/db';
import { z } from 'zod';

import { focalPointOf, focalPointOutput, isoDate } from './common';

export const bannerOutput = z.object({
  id: z.string(),
  image_url: z.string(),
  /** Alternative text of the image; null: describe it from the headline. */
  image_alt: z.string().nullable(),
  /** The spot every crop keeps in frame, in percent; null: crops are centred. */
  focal_point: focalPointOutput.nullable(),
  headline: z.string(),
  tagline: z.string().nullable(),
  is_enabled: z.boolean(),
  position: z.number().int().describe('Place in the carousel, from 0'),
  created_at: isoDate,
  updated_at: isoDate,
});

export type BannerOutput = z.infer<typeof bannerOutput>;

/** A banner as its draft has it: the read shape without its place and flag. */
export const bannerDraftContent = bannerOutput.omit({ position: true, is_enabled: true });

export function toBannerOutput(row: Banner): BannerOutput {
  return {
    id: row.id,
    image_url: row.imageUrl,
    image_alt: row.imageAlt,
    focal_point: focalPointOf(row.focalX, row.focalY),
    headline: row.headline,
    tagline: row.tagline,
    is_enabled: row.isEnabled,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
