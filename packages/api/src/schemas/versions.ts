/** Wire shapes of the version history: a list entry, one version, and a restore's answer. */
import { z } from 'zod';

import { isoDate } from './common';

export const versionSummaryOutput = z.object({
  number: z.number().int().describe('1, 2, 3… per item; the highest is the current state'),
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
