'use client';

/**
 * The contact submissions screen: totals, filters and CSV export, the list (New first), the
 * bulk actions on the selected rows, and the dialogs to read, reply to and delete one.
 */
import type { RouterOutputs } from '@kasar/api';
import { EmptyState } from '@kasar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { DeleteConfirm } from '../delete-confirm';
import { PagedListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useFilteredPage } from '../use-paged-list';
import { ContactBulkActions } from './contact-bulk-actions';
import {
  contactPageInput,
  filterInput,
  NO_FILTER,
  type ContactFilterValues,
} from './contact-filter';
import { ContactFilters } from './contact-filters';
import { ContactTable } from './contact-table';
import { ContactTotals } from './contact-totals';
import { ContactViewDialog } from './contact-view-dialog';
import { contactsExportUrl, downloadUrl } from './download-file';
import { useContactMutations } from './use-contact-mutations';

type Contact = RouterOutputs['contacts']['get'];
type Dialog =
  { kind: 'view' | 'delete'; contact: Contact } | { kind: 'bulk-delete'; ids: string[] } | null;

export function ContactList({ openId }: { openId?: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A new page or filter drops the selection.
  const paging = useFilteredPage<ContactFilterValues>(NO_FILTER, () => setSelected(new Set()));
  const { filter, page } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const contacts = useQuery({
    ...trpc.contacts.list.queryOptions(contactPageInput(page, filter)),
    placeholderData: keepPreviousData,
  });
  const mutations = useContactMutations();

  const showContact = (contact: Contact) =>
    setDialog((current) =>
      current?.kind === 'view' && current.contact.id === contact.id
        ? { kind: 'view', contact }
        : current,
    );

  /** Opens a submission: a New one becomes Read (and leaves the badge's count). */
  const view = (contact: Contact) => {
    setDialog({ kind: 'view', contact });
    mutations.read(contact, showContact);
  };

  // A link from the notification e-mail: /dashboard/contacts?open=<id>.
  const openedFromLink = useRef(false);
  useEffect(() => {
    if (!openId || openedFromLink.current) return;
    openedFromLink.current = true;
    mutations.readLinked(openId, {
      onRead: (fresh) => setDialog({ kind: 'view', contact: fresh }),
      onSettled: () => router.replace('/dashboard/contacts'),
    });
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

  const afterDelete = (count: number) => {
    setDialog(null);
    setSelected(new Set());
    paging.afterDelete(count, contacts.data?.data.length);
  };

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
              busy={mutations.bulkBusy}
              onAction={(action) =>
                action === 'delete'
                  ? setDialog({ kind: 'bulk-delete', ids: [...selected] })
                  : mutations.setStatusMany([...selected], action, () => setSelected(new Set()))
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
          onSetStatus={(status) => mutations.setStatus(dialog.contact, status, showContact)}
          settingStatus={mutations.settingStatus}
        />
      ) : null}
      <DeleteConfirm
        item={dialog?.kind === 'delete' ? dialog.contact : null}
        title="Delete Submission"
        onClose={() => setDialog(null)}
        onConfirm={(contact) => mutations.remove(contact, afterDelete)}
        busy={mutations.deleting}
      >
        {(contact) => (
          <>Delete the submission from &ldquo;{contact.name}&rdquo;? This cannot be undone.</>
        )}
      </DeleteConfirm>
      <DeleteConfirm
        item={dialog?.kind === 'bulk-delete' ? dialog.ids : null}
        title="Delete Submissions"
        onClose={() => setDialog(null)}
        onConfirm={(ids) => mutations.removeMany(ids, afterDelete)}
        busy={mutations.deletingMany}
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
