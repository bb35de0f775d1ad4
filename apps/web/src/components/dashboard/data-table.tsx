/**
 * The frame of a dashboard table: a white box that scrolls sideways on a narrow screen, the
 * column headings, then the rows it is given.
 */
import { cn } from '@kasar/ui';
import type { ReactNode } from 'react';

export function DataTable({
  label,
  first,
  headings,
  actions = false,
  children,
}: {
  /** Names the box as a region that keyboard users can focus to scroll it sideways. */
  label?: string;
  /** A heading cell before the named ones (e.g. a select-all checkbox). */
  first?: ReactNode;
  headings: readonly string[];
  /** A last column, headed for screen readers only, holds each row's actions. */
  actions?: boolean;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div
      role={label ? 'region' : undefined}
      aria-label={label}
      tabIndex={label ? 0 : undefined}
      className={cn(
        'overflow-x-auto rounded-lg bg-white shadow-sm',
        label && 'focus:outline-2 focus:outline-brand-700',
      )}
    >
      <table className="min-w-full divide-y divide-ink-200 text-left text-sm">
        <thead className="bg-ink-50 text-xs tracking-wide text-ink-700 uppercase">
          <tr>
            {first}
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">{children}</tbody>
      </table>
    </div>
  );
}
