'use client';

/**
 * 'Show more' under a paged list: a plain link to the next page's address (what a browser
 * without JavaScript follows, rendered by the server), which with JavaScript appends the next
 * page in place and puts its address in the location bar, so a reload, a shared link or the back
 * button comes to the same page. If fetching fails the link is followed after all.
 */
import { useEffect, type MouseEvent } from 'react';

import { pageNumberOf } from './paging';
import type { PagedList } from './paged-list';

export function ShowMoreLink<T>({
  list,
  hrefOf,
  label,
}: {
  list: PagedList<T>;
  /** The address of page `page` of this list. */
  hrefOf: (page: number) => string;
  label: string;
}) {
  useAddressedPage(list);
  const { nextPage } = list;
  if (nextPage === null) return null;
  const href = hrefOf(nextPage);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window gets the page itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    list
      .showMore()
      .then((page) => {
        if (page !== null) window.history.replaceState(null, '', hrefOf(page));
      })
      .catch(() => window.location.assign(href));
  };
  return (
    <div className="mt-10 text-center">
      <a
        href={href}
        onClick={onClick}
        aria-busy={list.loading}
        data-testid="show-more"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {list.loading ? 'Loading…' : label}
      </a>
    </div>
  );
}

/**
 * When the address names a later page than the HTML showed (the browser went back to a list the
 * visitor had extended, and restored it from the page as first rendered), shows the pages up to
 * it again.
 */
function useAddressedPage<T>(list: PagedList<T>) {
  const { showThrough, firstPage } = list;
  useEffect(() => {
    const addressed = pageNumberOf(new URLSearchParams(window.location.search).get('page'));
    if (addressed !== null && addressed > firstPage) void showThrough(addressed);
    // Once, for the page as it arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
