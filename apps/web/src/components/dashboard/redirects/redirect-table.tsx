'use client';

/**
 * One page of redirects: from, to, status, created, hits, and Edit and Delete (written out on a
 * phone, where the table is a list of cards).
 */
import { Button } from '@kasar/ui';
import { Pencil, Trash2 } from 'lucide-react';

import { DataTable } from '../data-table';
import { IconButton } from '../icon-button';
import { LocalDate } from '../local-date';
import { useCan } from '../permissions';
import { STATUS_LABELS } from './redirect-filter';
import type { Redirect } from './redirect-form-dialog';

export function RedirectTable({
  redirects,
  busy,
  onEdit,
  onDelete,
}: {
  redirects: readonly Redirect[];
  busy: boolean;
  onEdit: (redirect: Redirect) => void;
  onDelete: (redirect: Redirect) => void;
}) {
  const mayEdit = useCan('redirects.edit');
  const mayDelete = useCan('redirects.delete');
  return (
    <DataTable
      label="Redirects"
      rows={redirects}
      rowKey={(redirect) => redirect.id}
      columns={[
        {
          heading: 'From',
          className: 'font-medium text-ink-900 [overflow-wrap:anywhere]',
          cell: (redirect) => redirect.from,
        },
        {
          heading: 'To',
          className: 'text-ink-700 [overflow-wrap:anywhere]',
          cell: (redirect) => redirect.to ?? '(removed for good)',
        },
        {
          heading: 'Status',
          className: 'text-ink-700',
          cell: (redirect) =>
            `${STATUS_LABELS[redirect.status]}${redirect.automatic ? ' · slug change' : ''}`,
        },
        {
          heading: 'Created',
          className: 'whitespace-nowrap text-ink-700',
          cell: (redirect) => (
            <time dateTime={redirect.created_at}>
              <LocalDate value={redirect.created_at} />
            </time>
          ),
        },
        { heading: 'Hits', className: 'text-ink-700', cell: (redirect) => redirect.hits },
      ]}
      actions={(redirect, placement) =>
        placement === 'card' ? (
          <>
            {mayEdit ? (
              <Button variant="secondary" onClick={() => onEdit(redirect)} disabled={busy}>
                <Pencil size={16} aria-hidden />
                Edit
                <span className="sr-only"> the redirect from {redirect.from}</span>
              </Button>
            ) : null}
            {mayDelete ? (
              <Button
                variant="secondary"
                className="text-red-700"
                onClick={() => onDelete(redirect)}
                disabled={busy}
              >
                <Trash2 size={16} aria-hidden />
                Delete
                <span className="sr-only"> the redirect from {redirect.from}</span>
              </Button>
            ) : null}
          </>
        ) : (
          <>
            {mayEdit ? (
              <IconButton
                label={`Edit the redirect from ${redirect.from}`}
                icon={Pencil}
                onClick={() => onEdit(redirect)}
              />
            ) : null}
            {mayDelete ? (
              <IconButton
                label={`Delete the redirect from ${redirect.from}`}
                icon={Trash2}
                onClick={() => onDelete(redirect)}
                danger
              />
            ) : null}
          </>
        )
      }
    />
  );
}
