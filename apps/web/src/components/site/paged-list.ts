'use client';

/**
 * A list the page received one page of, with the other pages fetched when they are wanted:
 * 'Show more' appends the next page, and the project modal and the lightbox ask for the item at
 * any position of the whole list (their previous/next go through all of it). Each page is
 * fetched at most once at a time; pages already here are not fetched again.
 */
import { useCallback, useRef, useState } from 'react';

import type { ListPage } from './paging';

export interface PagedList<T> {
  /** How many items the whole list has. */
  total: number;
  /** The item at `index` of the whole list, or undefined while its page is not here. */
  itemAt: (index: number) => T | undefined;
  /** Fetches the page holding `index` unless it is here; resolves once it is (or failed). */
  ensure: (index: number) => Promise<void>;
  /** Every item here so far with its position in the whole list, in list order. */
  loaded: { index: number; item: T }[];
  /** The page the HTML showed first, and the items from it through the last page shown. */
  firstPage: number;
  /** The position in the whole list of `shown[0]`. */
  firstIndex: number;
  shown: T[];
  /** The page 'Show more' brings next, or null after the last page. */
  nextPage: number | null;
  /** Appends the next page to `shown`; resolves with its number once it is here. */
  showMore: () => Promise<number | null>;
  /**
   * Appends every page after those shown up to `page` (an address naming a later page than the
   * one the HTML showed: the browser went back to a list the visitor had extended).
   */
  showThrough: (page: number) => Promise<void>;
  /** Whether the next page is being fetched. */
  loading: boolean;
}

export function usePagedList<T>(
  first: ListPage<T>,
  fetchPage: (page: number) => Promise<ListPage<T>>,
): PagedList<T> {
  const perPage = first.pagination.per_page;
  const firstPage = first.pagination.current_page;
  const [pages, setPages] = useState<ReadonlyMap<number, T[]>>(
    () => new Map([[firstPage, first.data]]),
  );
  const [total, setTotal] = useState(first.pagination.total);
  const [loading, setLoading] = useState(false);
  // The grid grows only by 'Show more' (and with it the address): pages the modal or the
  // lightbox fetched are not shown until then.
  const [lastShown, setLastShown] = useState(firstPage);
  const inFlight = useRef(new Map<number, Promise<void>>());
  const loaded = useRef(new Set([firstPage]));

  const loadPage = useCallback(
    (page: number): Promise<void> => {
      if (loaded.current.has(page)) return Promise.resolve();
      const running = inFlight.current.get(page);
      if (running) return running;
      const request = fetchPage(page)
        .then((answer) => {
          loaded.current.add(page);
          setPages((previous) => new Map(previous).set(page, answer.data));
          setTotal(answer.pagination.total);
        })
        .finally(() => inFlight.current.delete(page));
      inFlight.current.set(page, request);
      return request;
    },
    [fetchPage],
  );

  const ensure = useCallback(
    (index: number) => loadPage(Math.floor(index / perPage) + 1).catch(() => undefined),
    [loadPage, perPage],
  );

  const shown: T[] = [];
  for (let page = firstPage; page <= lastShown; page += 1) shown.push(...(pages.get(page) ?? []));
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const nextPage = lastShown < totalPages ? lastShown + 1 : null;

  const loadedItems = [...pages.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([page, items]) =>
      items.map((item, offset) => ({ index: (page - 1) * perPage + offset, item })),
    );

  return {
    total,
    loaded: loadedItems,
    itemAt: (index) => pages.get(Math.floor(index / perPage) + 1)?.[index % perPage],
    ensure,
    firstPage,
    firstIndex: (firstPage - 1) * perPage,
    shown,
    nextPage,
    showMore: async () => {
      if (nextPage === null) return null;
      setLoading(true);
      try {
        await loadPage(nextPage);
        setLastShown(nextPage);
        return nextPage;
      } finally {
        setLoading(false);
      }
    },
    showThrough: async (page) => {
      const last = Math.min(page, totalPages);
      const wanted = [];
      for (let next = lastShown + 1; next <= last; next += 1) wanted.push(loadPage(next));
      await Promise.all(wanted);
      setLastShown(last);
    },
    loading,
  };
}

/** Fetches one page of a list from the site's JSON routes (`/api/site/...`). */
export async function fetchListPage<T>(url: string): Promise<ListPage<T>> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ListPage<T>;
}
