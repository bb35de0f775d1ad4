/**
 * About Us, the one row of the founder and the achievements: its snapshot (what the version
 * history keeps, with its stats), its stored file (the founder's photo), its names and the pages
 * it revalidates.
 */
import type { AboutUs, AboutUsStat } from '@kasar/db';
import { z } from 'zod';

import { DEFAULT_ABOUT_US_STATS } from '../schemas/about-us';
import type { EntityRecord } from './record';
import { legacyFocalPoint, snapshotPercent, snapshotTime, type SnapshotFormat } from './snapshot';

export const aboutUsSnapshotSchema = z.object({
  founder_img_url: z.string().nullable(),
  founder_img_key: z.string().nullable(),
  founder_img_alt: z.string().nullable(),
  founder_focal_x: snapshotPercent,
  founder_focal_y: snapshotPercent,
  founder_name: z.string().nullable(),
  founder_position: z.string().nullable(),
  founder_description: z.string().nullable(),
  updated_at: snapshotTime,
  /** In order. */
  stats: z.array(z.object({ stat_name: z.string(), value: z.string() })),
});
export type AboutUsSnapshot = z.infer<typeof aboutUsSnapshotSchema>;

export const aboutUsSnapshotFormat: SnapshotFormat<AboutUsSnapshot> = {
  schema: aboutUsSnapshotSchema,
  upgrades: {},
};

export const aboutUsRecord = {
  entity: 'about_us',
  label: 'About Us',
  noun: 'About Us content',
  router: 'aboutUs',
  rest: '/dashboard/about-us',
  table: 'about_us',
  trashKind: null,
  versionEntity: 'ABOUT_US',
  revalidates: ['about-us'],
  files: [
    {
      key: 'founder_img_key',
      url: 'founder_img_url',
      field: 'founder_img',
      label: 'founder photo',
    },
  ],
  parent: null,
  children: [],
  snapshot: aboutUsSnapshotFormat,
} as const satisfies EntityRecord<AboutUsSnapshot>;

export function aboutUsSnapshot(row: AboutUs & { stats: AboutUsStat[] }): AboutUsSnapshot {
  return {
    founder_img_url: row.founderImgUrl,
    founder_img_key: row.founderImgKey,
    founder_img_alt: row.founderImgAlt,
    founder_focal_x: row.founderFocalX,
    founder_focal_y: row.founderFocalY,
    founder_name: row.founderName,
    founder_position: row.founderPosition,
    founder_description: row.founderDescription,
    updated_at: row.updatedAt.toISOString(),
    stats: row.stats.map((stat) => ({ stat_name: stat.statName, value: stat.value })),
  };
}

/** The row's columns and its stats a snapshot holds (a staff preview writes a draft's with them). */
export function aboutUsColumns(snapshot: AboutUsSnapshot) {
  return {
    columns: {
      founderImgUrl: snapshot.founder_img_url,
      founderImgKey: snapshot.founder_img_key,
      founderImgAlt: snapshot.founder_img_alt,
      founderFocalX: snapshot.founder_focal_x,
      founderFocalY: snapshot.founder_focal_y,
      founderName: snapshot.founder_name,
      founderPosition: snapshot.founder_position,
      founderDescription: snapshot.founder_description,
    } satisfies Partial<AboutUs>,
    stats: snapshot.stats.map((stat, position) => ({
      position,
      statName: stat.stat_name,
      value: stat.value,
    })),
  };
}

/** About Us before its first save, as a snapshot: nothing set, the default stats. */
export function blankAboutUsSnapshot(now: Date): AboutUsSnapshot {
  return {
    founder_img_url: null,
    founder_img_key: null,
    founder_img_alt: null,
    founder_focal_x: null,
    founder_focal_y: null,
    founder_name: null,
    founder_position: null,
    founder_description: null,
    updated_at: now.toISOString(),
    stats: DEFAULT_ABOUT_US_STATS.map((stat) => ({ ...stat })),
  };
}

// Snapshots stored before snapshots had versions (version 0), read once into version 1.

/**
 * A version of version 0, read to be restored onto the live content `current`: the REST output
 * and the key of the founder photo, if it had one. The focal point of a version from before focal
 * points existed is the live one.
 */
export function aboutUsFromLegacyVersion(
  data: Record<string, unknown>,
  storageKeys: readonly string[],
  current: AboutUsSnapshot,
): Record<string, unknown> {
  const focal =
    data.founder_focal_point === undefined ? null : legacyFocalPoint(data.founder_focal_point);
  const photo = data.founder_img;
  return {
    ...current,
    founder_img_url: photo ?? null,
    founder_img_key: typeof photo === 'string' ? (storageKeys[0] ?? null) : null,
    founder_img_alt: data.founder_img_alt ?? null,
    founder_focal_x: focal ? focal.x : current.founder_focal_x,
    founder_focal_y: focal ? focal.y : current.founder_focal_y,
    founder_name: data.founder_name ?? null,
    founder_position: data.founder_position ?? null,
    founder_description: data.founder_description ?? null,
    updated_at: data.updated_at ?? current.updated_at,
    stats: data.stats ?? current.stats,
  };
}
