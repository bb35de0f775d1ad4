/**
 * The states every dashboard list goes through: loading, a failed fetch (with Try again), empty,
 * then its items, and for a paged list the pagination under them.
 */
import { Button, EmptyState, Pagination, Spinner } from '@kasar/ui';
import type { ReactNode } from 'react';

import { errorMessage } from './errors';
import { SearchBox } from './search-box';
import type { Paging } from './use-paged-list';

/** What the states read of a list's query. */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-ink-700">
      <Spinner label={label} />
      <span>{label}</span>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-center">
      <p className="text-sm text-red-800">{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * Loading while the query has no answer yet; its failure (the server's message, or `failed`)
 * with Try again.
 */
export function QueryStates({
  query,
  loading,
  failed,
}: {
  query: QueryState;
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending ? <ListLoading label={loading} /> : null}
      {query.isError ? (
        <ListError
          message={errorMessage(query.error, failed)}
          onRetry={() => void query.refetch()}
        />
      ) : null}
    </>
  );
}

/**
 * A list's query states, then `empty` when the list has no item to show, else its items. `items`
 * is undefined until the query has answered.
 */
export function ListStates<T>({
  query,
  loading,
  failed,
  items,
  empty,
  children,
}: {
  query: QueryState;
  loading: string;
  failed: string;
  items: readonly T[] | undefined;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  return (
    <>
      <QueryStates query={query} loading={loading} failed={failed} />
      {items?.length === 0 ? empty : null}
      {items && items.length > 0 ? children(items) : null}
    </>
  );
}

/**
 * A whole list searched as one types: the search box, then the items one of whose `fieldsOf`
 * contains the search (any case), in the list's states. `noun` names the items in the texts
 * ('Loading services...', 'No services yet.').
 */
export function SearchedListStates<T>({
  noun,
  placeholder,
  search,
  onSearch,
  fieldsOf,
  query,
  items,
  children,
}: {
  noun: string;
  placeholder?: string;
  search: string;
  onSearch: (search: string) => void;
  fieldsOf: (item: T) => string[];
  query: QueryState;
  items: readonly T[] | undefined;
  children: (items: readonly T[]) => ReactNode;
}) {
  const needle = search.trim().toLowerCase();
  const matches = (item: T) =>
    needle === '' || fieldsOf(item).some((value) => value.toLowerCase().includes(needle));
  return (
    <>
      <div className="mb-6">
        <SearchBox
          label={`Search ${noun}`}
          placeholder={placeholder}
          value={search}
          onChange={onSearch}
        />
      </div>
      <ListStates
        query={query}
        loading={`Loading ${noun}...`}
        failed={`Failed to fetch ${noun}`}
        items={items?.filter(matches)}
        empty={
          <EmptyState
            title={needle ? `No ${noun} found matching your search.` : `No ${noun} yet.`}
          />
        }
      >
        {children}
      </ListStates>
    </>
  );
}

/** One page of a paged list, as the list procedures answer. */
export interface ListPage<T> {
  data: T[];
  pagination: { total_pages: number };
}

/**
 * A paged list: its states, then the page's items with the pagination under them (`className`
 * spaces the two).
 */
export function PagedListStates<T>({
  query,
  paging,
  className,
  children,
  ...states
}: {
  query: QueryState & { data?: ListPage<T> };
  loading: string;
  failed: string;
  empty: ReactNode;
  paging: Paging;
  className: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const totalPages = query.data?.pagination.total_pages ?? 0;
  return (
    <ListStates query={query} items={query.data?.data} {...states}>
      {(items) => (
        <div className={className}>
          {children(items)}
          <Pagination page={paging.page} totalPages={totalPages} onPageChange={paging.setPage} />
        </div>
      )}
    </ListStates>
  );
}
