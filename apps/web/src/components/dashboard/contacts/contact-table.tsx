'use client';

/**
 * The submissions of one page: New ones bold, a checkbox each for the bulk actions; cards with
 * View and Delete written out on a phone.
 */
import type { RouterOutputs } from '@kasar/api';
import { Button, cn } from '@kasar/ui';
import { Eye, Trash2 } from 'lucide-react';

import { DataTable } from '../data-table';
import { IconButton } from '../icon-button';
import { LocalDate } from '../local-date';
import { useCan } from '../permissions';
import { SelectCheckbox } from '../select-checkbox';
import { ContactStatusBadge } from './contact-status';

type Contact = RouterOutputs['contacts']['get'];

export function ContactTable({
  contacts,
  selected,
  onSelect,
  onSelectAll,
  onView,
  onDelete,
}: {
  contacts: readonly Contact[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onView: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const mayDelete = useCan('contacts.delete');
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));
  return (
    <DataTable
      label="Contact submissions"
      rows={contacts}
      rowKey={(contact) => contact.id}
      rowAttributes={(contact) => ({
        'data-status': contact.status,
        className: contact.status === 'new' ? 'bg-brand-50/40 font-semibold' : undefined,
      })}
      lead={{
        heading: (placement) => (
          <SelectCheckbox
            label="Select all submissions on this page"
            text={placement === 'card' ? 'Select all' : undefined}
            checked={allSelected}
            onChange={onSelectAll}
          />
        ),
        cell: (contact) => (
          <SelectCheckbox
            label={`Select submission from ${contact.name}`}
            checked={selected.has(contact.id)}
            onChange={(checked) => onSelect(contact.id, checked)}
          />
        ),
      }}
      columns={[
        {
          heading: 'Name',
          // Long names, addresses and subjects wrap, so the table fits beside the sidebar.
          className: '[overflow-wrap:anywhere]',
          cell: (contact) => (
            <span
              className={cn('text-ink-900', contact.status === 'new' ? 'font-bold' : 'font-medium')}
            >
              {contact.name}
            </span>
          ),
        },
        {
          heading: 'Email',
          className: 'text-ink-700 [overflow-wrap:anywhere]',
          cell: (contact) => contact.email,
        },
        {
          heading: 'Subject',
          className: 'text-ink-700 [overflow-wrap:anywhere]',
          cell: (contact) => contact.subject || 'N/A',
        },
        {
          heading: 'Purpose',
          className: 'text-ink-700',
          cell: (contact) => contact.purpose || 'N/A',
        },
        { heading: 'Status', cell: (contact) => <ContactStatusBadge status={contact.status} /> },
        {
          heading: 'Date',
          className: 'whitespace-nowrap text-ink-700',
          cell: (contact) => <LocalDate value={contact.created_at} />,
        },
      ]}
      actions={(contact, placement) =>
        placement === 'card' ? (
          <>
            <Button onClick={() => onView(contact)}>
              <Eye size={16} aria-hidden />
              View
              <span className="sr-only"> submission from {contact.name}</span>
            </Button>
            {mayDelete ? (
              <Button
                variant="secondary"
                className="text-red-700"
                onClick={() => onDelete(contact)}
              >
                <Trash2 size={16} aria-hidden />
                Delete
                <span className="sr-only"> submission from {contact.name}</span>
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <IconButton
              label={`View submission from ${contact.name}`}
              icon={Eye}
              onClick={() => onView(contact)}
            />
            {mayDelete ? (
              <IconButton
                label={`Delete submission from ${contact.name}`}
                icon={Trash2}
                onClick={() => onDelete(contact)}
                danger
              />
            ) : null}
          </>
        )
      }
    />
  );
}
