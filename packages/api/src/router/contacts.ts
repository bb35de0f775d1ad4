/** Admin procedures for contact submissions received from visitors. */
import {
  contactBulkDeleteInput,
  contactBulkStatusInput,
  contactStatusInput,
  contactSubmissionExportInput,
  contactSubmissionListInput,
  idInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  countNewContactSubmissions,
  deleteContactSubmission,
  deleteContactSubmissions,
  exportContactSubmissions,
  getContactSubmission,
  listContactSubmissions,
  openContactSubmission,
  setContactStatus,
  setContactStatuses,
} from '../domain/contact';
import { paginationOutput } from '../schemas/common';
import { contactSubmissionOutput, contactTotalsOutput, csvFileOutput } from '../schemas/contact';
import { authedProcedure } from '../trpc';

const noInput = z.object({}).optional();
const countOutput = z.object({ count: z.number().int() });

export const contactsRouter = {
  list: authedProcedure
    .input(contactSubmissionListInput)
    .output(
      z.object({
        data: z.array(contactSubmissionOutput),
        pagination: paginationOutput,
        totals: contactTotalsOutput,
      }),
    )
    .query(({ ctx, input }) => listContactSubmissions(ctx, input)),

  newCount: authedProcedure
    .input(noInput)
    .output(countOutput)
    .query(({ ctx }) => countNewContactSubmissions(ctx)),

  export: authedProcedure
    .input(contactSubmissionExportInput)
    .output(csvFileOutput)
    .query(({ ctx, input }) => exportContactSubmissions(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(contactSubmissionOutput)
    .query(({ ctx, input }) => getContactSubmission(ctx, input.id)),

  open: authedProcedure
    .input(idInput)
    .output(contactSubmissionOutput)
    .mutation(({ ctx, input }) => openContactSubmission(ctx, input.id)),

  setStatus: authedProcedure
    .input(contactStatusInput)
    .output(contactSubmissionOutput)
    .mutation(({ ctx, input }) => setContactStatus(ctx, input)),

  setStatusMany: authedProcedure
    .input(contactBulkStatusInput)
    .output(countOutput)
    .mutation(({ ctx, input }) => setContactStatuses(ctx, input)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteContactSubmission(ctx, input.id)),

  deleteMany: authedProcedure
    .input(contactBulkDeleteInput)
    .output(countOutput)
    .mutation(({ ctx, input }) => deleteContactSubmissions(ctx, input)),
} satisfies TRPCRouterRecord;
