/** Wire shapes of the trash: an item of the list, and what a restore answers. */
import type { TrashItem, TrashKind } from '@kasar/db';
import { TRASH_KINDS, type TrashKindName } from '@kasar/validators';
import { z } from 'zod';

import { RECORD_OF, recordOfTrashKind } from '../entities';
import { isoDate } from './common';

/** The wire name of a trash kind: its entity record's name ('gallery_image' for PROJECT_IMAGE). */
export function kindNameOf(kind: TrashKind): TrashKindName {
  const name = recordOfTrashKind(kind).entity;
  if (!isTrashKindName(name)) throw new Error(`${name} is not a trash kind's name`);
  return name;
}

function isTrashKindName(name: string): name is TrashKindName {
  return (TRASH_KINDS as readonly string[]).includes(name);
}

/** The trash kind of a wire name, from its entity record. */
export function kindOfName(name: TrashKindName): TrashKind {
  return RECORD_OF[name].trashKind;
}

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
    kind: kindNameOf(row.kind),
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
