/** The Review queue (docs/publishing.md): the drafts submitted for review, for reviewers. */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { inScope, listReviews } from '../domain/reviews';
import { listScheduledChanges, SCHEDULED_ENTITIES } from '../domain/schedules';
import { can } from '../permissions';
import { scheduleListOutput } from '../schemas/schedules';
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

  schedules: authedProcedure
    .meta({
      permission: 'reviews.view',
      rest: {
        method: 'GET',
        path: '/dashboard/schedules',
        tag: 'Review',
        summary:
          'The scheduled changes to come (soonest first) and those of the last 30 days that failed, of the kinds of item (and services) the role may view',
      },
    })
    .input(noInput)
    .output(scheduleListOutput)
    .query(async ({ ctx }) => {
      const role = ctx.user.role;
      const kinds = SCHEDULED_ENTITIES.filter((kind) => can(role, `${kind}s.view`));
      const all = await listScheduledChanges(ctx, kinds);
      const visible = async (list: typeof all.scheduled) => {
        const seen = await Promise.all(
          list.map((change) => inScope(ctx.db, role, change.entity, change.item_id)),
        );
        return list.filter((_, index) => seen[index]);
      };
      return { ...all, scheduled: await visible(all.scheduled), failed: await visible(all.failed) };
    }),
} satisfies TRPCRouterRecord;
