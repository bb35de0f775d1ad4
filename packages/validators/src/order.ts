/**
 * Ordering of the lists staff arrange by hand (banners, services, a service's projects, a
 * project's gallery) and the home page's featured projects.
 */
import { z } from 'zod';

import { booleanish, id, idSchema, optionalIdSchema } from './common';

/** The most items one reorder call may name. */
export const MAX_ORDERED_ITEMS = 1000;

/** Home 'Featured Projects' shows this many; at most this many can be chosen. */
export const FEATURED_PROJECTS = 4;

export const orderMessages = {
  idsRequired: 'ids must be a list of ids',
  idsTooMany: `ids must list at most ${MAX_ORDERED_ITEMS} items`,
  idsRepeated: 'ids must name each item once',
  /** The ids given are not exactly the list's items (missing, unknown or out-of-date ids). */
  idsMismatch: (count: number, noun: string) =>
    `ids must list each of the ${count} ${noun} exactly once`,
  serviceRequired: 'Please select a service',
  projectRequired: 'Please select a project',
  tooManyFeatured: `At most ${FEATURED_PROJECTS} projects can be featured; unfeature one first`,
} as const;

/** Every id of the list, once each, in the new order. */
const orderedIds = z
  .array(idSchema, { error: orderMessages.idsRequired })
  .max(MAX_ORDERED_ITEMS, orderMessages.idsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, orderMessages.idsRepeated);

/** A new order of every banner (or every service). */
export const reorderInput = z.object({ ids: orderedIds });

/** A new order of one service's projects. */
export const projectReorderInput = z.object({
  service_id: id(orderMessages.serviceRequired),
  ids: orderedIds,
});

/** A new order of one project's gallery. */
export const galleryReorderInput = z.object({
  project_id: id(orderMessages.projectRequired),
  ids: orderedIds,
});

/** Reading one service's projects in their order; without a service, the whole portfolio. */
export const projectOrderQuery = z.object({ service_id: optionalIdSchema }).prefault({});

/** Reading one project's gallery in its order; without a project, every gallery. */
export const galleryOrderQuery = z.object({ project_id: optionalIdSchema }).prefault({});

/** Choose a project for the home page, or stop featuring it. */
export const projectFeaturedInput = z.object({
  id: idSchema,
  is_featured: booleanish,
});

export type ReorderData = z.output<typeof reorderInput>;
export type ProjectReorderData = z.output<typeof projectReorderInput>;
export type GalleryReorderData = z.output<typeof galleryReorderInput>;
