/** The Review queue (docs/publishing.md): the drafts submitted for review, for reviewers. */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { listReviews } from '../domain/reviews';
import { isoDate, noInput } from '../schemas/common';
import { authedProcedure } from '../trpc';

const reviewItemOutput = z.object({
  entity: z.enum(['service', 'project', 'banner']).describe('What the draft is of'),
  id: z.string().describe("The item's id (its draft is at the item's /draft)"),
  label: z.string().describe("The item's name, title or headline as the draft has it"),
  version: z.number().int().describe('The version of the history holding the draft'),
  published_version: z
    .number()
    .int()
    .nullable()
    .describe('The newest published version, to compare the draft with; null when none'),
  saved_by: z.string().nullable(),
  saved_at: isoDate,
  submitted_by: z.string().nullable(),
  submitted_at: isoDate,
  can_publish: z.boolean().describe("Whether the caller's role may publish it"),
});

export const reviewsRouter = {
  list: authedProcedure
    .meta({
      permission: 'reviews.view',
      rest: {
        method: 'GET',
        path: '/dashboard/reviews',
        tag: 'Review',
        summary:
          'The drafts submitted for review, oldest first: the kinds of item (and services) the role may view',
      },
    })
    .input(noInput)
    .output(z.array(reviewItemOutput))
    .query(({ ctx }) => listReviews(ctx, ctx.user.role)),
} satisfies TRPCRouterRecord;
