'use client';

/**
 * The Redirects screen: every redirect, newest first, searched by path (the ones a slug change
 * made and the staff's own), with Add, Edit, Delete and Import CSV.
 */
import { MESSAGES } from '@kasar/api/messages';
import { Button, EmptyState } from '@kasar/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';
import { refetchAfterChange } from '~/trpc/refetch-after-change';

import { DeleteConfirm } from '../delete-confirm';
import { errorMessage } from '../errors';
import { PagedListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useCan } from '../permissions';
import { SearchBox } from '../search-box';
import { useFilteredPage } from '../use-paged-list';
import { redirectPageInput } from './redirect-filter';
import { RedirectFormDialog, type Redirect } from './redirect-form-dialog';
import { RedirectImportDialog } from './redirect-import-dialog';
import { RedirectTable } from './redirect-table';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; redirect: Redirect }
  | { kind: 'delete'; redirect: Redirect }
  | { kind: 'import' }
  | null;

export function RedirectList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const paging = useFilteredPage('');
  const { filter: search, page } = paging;
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayCreate = useCan('redirects.create');
  const redirects = useQuery({
    ...trpc.redirects.list.queryOptions(redirectPageInput(page, search)),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.redirects.delete.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.redirectDeleted);
        setDialog(null);
        paging.afterDelete(1, redirects.data?.data.length);
        void refetchAfterChange(queryClient, trpc.redirects.pathKey());
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete the redirect')),
    }),
  );
  return (
    <>
      <PageHeader
        title="Redirects"
        description="Old addresses and where they lead. Changing a service's slug adds one by itself."
        actions={
          mayCreate ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
                <Upload size={16} aria-hidden />
                Import CSV
              </Button>
              <Button onClick={() => setDialog({ kind: 'add' })}>
                <Plus size={16} aria-hidden />
                Add Redirect
              </Button>
            </>
          ) : null
        }
      />
      <div className="mb-6">
        <SearchBox label="Search redirects" value={search} onChange={paging.changeFilter} />
      </div>
      <PagedListStates
        query={redirects}
        loading="Loading redirects..."
        failed="Failed to load the redirects"
        empty={
          <EmptyState
            title={search.trim() ? 'No redirects match your search.' : 'No redirects yet.'}
          />
        }
        paging={paging}
        className="space-y-4"
      >
        {(rows) => (
          <RedirectTable
            redirects={rows}
            busy={remove.isPending}
            onEdit={(redirect) => setDialog({ kind: 'edit', redirect })}
            onDelete={(redirect) => setDialog({ kind: 'delete', redirect })}
          />
        )}
      </PagedListStates>
      {dialog?.kind === 'add' ? <RedirectFormDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <RedirectFormDialog redirect={dialog.redirect} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'import' ? <RedirectImportDialog onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={dialog?.kind === 'delete' ? dialog.redirect : null}
        title="Delete Redirect"
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(redirect) => remove.mutate({ id: redirect.id })}
      >
        {(redirect) => `Delete the redirect from ${redirect.from}? Visitors to it get a 404 again.`}
      </DeleteConfirm>
    </>
  );
}
