/**
 * Admin procedures for the trash: list what was deleted, restore it where it was, delete it for
 * ever (one or several). The purge of old items runs in every server process (trash-purge.ts).
 */
import {
  idInput,
  trashBulkInput,
  trashBulkRestoreInput,
  trashListInput,
  trashRestoreInput,
  trashUndoInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  deleteTrashItemForever,
  deleteTrashItemsForever,
  listTrash,
  restoreDeletedItem,
  restoreTrashItem,
  restoreTrashItems,
} from '../domain/trash';
import { MESSAGES } from '../messages';
import { idOutput, paginated } from '../schemas/common';
import { restoreOutput, trashItemOutput } from '../schemas/trash';
import { authedProcedure } from '../trpc';

const countOutput = z.object({ count: z.number().int() });

export const trashRouter = {
  list: authedProcedure
    .meta({
      permission: 'trash.view',
      rest: {
        method: 'GET',
        path: '/dashboard/trash',
        paginated: true,
        tag: 'Trash',
        summary:
          'List deleted items, newest first (kind: service, project, banner or gallery_image; search in labels; page, limit)',
      },
    })
    .input(trashListInput)
    .output(paginated(trashItemOutput))
    .query(({ ctx, input }) => listTrash(ctx, input)),

  restore: authedProcedure
    .meta({
      permission: 'trash.restore',
      rest: {
        method: 'POST',
        path: '/dashboard/trash/{id}/restore',
        message: MESSAGES.trashRestored,
        tag: 'Trash',
        summary:
          "Restore an item where it was. 409 on with_parent when its service or project is in the trash (send with_parent: true to restore both); 409 on slug when a service's slug is taken (errors.suggested_slug has a free one; send slug to use it)",
      },
    })
    .input(trashRestoreInput)
    .output(restoreOutput)
    .mutation(({ ctx, input }) => restoreTrashItem(ctx, input)),

  /** The Undo of a delete's toast: by what was deleted, not by its trash item. */
  restoreDeleted: authedProcedure
    .meta({
      permission: 'trash.restore',
      rest: {
        method: 'POST',
        path: '/dashboard/trash/restore-deleted',
        message: MESSAGES.trashRestored,
        tag: 'Trash',
        summary:
          'Undo a delete: restore what had the id entity_id (kind: service, project, banner or gallery_image); refused as a restore is',
      },
    })
    .input(trashUndoInput)
    .output(restoreOutput)
    .mutation(({ ctx, input }) => restoreDeletedItem(ctx, input)),

  restoreMany: authedProcedure
    .meta({
      permission: 'trash.restore',
      rest: {
        method: 'POST',
        path: '/dashboard/trash/bulk-restore',
        message: MESSAGES.trashItemsRestored,
        tag: 'Trash',
        summary:
          'Restore several items (ids, with_parent), all or none: 404 with errors.ids naming the ids not in the trash, and nothing is restored',
      },
    })
    .input(trashBulkRestoreInput)
    .output(restoreOutput)
    .mutation(({ ctx, input }) => restoreTrashItems(ctx, input)),

  deleteForever: authedProcedure
    .meta({
      permission: 'trash.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/trash/{id}',
        message: MESSAGES.trashDeletedForever,
        tag: 'Trash',
        summary: 'Delete an item for ever, with the stored files nothing else refers to',
      },
    })
    .input(idInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => deleteTrashItemForever(ctx, input.id)),

  deleteForeverMany: authedProcedure
    .meta({
      permission: 'trash.delete',
      rest: {
        method: 'POST',
        path: '/dashboard/trash/bulk-delete',
        message: MESSAGES.trashItemsDeletedForever,
        tag: 'Trash',
        summary: 'Delete several items for ever (ids); answers how many were in the trash',
      },
    })
    .input(trashBulkInput)
    .output(countOutput)
    .mutation(({ ctx, input }) => deleteTrashItemsForever(ctx, input)),
} satisfies TRPCRouterRecord;
