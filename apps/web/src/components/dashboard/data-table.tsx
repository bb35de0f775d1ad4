/**
 * A dashboard table that turns into stacked cards on a phone. From the `md` breakpoint (768 px)
 * up it is a table in a white box that scrolls sideways if it must; below it, each row is a card
 * listing every column as heading and value, with the row's actions as full-size touch targets
 * under them (a `Button` is 44 × 44 px on a phone). Both are rendered and CSS shows one, so the page never scrolls sideways and a
 * screen reader meets only the one shown.
 */
import { cn } from '@kasar/ui';
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the table cell (the card shows the value as it is). */
  className?: string;
}

/** A leading control of each row, e.g. a selection checkbox, with its heading cell. */
export interface DataTableLead<Row> {
  /** The table's first heading cell, and a line above the cards (e.g. select all). */
  heading: (placement: 'table' | 'card') => ReactNode;
  cell: (row: Row) => ReactNode;
}

export function DataTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  lead,
  actions,
  rowAttributes,
}: {
  /** Names the table box (a focusable region, to scroll it sideways) and the list of cards. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  lead?: DataTableLead<Row>;
  /** A row's buttons: a last table column headed for screen readers only, a card's footer. */
  actions?: (row: Row, placement: 'table' | 'card') => ReactNode;
  /** `data-*` attributes and classes of a row and its card (e.g. a New submission in bold). */
  rowAttributes?: (row: Row) => { className?: string } & Record<`data-${string}`, string>;
}) {
  return (
    <>
      {/* `relative`: the table's screen-reader-only texts (absolutely positioned) are placed in
          this scrolling box, not beyond the page's right edge when the table is wider than it. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="relative hidden overflow-x-auto rounded-lg bg-white shadow-sm focus:outline-2 focus:outline-brand-700 md:block"
      >
        <table className="min-w-full divide-y divide-ink-200 text-left text-sm">
          <thead className="bg-ink-50 text-xs tracking-wide text-ink-700 uppercase">
            <tr>
              {lead ? (
                <th scope="col" className="w-10 px-4 py-3">
                  {lead.heading('table')}
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.heading} scope="col" className="px-4 py-3">
                  {column.heading}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowAttributes?.(row)}>
                {lead ? <td className="px-4 py-3">{lead.cell(row)}</td> : null}
                {columns.map((column) => (
                  <td key={column.heading} className={cn('px-4 py-3 align-top', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions ? (
                  <td className="px-4 py-3 text-right whitespace-nowrap">
                    <div className="flex justify-end gap-2">{actions(row, 'table')}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="space-y-3 md:hidden">
        {lead ? <div className="px-4 py-1">{lead.heading('card')}</div> : null}
        <ul aria-label={label} className="space-y-3">
          {rows.map((row) => {
            const attributes = rowAttributes?.(row);
            return (
              <li
                key={rowKey(row)}
                data-card
                {...attributes}
                className={cn('rounded-lg bg-white p-4 shadow-sm', attributes?.className)}
              >
                {lead ? <div className="mb-2">{lead.cell(row)}</div> : null}
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
                  {columns.map((column) => (
                    <div key={column.heading} className="contents">
                      <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">
                        {column.heading}
                      </dt>
                      <dd className="min-w-0 break-words text-ink-900">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? (
                  <div className="mt-4 flex flex-wrap gap-2 border-t border-ink-100 pt-3">
                    {actions(row, 'card')}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
