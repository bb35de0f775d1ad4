'use client';

/**
 * What the Trash screen changes on the server: restore (one, with its parent, under a new slug,
 * or the selected ones) and delete for ever (one or the selected ones). A restore that the server
 * refuses because the item's service or project is in the trash too, or because its slug was
 * taken since, is handed to `onConflict` for the screen to ask; anything else is a toast. After
 * a success every list the item may come back to is fetched again.
 */
import type { RestoreConflictDetails, RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { errorMessage, serverFieldErrors } from '../errors';
import { withToasts } from '../mutation-toasts';

export type TrashItem = RouterOutputs['trash']['list']['data'][number];
type RestoreAnswer = RouterOutputs['trash']['restore'];

/** Why a restore was refused in a way the screen can resolve with a question. */
export type RestoreConflict =
  { kind: 'parent'; message: string } | { kind: 'slug'; message: string; suggested: string };

/** The conflict a refused restore names (the server's typed 409), if the screen resolves it. */
export function restoreConflictOf(error: unknown): RestoreConflict | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data = error.data as { restoreConflict?: RestoreConflictDetails | null } | undefined;
  const conflict = data?.restoreConflict;
  if (conflict?.reason === 'parent_in_trash') return { kind: 'parent', message: error.message };
  if (conflict?.reason === 'slug_taken') {
    return { kind: 'slug', message: error.message, suggested: conflict.suggested_slug };
  }
  return null;
}

export function useTrashMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const restore = useMutation(trpc.trash.restore.mutationOptions());
  const restoreMany = useMutation(trpc.trash.restoreMany.mutationOptions());
  const remove = useMutation(trpc.trash.deleteForever.mutationOptions());
  const removeMany = useMutation(trpc.trash.deleteForeverMany.mutationOptions());

  const refresh = () =>
    Promise.all(
      [trpc.trash, trpc.services, trpc.projects, trpc.banners, trpc.gallery].map((router) =>
        refetchAfterChange(queryClient, router.pathKey()),
      ),
    );

  /** The success toast, then one for each thing the restore could not keep. */
  const restored = (answer: RestoreAnswer, then: () => void) => {
    toast.success(MESSAGES.trashRestored);
    for (const notice of answer.notices) toast(notice);
    then();
    void refresh();
  };

  return {
    /** Restores one item; a conflict the screen can resolve goes to `onConflict`. */
    restore: (
      item: TrashItem,
      options: { withParent?: boolean; slug?: string },
      handlers: {
        onRestored: () => void;
        onConflict: (conflict: RestoreConflict) => void;
        onSlugRefused?: (message: string) => void;
      },
    ) =>
      restore.mutate(
        { id: item.id, with_parent: options.withParent ?? false, slug: options.slug },
        {
          onSuccess: (answer) => restored(answer, handlers.onRestored),
          onError: (error) => {
            const conflict = restoreConflictOf(error);
            const slugMessage = serverFieldErrors(error).slug;
            if (conflict) handlers.onConflict(conflict);
            else if (slugMessage && handlers.onSlugRefused) handlers.onSlugRefused(slugMessage);
            else toast.error(errorMessage(error, 'Failed to restore'));
          },
        },
      ),

    /** Restores the selected items, all or none. */
    restoreMany: (ids: string[], onRestored: () => void) =>
      restoreMany.mutate(
        { ids },
        {
          onSuccess: (answer) => restored(answer, onRestored),
          onError: (error) => toast.error(errorMessage(error, 'Failed to restore')),
        },
      ),

    /** Deletes the items for ever; `onDeleted` hears how many went. */
    deleteForever: (items: TrashItem[], onDeleted: (count: number) => void) => {
      const [only] = items;
      if (items.length === 1 && only) {
        remove.mutate(
          { id: only.id },
          withToasts(MESSAGES.trashDeletedForever, 'Failed to delete for ever', () => {
            onDeleted(1);
            void refresh();
          }),
        );
        return;
      }
      removeMany.mutate(
        { ids: items.map((item) => item.id) },
        withToasts(MESSAGES.trashItemsDeletedForever, 'Failed to delete for ever', ({ count }) => {
          onDeleted(count);
          void refresh();
        }),
      );
    },

    restoring: restore.isPending,
    /** A bulk action or a delete for ever is under way: the buttons wait. */
    busy: restoreMany.isPending || remove.isPending || removeMany.isPending || restore.isPending,
    deleting: remove.isPending || removeMany.isPending,
  };
}
