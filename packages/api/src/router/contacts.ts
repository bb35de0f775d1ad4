/** Admin procedures for contact submissions received from visitors. */
import type { Prisma } from '@kasar/db';
import { contactSubmissionListInput, idInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import { paginationOutput, pagination } from '../schemas/common';
import { contactSubmissionOutput, toContactSubmissionOutput } from '../schemas/contact';
import { protectedProcedure } from '../trpc';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const contactsRouter = {
  list: protectedProcedure
    .input(contactSubmissionListInput)
    .output(
      z.object({
        data: z.array(contactSubmissionOutput),
        pagination: paginationOutput,
        totals: z.object({ total: z.number().int(), this_week: z.number().int() }),
      }),
    )
    .query(async ({ ctx, input }) => {
      const where: Prisma.ContactSubmissionWhereInput = input.search
        ? {
            OR: (['name', 'email', 'subject', 'message', 'purpose', 'mobile'] as const).map(
              (field) => ({ [field]: { contains: input.search, mode: 'insensitive' } }),
            ),
          }
        : {};
      const weekAgo = new Date(ctx.now().getTime() - WEEK_MS);
      const [matching, rows, total, thisWeek] = await ctx.db.$transaction([
        ctx.db.contactSubmission.count({ where }),
        ctx.db.contactSubmission.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
          skip: (input.page - 1) * input.limit,
          take: input.limit,
        }),
        ctx.db.contactSubmission.count(),
        ctx.db.contactSubmission.count({ where: { createdAt: { gte: weekAgo } } }),
      ]);
      return {
        data: rows.map(toContactSubmissionOutput),
        pagination: pagination(input.page, input.limit, matching),
        totals: { total, this_week: thisWeek },
      };
    }),

  get: protectedProcedure
    .input(idInput)
    .output(contactSubmissionOutput)
    .query(async ({ ctx, input }) => {
      const row = await ctx.db.contactSubmission.findUnique({ where: { id: input.id } });
      if (!row) throw notFound(MESSAGES.contactNotFound);
      return toContactSubmissionOutput(row);
    }),

  delete: protectedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.db.contactSubmission.deleteMany({ where: { id: input.id } });
      if (count === 0) throw notFound(MESSAGES.contactNotFound);
      return { id: input.id };
    }),
} satisfies TRPCRouterRecord;
