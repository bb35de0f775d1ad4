/**
 * The banner, a slide of the home carousel: its snapshot (what the trash and the version history
 * keep of it), its stored file, its names and the pages it revalidates.
 */
import type { Banner } from '@kasar/db';
import { z } from 'zod';

import type { EntityRecord } from './record';
import { legacyFocalPoint, snapshotPercent, snapshotTime, type SnapshotFormat } from './snapshot';

/** A banner row as a snapshot keeps it: its columns, by their names, in JSON. */
export const bannerSnapshotSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  storage_key: z.string(),
  image_alt: z.string().nullable(),
  focal_x: snapshotPercent,
  focal_y: snapshotPercent,
  headline: z.string(),
  tagline: z.string().nullable(),
  is_enabled: z.boolean(),
  position: z.number().int(),
  created_at: snapshotTime,
  updated_at: snapshotTime,
});
export type BannerSnapshot = z.infer<typeof bannerSnapshotSchema>;

export const bannerSnapshotFormat: SnapshotFormat<BannerSnapshot> = {
  schema: bannerSnapshotSchema,
  upgrades: {},
};

export const bannerRecord = {
  entity: 'banner',
  label: 'Banner',
  noun: 'banner',
  router: 'banners',
  rest: '/dashboard/banner-images',
  table: 'banners',
  trashKind: 'BANNER',
  versionEntity: 'BANNER',
  revalidates: ['banners'],
  files: [{ key: 'storage_key', url: 'image_url', field: 'image_url', label: 'image' }],
  parent: null,
  children: [],
  snapshot: bannerSnapshotFormat,
} as const satisfies EntityRecord<BannerSnapshot>;

export function bannerSnapshot(row: Banner): BannerSnapshot {
  return {
    id: row.id,
    image_url: row.imageUrl,
    storage_key: row.storageKey,
    image_alt: row.imageAlt,
    focal_x: row.focalX,
    focal_y: row.focalY,
    headline: row.headline,
    tagline: row.tagline,
    is_enabled: row.isEnabled,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row a snapshot was taken of: what a restore creates, and what its output is made from. */
export function bannerRow(snapshot: BannerSnapshot): Banner {
  return {
    id: snapshot.id,
    imageUrl: snapshot.image_url,
    storageKey: snapshot.storage_key,
    imageAlt: snapshot.image_alt,
    focalX: snapshot.focal_x,
    focalY: snapshot.focal_y,
    headline: snapshot.headline,
    tagline: snapshot.tagline,
    isEnabled: snapshot.is_enabled,
    position: snapshot.position,
    createdAt: new Date(snapshot.created_at),
    updatedAt: new Date(snapshot.updated_at),
  };
}

// Snapshots stored before snapshots had versions (version 0), read once into version 1.

/** A trash snapshot of version 0: the row in camelCase (no focal point before it existed). */
export function bannerFromLegacyTrash(old: Record<string, unknown>): Record<string, unknown> {
  return {
    id: old.id,
    image_url: old.imageUrl,
    storage_key: old.storageKey,
    image_alt: old.imageAlt ?? null,
    focal_x: old.focalX ?? null,
    focal_y: old.focalY ?? null,
    headline: old.headline,
    tagline: old.tagline ?? null,
    is_enabled: old.isEnabled,
    position: old.position,
    created_at: old.createdAt,
    updated_at: old.updatedAt,
  };
}

/**
 * A version of version 0, read to be restored onto the live banner `current`: the REST output
 * without the list's fields, and its image's key. What it did not keep is the live banner's: the
 * place and the enabled flag (not content), a focal point from before they existed.
 */
export function bannerFromLegacyVersion(
  data: Record<string, unknown>,
  storageKeys: readonly string[],
  current: BannerSnapshot,
): Record<string, unknown> {
  const focal = data.focal_point === undefined ? null : legacyFocalPoint(data.focal_point);
  return {
    ...current,
    image_url: data.image_url,
    storage_key: storageKeys[0] ?? current.storage_key,
    image_alt: data.image_alt ?? null,
    focal_x: focal ? focal.x : current.focal_x,
    focal_y: focal ? focal.y : current.focal_y,
    headline: data.headline,
    tagline: data.tagline ?? null,
    created_at: data.created_at,
    updated_at: data.updated_at,
  };
}
