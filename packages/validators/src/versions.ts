/** Version history: the list and read queries, and the stale-save field every edit form sends. */
import { z } from 'zod';

import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits';
import { commonMessages, idSchema, listQuery, queryInteger, textBetween } from './common';

export const versionMessages = {
  expectedUpdatedAtInvalid:
    'Expected updated at must be a timestamp such as 2026-11-26T14:05:00.000Z (the updated_at the form loaded)',
  numberInvalid: 'Number must be a whole number of at least 1',
  commentRequired: 'Comment is required: say what should change',
  commentTooLong: 'Comment must be at most 2000 characters',
} as const;

/**
 * `expected_updated_at`: the `updated_at` the editor loaded. Sent, a save of an item changed
 * since then is refused (409); absent or empty, the save is not checked. Always an ISO timestamp
 * in the answer's form (milliseconds, UTC).
 */
export const expectedUpdatedAt = z
  .string({ error: versionMessages.expectedUpdatedAtInvalid })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const time = Date.parse(value);
    if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
      ctx.addIssue({ code: 'custom', message: versionMessages.expectedUpdatedAtInvalid });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  })
  .optional();

const versionNumber = queryInteger(1, Number.MAX_SAFE_INTEGER, 0, versionMessages.numberInvalid);

/** The versions of a service, project or banner, newest first, a page at a time. */
export const versionListInput = listQuery({
  id: idSchema,
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, 1, commonMessages.invalidPage),
  limit: queryInteger(1, MAX_PAGE_SIZE, PAGE_SIZE, commonMessages.invalidLimit),
});

/** The versions of the organization or About Us (one record each), newest first. */
export const singleVersionListInput = listQuery({
  page: queryInteger(1, Number.MAX_SAFE_INTEGER, 1, commonMessages.invalidPage),
  limit: queryInteger(1, MAX_PAGE_SIZE, PAGE_SIZE, commonMessages.invalidLimit),
});

/** One version of a service, project or banner. */
export const versionInput = z.object({ id: idSchema, number: versionNumber });
/** One version of the organization or About Us. */
export const singleVersionInput = z.object({ number: versionNumber });

export type VersionListQuery = z.output<typeof versionListInput>;
export type SingleVersionListQuery = z.output<typeof singleVersionListInput>;

/**
 * Discarding the draft of a service, project or banner; with `expected_updated_at` (the draft's
 * `updated_at` the form loaded), refused when a colleague saved the draft since.
 */
export const draftDiscardInput = z.object({
  id: idSchema,
  expected_updated_at: expectedUpdatedAt,
});

/** Discarding the draft of the organization profile or About Us (`expected_updated_at` as above). */
export const singleDraftDiscardInput = z.object({ expected_updated_at: expectedUpdatedAt });

/** A reviewer's 'Request changes' on a draft: what should change, for its author to read. */
export const requestChangesInput = z.object({
  id: idSchema,
  comment: textBetween(
    versionMessages.commentRequired,
    [1, versionMessages.commentRequired],
    [2000, versionMessages.commentTooLong],
  ),
});
