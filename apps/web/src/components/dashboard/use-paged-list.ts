'use client';

/** The page a paged list shows, and its filter: a new filter starts again on the first page. */
import { useState } from 'react';

/** What a paged list's pagination reads and sets. */
export interface Paging {
  page: number;
  setPage: (page: number) => void;
}

/** `onChange` runs whenever the page changes (e.g. to drop a selection made on the page). */
export function usePage(onChange?: () => void) {
  const [page, setPageState] = useState(1);
  const setPage = (next: number) => {
    setPageState(next);
    onChange?.();
  };
  /** After `count` of the `shown` items of this page are deleted: the page before, when none is left. */
  const afterDelete = (count: number, shown: number | undefined) => {
    if (shown !== undefined && shown <= count && page > 1) setPage(page - 1);
  };
  return { page, setPage, afterDelete };
}

export function useFilteredPage<F>(noFilter: F, onChange?: () => void) {
  const paging = usePage(onChange);
  const [filter, setFilter] = useState(noFilter);
  const changeFilter = (next: F) => {
    setFilter(next);
    paging.setPage(1);
  };
  return { ...paging, filter, changeFilter };
}
