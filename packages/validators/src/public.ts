/**
 * Queries of the public lists. Called as before (no `page`, no `limit`) a list answers every
 * enabled item, as clients rely on; with `page` or `limit` it answers one page and the staff
 * lists' `pagination`, with the same rules and messages for both fields.
 */
import { z } from 'zod';

import { commonMessages, idSchema, listQuery, listQueryShape } from './common';

/** The query fields that ask a public list for its paged form. */
export const PUBLIC_PAGE_FIELDS = ['page', 'limit'] as const;

/** `page` and `limit` of a public list: the staff lists' fields (page 1, 10 a page by default). */
export const publicPageShape = { page: listQueryShape.page, limit: listQueryShape.limit };

/**
 * One service's slug or id, to keep only its projects; absent or empty: every service. Text no
 * service can have matches none, so the call answers "Service not found", as the service's own
 * page does.
 */
export const publicServiceFilter = z
  .string({ error: commonMessages.invalidText })
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(idSchema.optional())
  .describe("A service's slug or id: only that service's projects");

/** A page of a public list without filters (services, banners). */
export const publicPageInput = listQuery(publicPageShape);

/** Every enabled project, or those of one service (`service`). */
export const publicProjectsInput = listQuery({ service: publicServiceFilter });

/** A page of the enabled projects, optionally of one service. */
export const publicProjectsPageInput = listQuery({
  ...publicPageShape,
  service: publicServiceFilter,
});

export type PublicPageInput = z.output<typeof publicPageInput>;
export type PublicProjectsInput = z.output<typeof publicProjectsInput>;
export type PublicProjectsPageInput = z.output<typeof publicProjectsPageInput>;
