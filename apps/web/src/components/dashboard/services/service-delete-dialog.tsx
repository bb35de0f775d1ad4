'use client';

import { MESSAGES } from '@kasar/api/messages';
import { ConfirmDialog } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { forDays, TrashNotice, useTrashRetentionDays } from '../trash/trash-retention';
import { useDeletedToast } from '../trash/use-deleted-toast';
import type { ServiceDialogProps } from './service-dialog';

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Deleting a service moves its projects and their images to the trash too: the confirm says how many. */
export function ServiceDeleteDialog({ service, onClose }: ServiceDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const impact = useQuery(trpc.services.deletionImpact.queryOptions({ id: service.id }));
  const remove = useMutation(trpc.services.delete.mutationOptions());
  const deletedToasts = useDeletedToast();
  const days = useTrashRetentionDays();

  const onConfirm = () =>
    remove.mutate(
      { id: service.id },
      deletedToasts(
        MESSAGES.serviceDeleted,
        'Failed to delete service',
        { kind: 'service', id: service.id },
        () => {
          void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
          void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
          onClose();
        },
      ),
    );

  const message = impact.data ? (
    <p>
      Delete &ldquo;{service.name}&rdquo;? Its {plural(impact.data.projects, 'project')} and{' '}
      {plural(impact.data.images, 'image')} go to the Trash with it, where they can be restored{' '}
      {forDays(days)}; after that they are deleted for ever.
    </p>
  ) : (
    <p>
      Delete &ldquo;{service.name}&rdquo;? <TrashNotice />
    </p>
  );

  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={onConfirm}
      title="Delete Service"
      message={message}
      confirmLabel="Delete"
      busy={remove.isPending || impact.isPending}
      busyLabel={remove.isPending ? 'Deleting...' : 'Delete'}
    />
  );
}
