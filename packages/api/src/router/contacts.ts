/** Admin procedures for contact submissions received from visitors. */
import { contactSubmissionListInput, idInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  deleteContactSubmission,
  getContactSubmission,
  listContactSubmissions,
} from '../domain/contact';
import { paginationOutput } from '../schemas/common';
import { contactSubmissionOutput } from '../schemas/contact';
import { authedProcedure } from '../trpc';

export const contactsRouter = {
  list: authedProcedure
    .input(contactSubmissionListInput)
    .output(
      z.object({
        data: z.array(contactSubmissionOutput),
        pagination: paginationOutput,
        totals: z.object({ total: z.number().int(), this_week: z.number().int() }),
      }),
    )
    .query(({ ctx, input }) => listContactSubmissions(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(contactSubmissionOutput)
    .query(({ ctx, input }) => getContactSubmission(ctx, input.id)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteContactSubmission(ctx, input.id)),
} satisfies TRPCRouterRecord;
