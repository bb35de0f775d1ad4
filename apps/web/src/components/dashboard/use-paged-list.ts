'use client';

/** The page a paged list shows, and its filter: a new filter starts again on the first page. */
import { useState } from 'react';

export function usePage() {
  const [page, setPage] = useState(1);
  /** After `count` of the `shown` items of this page are deleted: the page before, when none is left. */
  const afterDelete = (count: number, shown: number | undefined) => {
    if (shown !== undefined && shown <= count && page > 1) setPage(page - 1);
  };
  return { page, setPage, afterDelete };
}

export function useFilteredPage<F>(noFilter: F) {
  const paging = usePage();
  const [filter, setFilter] = useState(noFilter);
  const changeFilter = (next: F) => {
    setFilter(next);
    paging.setPage(1);
  };
  return { ...paging, filter, changeFilter };
}
