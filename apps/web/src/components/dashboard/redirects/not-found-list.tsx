'use client';

/**
 * The 404 log screen: the unknown addresses visitors asked for, most recently seen first, with
 * how often, when last and from which page; 'Create redirect' on each row opens the redirect
 * form with its path (the row leaves the log once the redirect exists).
 */
import { NOT_FOUND_LOG_MAX_ROWS } from '@kasar/validators';
import { Button, EmptyState } from '@kasar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CornerUpRight } from 'lucide-react';
import { useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { DataTable } from '../data-table';
import { PagedListStates } from '../list-states';
import { LocalDate } from '../local-date';
import { PageHeader } from '../page-header';
import { useCan } from '../permissions';
import { SearchBox } from '../search-box';
import { useFilteredPage } from '../use-paged-list';
import { RedirectFormDialog } from './redirect-form-dialog';
import { notFoundPageInput } from './redirect-filter';

export function NotFoundList() {
  const trpc = useTRPC();
  const paging = useFilteredPage('');
  const { filter: search, page } = paging;
  const [redirectFrom, setRedirectFrom] = useState<string | null>(null);
  const mayCreate = useCan('redirects.create');
  const log = useQuery({
    ...trpc.redirects.notFound.queryOptions(notFoundPageInput(page, search)),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader
        title="404 log"
        description={`Addresses visitors asked for that the site does not have, most recent first (the last ${NOT_FOUND_LOG_MAX_ROWS} kept). A redirect sends them somewhere useful.`}
      />
      <div className="mb-6">
        <SearchBox label="Search the 404 log" value={search} onChange={paging.changeFilter} />
      </div>
      <PagedListStates
        query={log}
        loading="Loading the 404 log..."
        failed="Failed to load the 404 log"
        empty={
          <EmptyState
            title={search.trim() ? 'No addresses match your search.' : 'No 404s recorded.'}
          />
        }
        paging={paging}
        className="space-y-4"
      >
        {(rows) => (
          <DataTable
            label="Unknown addresses"
            rows={rows}
            rowKey={(row) => row.path}
            columns={[
              {
                heading: 'Path',
                className: 'font-medium text-ink-900 [overflow-wrap:anywhere]',
                cell: (row) => row.path,
              },
              { heading: 'Count', className: 'text-ink-700', cell: (row) => row.hits },
              {
                heading: 'Last seen',
                className: 'whitespace-nowrap text-ink-700',
                cell: (row) => (
                  <time dateTime={row.last_seen_at}>
                    <LocalDate value={row.last_seen_at} time />
                  </time>
                ),
              },
              {
                heading: 'Referrer',
                className: 'text-ink-700 [overflow-wrap:anywhere]',
                cell: (row) => row.referrer ?? 'None',
              },
            ]}
            actions={
              mayCreate
                ? (row, placement) => (
                    <Button
                      variant="secondary"
                      size={placement === 'card' ? undefined : 'sm'}
                      onClick={() => setRedirectFrom(row.path)}
                    >
                      <CornerUpRight size={16} aria-hidden />
                      Create redirect
                      <span className="sr-only"> from {row.path}</span>
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </PagedListStates>
      {redirectFrom !== null ? (
        <RedirectFormDialog from={redirectFrom} onClose={() => setRedirectFrom(null)} />
      ) : null}
    </>
  );
}
