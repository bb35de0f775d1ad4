'use client';

/**
 * The contact submissions screen: totals, filters and CSV export, the list (New first), the
 * bulk actions on the selected rows, and the dialogs to read, reply to and delete one.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ContactStatusName } from '@kasar/validators';
import { PAGE_SIZE } from '@kasar/validators';
import { ConfirmDialog, EmptyState, Pagination } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { PageHeader } from '../page-header';
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
import { downloadFile } from './download-file';

type Contact = RouterOutputs['contacts']['get'];
type Dialog =
  { kind: 'view' | 'delete'; contact: Contact } | { kind: 'bulk-delete'; ids: string[] } | null;

const BULK_DONE: Partial<Record<ContactStatusName, string>> = {
  read: 'Marked as read',
  archived: 'Archived',
};

export function ContactList({ openId }: { openId?: string }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [filter, setFilter] = useState<ContactFilterValues>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);
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

  const changeFilter = (next: ContactFilterValues) => {
    setFilter(next);
    setPage(1);
    setSelected(new Set());
  };

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
      {
        onSuccess: (fresh) => {
          toast.success(MESSAGES.contactStatusUpdated);
          showContact(fresh);
          void refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the status')),
      },
    );

  const bulkStatus = (status: 'read' | 'archived') =>
    setStatusMany.mutate(
      { ids: [...selected], status },
      {
        onSuccess: ({ count }) => {
          toast.success(`${BULK_DONE[status] ?? 'Updated'}: ${count}`);
          setSelected(new Set());
          void refresh();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the status')),
      },
    );

  const afterDelete = (count: number) => {
    setDialog(null);
    setSelected(new Set());
    if (contacts.data && contacts.data.data.length <= count && page > 1) setPage(page - 1);
    void refresh();
  };

  const onDelete = (contact: Contact) =>
    remove.mutate(
      { id: contact.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.contactDeleted);
          afterDelete(1);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete contact submission')),
      },
    );

  const onBulkDelete = (ids: string[]) =>
    removeMany.mutate(
      { ids },
      {
        onSuccess: ({ count }) => {
          toast.success(MESSAGES.contactsDeleted);
          afterDelete(count);
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete contact submission')),
      },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadFile(await trpcClient.contacts.export.query(filterInput(filter)));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to export contact submissions'));
    } finally {
      setExporting(false);
    }
  };

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
      <ContactFilters
        value={filter}
        onChange={changeFilter}
        onExport={() => void exportCsv()}
        exporting={exporting}
      />
      {contacts.isPending ? <ListLoading label="Loading submissions..." /> : null}
      {contacts.isError ? (
        <ListError
          message={errorMessage(contacts.error, 'Failed to fetch contact submissions')}
          onRetry={() => void contacts.refetch()}
        />
      ) : null}
      {contacts.data?.data.length === 0 ? (
        <EmptyState
          title={
            filtered ? 'No submissions found matching your search.' : 'No contact submissions yet.'
          }
        />
      ) : null}
      {contacts.data && contacts.data.data.length > 0 ? (
        <div className="space-y-4">
          <ContactBulkActions
            count={selected.size}
            busy={setStatusMany.isPending || removeMany.isPending}
            onMarkRead={() => bulkStatus('read')}
            onArchive={() => bulkStatus('archived')}
            onDelete={() => setDialog({ kind: 'bulk-delete', ids: [...selected] })}
            onClear={() => setSelected(new Set())}
          />
          <ContactTable
            contacts={contacts.data.data}
            selected={selected}
            onSelect={select}
            onSelectAll={selectAll}
            onView={view}
            onDelete={(contact) => setDialog({ kind: 'delete', contact })}
          />
          <Pagination
            page={page}
            totalPages={contacts.data.pagination.total_pages}
            onPageChange={(next) => {
              setPage(next);
              setSelected(new Set());
            }}
          />
        </div>
      ) : null}
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
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'delete') onDelete(dialog.contact);
        }}
        title="Delete Submission"
        message={
          dialog?.kind === 'delete' ? (
            <p>
              Delete the submission from &ldquo;{dialog.contact.name}&rdquo;? This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'bulk-delete') onBulkDelete(dialog.ids);
        }}
        title="Delete Submissions"
        message={
          dialog?.kind === 'bulk-delete' ? (
            <p>
              Delete the {dialog.ids.length} selected submission
              {dialog.ids.length === 1 ? '' : 's'}? This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busy={removeMany.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
