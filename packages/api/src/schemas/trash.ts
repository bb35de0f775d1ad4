/** Wire shapes of the trash: an item of the list, and what a restore answers. */
import type { TrashItem, TrashKind } from '@kasar/db';
import { TRASH_KINDS, type TrashKindName } from '@kasar/validators';
import { z } from 'zod';

import { isoDate } from './common';

/** The wire name of each kind, and back. */
export const KIND_NAMES: Record<TrashKind, TrashKindName> = {
  SERVICE: 'service',
  PROJECT: 'project',
  BANNER: 'banner',
  PROJECT_IMAGE: 'gallery_image',
};
export const KINDS_BY_NAME: Record<TrashKindName, TrashKind> = {
  service: 'SERVICE',
  project: 'PROJECT',
  banner: 'BANNER',
  gallery_image: 'PROJECT_IMAGE',
};

export const trashItemOutput = z.object({
  id: z.string().describe('The id of the trash item (not of what was deleted)'),
  kind: z.enum(TRASH_KINDS),
  entity_id: z.string().describe('The id the item had, and has again once restored'),
  label: z.string().describe('Its name, title or headline (an image: its project title)'),
  thumbnail_url: z.string().nullable(),
  deleted_by: z.string().nullable().describe('The e-mail of who deleted it'),
  deleted_at: isoDate,
  purge_at: isoDate.describe('When the purge deletes it with its files'),
});
export type TrashItemOutput = z.infer<typeof trashItemOutput>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function toTrashItemOutput(row: TrashItem, retentionDays: number): TrashItemOutput {
  return {
    id: row.id,
    kind: KIND_NAMES[row.kind],
    entity_id: row.entityId,
    label: row.label,
    thumbnail_url: row.thumbnailUrl,
    deleted_by: row.deletedByEmail,
    deleted_at: row.deletedAt.toISOString(),
    purge_at: new Date(row.deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
  };
}

export const restoredItemOutput = z.object({
  kind: z.enum(TRASH_KINDS),
  entity_id: z.string(),
  label: z.string(),
});

export const restoreOutput = z.object({
  restored: z
    .array(restoredItemOutput)
    .describe('What came back, parents first (with_parent restores the service or project too)'),
  notices: z
    .array(z.string())
    .describe('What could not be kept as it was, e.g. a featured flag when four are featured'),
});
export type RestoreOutput = z.infer<typeof restoreOutput>;
