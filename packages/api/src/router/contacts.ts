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
import { idOutput, noInput, paginationOutput } from '../schemas/common';
import { contactSubmissionOutput, contactTotalsOutput, csvFileOutput } from '../schemas/contact';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';

const countOutput = z.object({ count: z.number().int() });

export const contactsRouter = {
  list: authedProcedure
    .meta({
      permission: 'contacts.view',
      rest: {
        method: 'GET',
        path: '/dashboard/contact-submissions',
        paginated: true,
        tag: 'Contact submissions',
        summary:
          'List contact submissions, New first (status, from, to, search, page, limit) with totals',
      },
    })
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
    .meta({
      permission: 'contacts.view',
      rest: {
        method: 'GET',
        path: '/dashboard/contact-submissions/new-count',
        tag: 'Contact submissions',
        summary: 'How many submissions are New (not opened yet)',
      },
    })
    .input(noInput)
    .output(countOutput)
    .query(({ ctx }) => countNewContactSubmissions(ctx)),

  export: authedProcedure
    .meta({
      permission: 'contacts.export',
      rest: {
        method: 'GET',
        path: '/dashboard/contact-submissions/export',
        download: true,
        tag: 'Contact submissions',
        summary: 'Every submission of the filter (status, from, to, search) as a CSV file',
      },
    })
    .input(contactSubmissionExportInput)
    .output(csvFileOutput)
    .query(({ ctx, input }) => exportContactSubmissions(ctx, input)),

  get: authedProcedure
    .meta({
      permission: 'contacts.view',
      rest: {
        method: 'GET',
        path: '/dashboard/contact-submissions/{id}',
        tag: 'Contact submissions',
        summary: 'Read one contact submission',
      },
    })
    .input(idInput)
    .output(contactSubmissionOutput)
    .query(({ ctx, input }) => getContactSubmission(ctx, input.id)),

  open: authedProcedure
    .meta({
      permission: 'contacts.view',
      rest: {
        method: 'POST',
        path: '/dashboard/contact-submissions/{id}/open',
        tag: 'Contact submissions',
        summary: 'Read one submission as staff open it: a New one becomes Read',
      },
    })
    .input(idInput)
    .output(contactSubmissionOutput)
    .mutation(({ ctx, input }) => openContactSubmission(ctx, input.id)),

  setStatus: authedProcedure
    .meta({
      permission: 'contacts.edit',
      rest: {
        method: 'PATCH',
        path: '/dashboard/contact-submissions/{id}/status',
        message: MESSAGES.contactStatusUpdated,
        tag: 'Contact submissions',
        summary: 'Set the status of a submission: new, read, replied, archived or spam',
      },
    })
    .input(contactStatusInput)
    .output(contactSubmissionOutput)
    .mutation(({ ctx, input }) => setContactStatus(ctx, input)),

  setStatusMany: authedProcedure
    .meta({
      permission: 'contacts.edit',
      rest: {
        method: 'PATCH',
        path: '/dashboard/contact-submissions/status',
        message: MESSAGES.contactStatusUpdated,
        tag: 'Contact submissions',
        summary: 'Set the status of several submissions (ids, status)',
      },
    })
    .input(contactBulkStatusInput)
    .output(countOutput)
    .mutation(({ ctx, input }) => setContactStatuses(ctx, input)),

  delete: authedProcedure
    .meta({
      permission: 'contacts.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/contact-submissions/{id}',
        message: MESSAGES.contactDeleted,
        tag: 'Contact submissions',
        summary: 'Delete a contact submission',
      },
    })
    .input(idInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => deleteContactSubmission(ctx, input.id)),

  deleteMany: authedProcedure
    .meta({
      permission: 'contacts.delete',
      rest: {
        method: 'POST',
        path: '/dashboard/contact-submissions/bulk-delete',
        message: MESSAGES.contactsDeleted,
        tag: 'Contact submissions',
        summary: 'Delete several submissions (ids)',
      },
    })
    .input(contactBulkDeleteInput)
    .output(countOutput)
    .mutation(({ ctx, input }) => deleteContactSubmissions(ctx, input)),
} satisfies TRPCRouterRecord;
