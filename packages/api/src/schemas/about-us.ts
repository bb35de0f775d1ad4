/** Wire shape of the About Us content; before the first save it carries the default stats. */
import type { AboutUs, AboutUsStat } from '@kasar/db';
import { z } from 'zod';

import { focalPointOf, focalPointOutput } from './common';

export const aboutUsStatOutput = z.object({ stat_name: z.string(), value: z.string() });

export const aboutUsOutput = z.object({
  founder_img: z.string().nullable(),
  founder_img_alt: z.string().nullable(),
  /** The spot every crop of the founder photo keeps in frame, in percent; null: centred. */
  founder_focal_point: focalPointOutput.nullable(),
  founder_name: z.string().nullable(),
  founder_position: z.string().nullable(),
  founder_description: z.string().nullable(),
  stats: z.array(aboutUsStatOutput),
  updated_at: z.string().nullable(),
});
export type AboutUsOutput = z.infer<typeof aboutUsOutput>;

export const DEFAULT_ABOUT_US_STATS = [
  { stat_name: 'Projects Completed', value: '500' },
  { stat_name: 'Happy Clients', value: '500' },
  { stat_name: 'Years of Experience', value: '25' },
  { stat_name: 'Awards Won', value: '50' },
] as const;

export function toAboutUsOutput(row: (AboutUs & { stats: AboutUsStat[] }) | null): AboutUsOutput {
  return {
    founder_img: row?.founderImgUrl ?? null,
    founder_img_alt: row?.founderImgAlt ?? null,
    founder_focal_point: focalPointOf(row?.founderFocalX ?? null, row?.founderFocalY ?? null),
    founder_name: row?.founderName ?? null,
    founder_position: row?.founderPosition ?? null,
    founder_description: row?.founderDescription ?? null,
    stats: row
      ? row.stats.map((stat) => ({ stat_name: stat.statName, value: stat.value }))
      : DEFAULT_ABOUT_US_STATS.map((stat) => ({ ...stat })),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
