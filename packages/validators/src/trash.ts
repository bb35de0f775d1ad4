/** The trash: its list query, a restore's options and the ids of a bulk action (dashboard and REST). */
import { z } from 'zod';

import {
  booleanish,
  idSchema,
  listQuery,
  listQueryShape,
  matches,
  maxLength,
  nullableText,
} from './common';
import { MAX_PAGE_SIZE, TEXT_LIMITS } from './limits';
import { SLUG_PATTERN, serviceMessages } from './service';

/** What a trash item was: the wire names of the four kinds. */
export const TRASH_KINDS = ['service', 'project', 'banner', 'gallery_image'] as const;
export type TrashKindName = (typeof TRASH_KINDS)[number];

export const trashMessages = {
  invalidKind: "Kind must be 'service', 'project', 'banner' or 'gallery_image'",
  idsRequired: 'Select at least one item',
  tooManyIds: `Select at most ${MAX_PAGE_SIZE} items at once`,
} as const;

/** The list: page, page size, the kind filter and a search in the labels. */
export const trashListInput = listQuery({
  page: listQueryShape.page,
  limit: listQueryShape.limit,
  search: listQueryShape.search,
  kind: z
    .union([z.literal(''), z.enum(TRASH_KINDS)], { error: trashMessages.invalidKind })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

/**
 * Restore one item. `with_parent`: when the service (or project) it belonged to is in the trash
 * too, restore that first. `slug`: a service whose slug was taken since comes back under this one.
 */
export const trashRestoreInput = z.object({
  id: idSchema,
  with_parent: booleanish.default(false),
  slug: nullableText([
    maxLength(TEXT_LIMITS.slug, serviceMessages.slugTooLong),
    matches(SLUG_PATTERN, serviceMessages.slugInvalid),
  ]).transform((value) => value ?? undefined),
});

/** Undo a delete: the kind and the id of what was deleted. */
export const trashUndoInput = z.object({
  kind: z.enum(TRASH_KINDS, { error: trashMessages.invalidKind }),
  entity_id: idSchema,
});

/** Several items at once (the Trash screen's bulk actions). */
export const trashBulkInput = z.object({
  ids: z
    .array(idSchema, { error: trashMessages.idsRequired })
    .min(1, trashMessages.idsRequired)
    .max(MAX_PAGE_SIZE, trashMessages.tooManyIds),
});

/** Restore several items; `with_parent` as for one. */
export const trashBulkRestoreInput = trashBulkInput.extend({
  with_parent: booleanish.default(false),
});

export type TrashListQuery = z.output<typeof trashListInput>;
export type TrashRestoreData = z.output<typeof trashRestoreInput>;
export type TrashBulkData = z.output<typeof trashBulkInput>;
export type TrashBulkRestoreData = z.output<typeof trashBulkRestoreInput>;
