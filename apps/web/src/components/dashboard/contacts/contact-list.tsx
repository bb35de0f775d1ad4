'use client';

/**
 * The contact submissions screen: totals, filters and CSV export, the list (New first), the
 * bulk actions on the selected rows, and the dialogs to read, reply to and delete one.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ContactStatusName } from '@kasar/validators';
import { PAGE_SIZE } from '@kasar/validators';
import { EmptyState } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { DeleteConfirm } from '../delete-confirm';
import { errorMessage } from '../errors';
import { PagedListStates } from '../list-states';
import { withToasts } from '../mutation-toasts';
import { PageHeader } from '../page-header';
import { useFilteredPage } from '../use-paged-list';
import { ContactBulkActions } from './contact-bulk-actions';
import {
  ContactFilters,
  filterInput,
  NO_FILTER,
  type ContactFilterValues,
} from './contact-filters';
import { ContactTable } from './contact-table';
import { ContactTotals } from './contact-totals';
import { ContactViewDialog } from './contact-view-dialog';
import { contactsExportUrl, downloadUrl } from './download-file';

type Contact = RouterOutputs['contacts']['get'];
type Dialog =
  { kind: 'view' | 'delete'; contact: Contact } | { kind: 'bulk-delete'; ids: string[] } | null;

const BULK_DONE: Partial<Record<ContactStatusName, string>> = {
  read: 'Marked as read',
  archived: 'Archived',
};

export function ContactList({ openId }: { openId?: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new page or filter drops the selection.
  const paging = useFilteredPage<ContactFilterValues>(NO_FILTER, () => setSelected(new Set()));
  const { filter, page } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const contacts = useQuery({
    ...trpc.contacts.list.queryOptions({ page, limit: PAGE_SIZE, ...filterInput(filter) }),
    placeholderData: keepPreviousData,
  });
  const open = useMutation(trpc.contacts.open.mutationOptions());
  const setStatus = useMutation(trpc.contacts.setStatus.mutationOptions());
  const setStatusMany = useMutation(trpc.contacts.setStatusMany.mutationOptions());
  const remove = useMutation(trpc.contacts.delete.mutationOptions());
  const removeMany = useMutation(trpc.contacts.deleteMany.mutationOptions());

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.contacts.pathKey() });
  const showContact = (contact: Contact) =>
    setDialog((current) =>
      current?.kind === 'view' && current.contact.id === contact.id
        ? { kind: 'view', contact }
        : current,
    );

  /** Opens a submission: a New one becomes Read (and leaves the badge's count). */
  const view = (contact: Contact) => {
    setDialog({ kind: 'view', contact });
    open.mutate(
      { id: contact.id },
      {
        onSuccess: (fresh) => {
          showContact(fresh);
          if (contact.status === 'new') void refresh();
        },
      },
    );
  };

  // A link from the notification e-mail: /dashboard/contacts?open=<id>.
  const openedFromLink = useRef(false);
  useEffect(() => {
    if (!openId || openedFromLink.current) return;
    openedFromLink.current = true;
    open.mutate(
      { id: openId },
      {
        onSuccess: (fresh) => {
          setDialog({ kind: 'view', contact: fresh });
          void refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to fetch contact submissions')),
        onSettled: () => router.replace('/dashboard/contacts'),
      },
    );
  });

  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = (checked: boolean) =>
    setSelected(checked ? new Set(contacts.data?.data.map((contact) => contact.id)) : new Set());

  const markReplied = (contact: Contact) =>
    setStatus.mutate(
      { id: contact.id, status: 'replied' },
      withToasts(MESSAGES.contactStatusUpdated, 'Failed to update the status', (fresh: Contact) => {
        showContact(fresh);
        void refresh();
      }),
    );

  const bulkStatus = (status: 'read' | 'archived') =>
    setStatusMany.mutate(
      { ids: [...selected], status },
      withToasts(
        ({ count }: { count: number }) => `${BULK_DONE[status] ?? 'Updated'}: ${count}`,
        'Failed to update the status',
        () => {
          setSelected(new Set());
          void refresh();
        },
      ),
    );

  const afterDelete = (count: number) => {
    setDialog(null);
    setSelected(new Set());
    paging.afterDelete(count, contacts.data?.data.length);
    void refresh();
  };

  const onDelete = (contact: Contact) =>
    remove.mutate(
      { id: contact.id },
      withToasts(MESSAGES.contactDeleted, 'Failed to delete contact submission', () =>
        afterDelete(1),
      ),
    );

  const onBulkDelete = (ids: string[]) =>
    removeMany.mutate(
      { ids },
      withToasts(MESSAGES.contactsDeleted, 'Failed to delete contact submission', ({ count }) =>
        afterDelete(count),
      ),
    );

  // The browser downloads the file itself, as it streams: the page holds none of it.
  const exportCsv = () => downloadUrl(contactsExportUrl(filterInput(filter)));

  const filtered =
    filter.search.trim() !== '' ||
    filter.status !== 'all' ||
    filter.from !== '' ||
    filter.to !== '';

  return (
    <>
      <PageHeader
        title="Contact Submissions"
        description="Messages sent through the contact form."
      />
      {contacts.data ? (
        <ContactTotals
          total={contacts.data.totals.total}
          thisWeek={contacts.data.totals.this_week}
          fresh={contacts.data.totals.new}
        />
      ) : null}
      <ContactFilters value={filter} onChange={paging.changeFilter} onExport={exportCsv} />
      <PagedListStates
        query={contacts}
        loading="Loading submissions..."
        failed="Failed to fetch contact submissions"
        empty={
          <EmptyState
            title={
              filtered
                ? 'No submissions found matching your search.'
                : 'No contact submissions yet.'
            }
          />
        }
        paging={paging}
        className="space-y-4"
      >
        {(items) => (
          <>
            <ContactBulkActions
              count={selected.size}
              busy={setStatusMany.isPending || removeMany.isPending}
              onAction={(action) =>
                action === 'delete'
                  ? setDialog({ kind: 'bulk-delete', ids: [...selected] })
                  : bulkStatus(action)
              }
              onClear={() => setSelected(new Set())}
            />
            <ContactTable
              contacts={items}
              selected={selected}
              onSelect={select}
              onSelectAll={selectAll}
              onView={view}
              onDelete={(contact) => setDialog({ kind: 'delete', contact })}
            />
          </>
        )}
      </PagedListStates>
      {dialog?.kind === 'view' ? (
        <ContactViewDialog
          key={dialog.contact.id}
          contact={dialog.contact}
          onClose={() => setDialog(null)}
          onDelete={() => setDialog({ kind: 'delete', contact: dialog.contact })}
          onMarkReplied={() => markReplied(dialog.contact)}
          markingReplied={setStatus.isPending}
        />
      ) : null}
      <DeleteConfirm
        item={dialog?.kind === 'delete' ? dialog.contact : null}
        title="Delete Submission"
        onClose={() => setDialog(null)}
        onConfirm={onDelete}
        busy={remove.isPending}
      >
        {(contact) => (
          <>Delete the submission from &ldquo;{contact.name}&rdquo;? This cannot be undone.</>
        )}
      </DeleteConfirm>
      <DeleteConfirm
        item={dialog?.kind === 'bulk-delete' ? dialog.ids : null}
        title="Delete Submissions"
        onClose={() => setDialog(null)}
        onConfirm={onBulkDelete}
        busy={removeMany.isPending}
      >
        {(ids) => (
          <>
            Delete the {ids.length} selected submission
            {ids.length === 1 ? '' : 's'}? This cannot be undone.
          </>
        )}
      </DeleteConfirm>
    </>
  );
}
