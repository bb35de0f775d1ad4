'use client';

/** The submissions of one page: New ones bold, a checkbox each for the bulk actions. */
import type { RouterOutputs } from '@kasar/api';
import { cn } from '@kasar/ui';
import { Eye, Trash2 } from 'lucide-react';

import { DataTable } from '../data-table';
import { LocalDate } from '../local-date';
import { IconButton } from '../icon-button';
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
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));
  return (
    <DataTable
      first={
        <th scope="col" className="w-10 px-4 py-3">
          <input
            type="checkbox"
            aria-label="Select all submissions on this page"
            checked={allSelected}
            onChange={(event) => onSelectAll(event.target.checked)}
            className="size-4 accent-brand-700"
          />
        </th>
      }
      headings={['Name', 'Email', 'Subject', 'Purpose', 'Status', 'Date']}
      actions
    >
      {contacts.map((contact) => {
        const isNew = contact.status === 'new';
        return (
          <tr
            key={contact.id}
            data-status={contact.status}
            className={cn(isNew ? 'bg-brand-50/40 font-semibold' : undefined)}
          >
            <td className="px-4 py-3">
              <input
                type="checkbox"
                aria-label={`Select submission from ${contact.name}`}
                checked={selected.has(contact.id)}
                onChange={(event) => onSelect(contact.id, event.target.checked)}
                className="size-4 accent-brand-700"
              />
            </td>
            <td className={cn('px-4 py-3 text-ink-900', isNew ? 'font-bold' : 'font-medium')}>
              {contact.name}
            </td>
            <td className="px-4 py-3 text-ink-700">{contact.email}</td>
            <td className="px-4 py-3 text-ink-700">{contact.subject || 'N/A'}</td>
            <td className="px-4 py-3 text-ink-700">{contact.purpose || 'N/A'}</td>
            <td className="px-4 py-3">
              <ContactStatusBadge status={contact.status} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-ink-700">
              <LocalDate value={contact.created_at} />
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <IconButton
                  label={`View submission from ${contact.name}`}
                  icon={Eye}
                  onClick={() => onView(contact)}
                />
                <IconButton
                  label={`Delete submission from ${contact.name}`}
                  icon={Trash2}
                  onClick={() => onDelete(contact)}
                  danger
                />
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
