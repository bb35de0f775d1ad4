/** Wire shapes of the version history: a list entry, one version, and a restore's answer. */
import { z } from 'zod';

import { isoDate } from './common';

export const versionSummaryOutput = z.object({
  number: z
    .number()
    .int()
    .describe('1, 2, 3… per item; the highest that is not a draft is the published state'),
  saved_by: z
    .string()
    .nullable()
    .describe(
      'Name (or e-mail) of who saved it; null for the state from before versions were kept',
    ),
  created_at: isoDate,
  changed_fields: z
    .array(z.string())
    .describe('Fields that differ from the version before it (every filled one for the first)'),
  is_draft: z.boolean().describe('Saved as a draft ("Save draft"): not public when it was saved'),
});

export const versionOutput = versionSummaryOutput.omit({ changed_fields: true }).extend({
  data: z
    .record(z.string(), z.unknown())
    .describe("The record as it was after that save, in its read's field names"),
});

/** What a restore answers: the record as it is now, and a notice when an image was left out. */
export function restoredOutput<T extends z.ZodType>(item: T) {
  return z.object({
    item,
    notice: z
      .string()
      .nullable()
      .describe("Set when the version's image file is no longer stored: it was left out"),
  });
}

/**
 * A draft of a live item: `content`, its fields as the draft has them (the item's read shape
 * without what a version leaves out: its place, flags and counts), and who saved it when.
 */
/** Where a draft stands in review (docs/publishing.md). */
export const reviewState = z
  .object({
    submitted_at: isoDate.nullable().describe('In the Review queue since; null when not submitted'),
    submitted_by: z.string().nullable().describe('Name (or e-mail) of who submitted it'),
    changes_requested: z
      .object({
        by: z.string().nullable(),
        at: isoDate,
        comment: z.string(),
      })
      .nullable()
      .describe("A reviewer's request for changes, until the draft is submitted again"),
  })
  .describe('Where the draft stands in review');

export function draftOutput<T extends z.ZodType>(content: T) {
  return z.object({
    data: content.describe(
      "The item as the draft has it, in its read's field names (as a version's data); updated_at is the draft's: send it back as expected_updated_at",
    ),
    version: z.number().int().describe('The version of the history holding the draft'),
    saved_by: z.string().nullable().describe('Name (or e-mail) of who saved the draft last'),
    saved_at: isoDate,
    review: reviewState,
  });
}
