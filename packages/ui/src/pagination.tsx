'use client';

/**
 * Previous, numbered pages and Next; nothing at all when there is a single page. The numbers are
 * a bounded few (./page-numbers.ts), with an ellipsis for each gap.
 */
import { cn } from './class-names';
import { visiblePages } from './page-numbers';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** 36 × 34 px; 44 × 44 px below the `md` breakpoint (a phone), for a finger. */
const itemClass =
  'min-w-9 max-md:min-h-11 max-md:min-w-11 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(itemClass, 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      {pages.map((number, index) =>
        number === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-sm text-ink-600">
            …
          </span>
        ) : (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            className={cn(
              itemClass,
              number === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100',
            )}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(itemClass, 'border-ink-300 bg-white text-ink-800 hover:bg-ink-100')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
