/**
 * The gallery image, a photo of a project (table project_images): its snapshot, its stored
 * file, its names and the pages it revalidates. It has no version history.
 */
import type { ProjectImage } from '@kasar/db';
import { z } from 'zod';

import type { EntityRecord } from './record';
import { snapshotPercent, snapshotTime, type SnapshotFormat } from './snapshot';

export const galleryImageSnapshotSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  image_url: z.string(),
  storage_key: z.string(),
  alt: z.string().nullable(),
  focal_x: snapshotPercent,
  focal_y: snapshotPercent,
  is_enabled: z.boolean(),
  position: z.number().int(),
  created_at: snapshotTime,
});
export type GalleryImageSnapshot = z.infer<typeof galleryImageSnapshotSchema>;

export const galleryImageSnapshotFormat: SnapshotFormat<GalleryImageSnapshot> = {
  schema: galleryImageSnapshotSchema,
  upgrades: {},
};

export const galleryImageRecord = {
  entity: 'gallery_image',
  label: 'Gallery image',
  noun: 'image',
  router: 'gallery',
  rest: '/dashboard/project-images',
  table: 'project_images',
  trashKind: 'PROJECT_IMAGE',
  versionEntity: null,
  // A service's page shows the images of its projects.
  revalidates: ['projects', 'services'],
  files: [{ key: 'storage_key', url: 'image_url', field: 'image_url', label: 'image' }],
  parent: { entity: 'project', field: 'project_id' },
  children: [],
  snapshot: galleryImageSnapshotFormat,
} as const satisfies EntityRecord<GalleryImageSnapshot>;

export function galleryImageSnapshot(row: ProjectImage): GalleryImageSnapshot {
  return {
    id: row.id,
    project_id: row.projectId,
    image_url: row.imageUrl,
    storage_key: row.storageKey,
    alt: row.alt,
    focal_x: row.focalX,
    focal_y: row.focalY,
    is_enabled: row.isEnabled,
    position: row.position,
    created_at: row.createdAt.toISOString(),
  };
}

export function galleryImageRow(snapshot: GalleryImageSnapshot): ProjectImage {
  return {
    id: snapshot.id,
    projectId: snapshot.project_id,
    imageUrl: snapshot.image_url,
    storageKey: snapshot.storage_key,
    alt: snapshot.alt,
    focalX: snapshot.focal_x,
    focalY: snapshot.focal_y,
    isEnabled: snapshot.is_enabled,
    position: snapshot.position,
    createdAt: new Date(snapshot.created_at),
  };
}

/** A trash snapshot of version 0: the row in camelCase (no focal point before it existed). */
export function galleryImageFromLegacyTrash(old: Record<string, unknown>): Record<string, unknown> {
  return {
    id: old.id,
    project_id: old.projectId,
    image_url: old.imageUrl,
    storage_key: old.storageKey,
    alt: old.alt ?? null,
    focal_x: old.focalX ?? null,
    focal_y: old.focalY ?? null,
    is_enabled: old.isEnabled,
    position: old.position,
    created_at: old.createdAt,
  };
}
