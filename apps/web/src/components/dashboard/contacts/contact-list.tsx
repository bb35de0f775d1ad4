'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { PAGE_SIZE } from '@kasar/validators';
import { Button, ConfirmDialog, EmptyState, Pagination } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { formatDate } from '../format';
import { ListError, ListLoading } from '../list-states';
import { PageHeader } from '../page-header';
import { SearchBox } from '../search-box';
import { ContactTotals } from './contact-totals';
import { ContactViewDialog } from './contact-view-dialog';

type Contact = RouterOutputs['contacts']['get'];
type Dialog = { kind: 'view' | 'delete'; contact: Contact } | null;

export function ContactList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const contacts = useQuery({
    ...trpc.contacts.list.queryOptions({ page, limit: PAGE_SIZE, search }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(trpc.contacts.delete.mutationOptions());

  const onDelete = (contact: Contact) =>
    remove.mutate(
      { id: contact.id },
      {
        onSuccess: () => {
          toast.success(MESSAGES.contactDeleted);
          setDialog(null);
          if (contacts.data?.data.length === 1 && page > 1) setPage(page - 1);
          void queryClient.invalidateQueries({ queryKey: trpc.contacts.pathKey() });
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to delete contact submission')),
      },
    );

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
        />
      ) : null}
      <div className="mb-6">
        <SearchBox
          label="Search submissions"
          placeholder="Search by name, email, subject or message"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
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
            search.trim()
              ? 'No submissions found matching your search.'
              : 'No contact submissions yet.'
          }
        />
      ) : null}
      {contacts.data && contacts.data.data.length > 0 ? (
        <div className="space-y-6">
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="min-w-full divide-y divide-ink-200 text-left text-sm">
              <thead className="bg-ink-50 text-xs tracking-wide text-ink-700 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Subject
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Purpose
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {contacts.data.data.map((contact) => (
                  <tr key={contact.id}>
                    <td className="px-4 py-3 font-medium text-ink-900">{contact.name}</td>
                    <td className="px-4 py-3 text-ink-700">{contact.email}</td>
                    <td className="px-4 py-3 text-ink-700">{contact.subject || 'N/A'}</td>
                    <td className="px-4 py-3 text-ink-700">{contact.purpose || 'N/A'}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink-700">
                      {formatDate(contact.created_at)}
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setDialog({ kind: 'view', contact })}
                          aria-label={`View submission from ${contact.name}`}
                        >
                          <Eye size={16} aria-hidden />
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="text-red-700"
                          onClick={() => setDialog({ kind: 'delete', contact })}
                          aria-label={`Delete submission from ${contact.name}`}
                        >
                          <Trash2 size={16} aria-hidden />
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            totalPages={contacts.data.pagination.total_pages}
            onPageChange={setPage}
          />
        </div>
      ) : null}
      {dialog?.kind === 'view' ? (
        <ContactViewDialog
          contact={dialog.contact}
          onClose={() => setDialog(null)}
          onDelete={() => setDialog({ kind: 'delete', contact: dialog.contact })}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog) onDelete(dialog.contact);
        }}
        title="Delete Submission"
        message={
          dialog ? (
            <p>
              Delete the submission from &ldquo;{dialog.contact.name}&rdquo;? This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        busyLabel="Deleting..."
      />
    </>
  );
}
