'use client';

/**
 * What the contact submissions screen changes on the server: reading a submission, its status
 * (one or the selected ones) and deleting (one or the selected ones). Each says how it went in a
 * toast and fetches the submissions' lists and totals again; the callbacks update the screen.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ContactStatusName } from '@kasar/validators';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { errorMessage } from '../errors';
import { withToasts } from '../mutation-toasts';

type Contact = RouterOutputs['contacts']['get'];

const BULK_DONE: Partial<Record<ContactStatusName, string>> = {
  read: 'Marked as read',
  archived: 'Archived',
};

export function useContactMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const open = useMutation(trpc.contacts.open.mutationOptions());
  const setStatus = useMutation(trpc.contacts.setStatus.mutationOptions());
  const setStatusMany = useMutation(trpc.contacts.setStatusMany.mutationOptions());
  const remove = useMutation(trpc.contacts.delete.mutationOptions());
  const removeMany = useMutation(trpc.contacts.deleteMany.mutationOptions());

  const refresh = () => refetchAfterChange(queryClient, trpc.contacts.pathKey());

  return {
    /** Opens a submission: a New one becomes Read (and leaves the badge's count). */
    read: (contact: Contact, onRead: (fresh: Contact) => void) =>
      open.mutate(
        { id: contact.id },
        {
          onSuccess: (fresh) => {
            onRead(fresh);
            if (contact.status === 'new') void refresh();
          },
        },
      ),

    /** Opens the submission a notification e-mail links to; `onSettled` follows either way. */
    readLinked: (
      id: string,
      { onRead, onSettled }: { onRead: (fresh: Contact) => void; onSettled: () => void },
    ) =>
      open.mutate(
        { id },
        {
          onSuccess: (fresh) => {
            onRead(fresh);
            void refresh();
          },
          onError: (error) =>
            toast.error(errorMessage(error, 'Failed to fetch contact submissions')),
          onSettled,
        },
      ),

    /** Sets one submission's status (Mark as Replied, or the dialog's Change status menu). */
    setStatus: (contact: Contact, status: ContactStatusName, onMarked: (fresh: Contact) => void) =>
      setStatus.mutate(
        { id: contact.id, status },
        withToasts(
          MESSAGES.contactStatusUpdated,
          'Failed to update the status',
          (fresh: Contact) => {
            onMarked(fresh);
            void refresh();
          },
        ),
      ),

    setStatusMany: (ids: string[], status: 'read' | 'archived', onDone: () => void) =>
      setStatusMany.mutate(
        { ids, status },
        withToasts(
          ({ count }: { count: number }) => `${BULK_DONE[status] ?? 'Updated'}: ${count}`,
          'Failed to update the status',
          () => {
            onDone();
            void refresh();
          },
        ),
      ),

    /** Deletes one submission; `onDeleted` hears how many went (one). */
    remove: (contact: Contact, onDeleted: (count: number) => void) =>
      remove.mutate(
        { id: contact.id },
        withToasts(MESSAGES.contactDeleted, 'Failed to delete contact submission', () => {
          onDeleted(1);
          void refresh();
        }),
      ),

    removeMany: (ids: string[], onDeleted: (count: number) => void) =>
      removeMany.mutate(
        { ids },
        withToasts(MESSAGES.contactsDeleted, 'Failed to delete contact submission', ({ count }) => {
          onDeleted(count);
          void refresh();
        }),
      ),

    settingStatus: setStatus.isPending,
    /** A bulk action is under way: the toolbar waits. */
    bulkBusy: setStatusMany.isPending || removeMany.isPending,
    deleting: remove.isPending,
    deletingMany: removeMany.isPending,
  };
}
