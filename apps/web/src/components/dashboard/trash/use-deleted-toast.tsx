'use client';

/**
 * How a dashboard list reports a delete: the success toast with an Undo button, which restores
 * what was deleted from the trash at once (and fetches the lists again); a failure toast as
 * `withToasts` gives.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button } from '@kasar/ui';
import type { TrashKindName } from '@kasar/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { errorMessage } from '../errors';

/** Long enough to read the message and reach Undo. */
const UNDO_TOAST_MS = 8000;

export function useDeletedToast() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const restore = useMutation(trpc.trash.restoreDeleted.mutationOptions());

  const undo = (kind: TrashKindName, entityId: string) =>
    restore.mutate(
      { kind, entity_id: entityId },
      {
        onSuccess: (answer) => {
          toast.success(MESSAGES.trashRestored);
          for (const notice of answer.notices) toast(notice);
          for (const router of [
            trpc.trash,
            trpc.services,
            trpc.projects,
            trpc.banners,
            trpc.gallery,
          ]) {
            void refetchAfterChange(queryClient, router.pathKey());
          }
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to restore')),
      },
    );

  /**
   * Options for a delete's `mutate`: on success the `done` toast with Undo for `item`, then
   * `then`; on failure the server's message, or `failed`.
   */
  return function deletedToasts(
    done: string,
    failed: string,
    item: { kind: TrashKindName; id: string },
    then: () => void,
  ) {
    return {
      onSuccess: () => {
        toast.success(
          (shown) => (
            <span className="flex items-center gap-3">
              <span>{done}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  toast.dismiss(shown.id);
                  undo(item.kind, item.id);
                }}
              >
                Undo
              </Button>
            </span>
          ),
          { duration: UNDO_TOAST_MS },
        );
        then();
      },
      onError: (error: unknown) => toast.error(errorMessage(error, failed)),
    };
  };
}
