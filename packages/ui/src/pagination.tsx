'use client';

/** Previous, numbered pages and Next; nothing at all when there is a single page. */
import { cn } from './class-names';

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
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
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
      {pages.map((number) => (
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
      ))}
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
