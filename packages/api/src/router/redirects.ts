/**
 * Admin procedures for redirects and the 404 log (issue 25): list, add, edit, delete and import
 * redirects; list the unknown addresses visitors asked for.
 */
import {
  idInput,
  notFoundListInput,
  redirectCreateInput,
  redirectImportInput,
  redirectListInput,
  redirectUpdateInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';

import { listNotFound } from '../domain/not-found-log';
import {
  createRedirect,
  deleteRedirect,
  importRedirects,
  listRedirects,
  updateRedirect,
} from '../domain/redirects';
import { MESSAGES } from '../messages';
import { idOutput, paginated } from '../schemas/common';
import { notFoundOutput, redirectImportOutput, redirectOutput } from '../schemas/redirects';
import { authedProcedure } from '../trpc';

export const redirectsRouter = {
  list: authedProcedure
    .meta({
      permission: 'redirects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/redirects',
        paginated: true,
        tag: 'Redirects',
        summary: 'List redirects, newest first (search in from and to; page, limit)',
      },
    })
    .input(redirectListInput)
    .output(paginated(redirectOutput))
    .query(({ ctx, input }) => listRedirects(ctx, input)),

  create: authedProcedure
    .meta({
      permission: 'redirects.create',
      rest: {
        method: 'POST',
        path: '/dashboard/redirects',
        status: 201,
        message: MESSAGES.redirectCreated,
        tag: 'Redirects',
        summary:
          'Add a redirect: from (a path on this site), to (a path or an absolute http(s) URL; none for 410), status 301, 302 or 410. 422 naming the field when invalid, taken, a service page or a loop',
      },
    })
    .input(redirectCreateInput)
    .output(redirectOutput)
    .mutation(({ ctx, input }) => createRedirect(ctx, input)),

  update: authedProcedure
    .meta({
      permission: 'redirects.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/redirects/{id}',
        message: MESSAGES.redirectUpdated,
        tag: 'Redirects',
        summary: 'Replace a redirect’s from, to and status (the rules of a new one apply)',
      },
    })
    .input(redirectUpdateInput)
    .output(redirectOutput)
    .mutation(({ ctx, input }) => updateRedirect(ctx, input)),

  delete: authedProcedure
    .meta({
      permission: 'redirects.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/redirects/{id}',
        message: MESSAGES.redirectDeleted,
        tag: 'Redirects',
        summary: 'Delete a redirect',
      },
    })
    .input(idInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => deleteRedirect(ctx, input.id)),

  importCsv: authedProcedure
    .meta({
      permission: 'redirects.create',
      rest: {
        method: 'POST',
        path: '/dashboard/redirects/import',
        message: MESSAGES.redirectsImported,
        tag: 'Redirects',
        summary:
          'Import a CSV of redirects (body: csv, the file’s text; header row from,to,status). Every row is checked first: 422 on csv lists each bad row’s line and column, and nothing is imported',
      },
    })
    .input(redirectImportInput)
    .output(redirectImportOutput)
    .mutation(({ ctx, input }) => importRedirects(ctx, input)),

  notFound: authedProcedure
    .meta({
      permission: 'redirects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/not-found-log',
        paginated: true,
        tag: 'Redirects',
        summary:
          'The 404 log: unknown addresses visitors asked for, most recently seen first (search in paths; page, limit); at most 1000 kept',
      },
    })
    .input(notFoundListInput)
    .output(paginated(notFoundOutput))
    .query(({ ctx, input }) => listNotFound(ctx, input)),
} satisfies TRPCRouterRecord;
