/** Wire shapes of redirects and the 404 log, and the mapping from database rows. */
import type { NotFoundPath, Redirect } from '@kasar/db';
import { REDIRECT_STATUSES, type RedirectStatus } from '@kasar/validators';
import { z } from 'zod';

import { isoDate } from './common';

export const redirectOutput = z.object({
  id: z.string(),
  from: z.string().describe('The path on this site it answers (normalised: docs/redirects.md)'),
  to: z
    .string()
    .nullable()
    .describe('A path on this site or an absolute http(s) URL; null for 410 Gone'),
  status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  hits: z.number().int().describe('How many requests it answered'),
  automatic: z.boolean().describe("Made by a change of a service's slug"),
  created_at: isoDate,
  updated_at: isoDate,
});
export type RedirectOutput = z.infer<typeof redirectOutput>;

export function toRedirectOutput(row: Redirect): RedirectOutput {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.target,
    status: row.status as RedirectStatus,
    hits: row.hits,
    automatic: row.automatic,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const redirectImportOutput = z.object({
  imported: z.number().int().describe('How many redirects the CSV added or replaced'),
});

export const notFoundOutput = z.object({
  path: z.string().describe('The unknown address (normalised like a redirect’s from)'),
  hits: z.number().int().describe('How many requests asked for it'),
  last_seen_at: isoDate,
  referrer: z.string().nullable().describe('The page that linked to it, last time one was sent'),
});

export function toNotFoundOutput(row: NotFoundPath) {
  return {
    path: row.path,
    hits: row.hits,
    last_seen_at: row.lastSeenAt.toISOString(),
    referrer: row.referrer,
  };
}
