'use client';

/** The submissions of one page: New ones bold, a checkbox each for the bulk actions. */
import type { RouterOutputs } from '@kasar/api';
import { Button, cn } from '@kasar/ui';
import { Eye, Trash2 } from 'lucide-react';

import { formatDate } from '../format';
import { ContactStatusBadge } from './contact-status';

type Contact = RouterOutputs['contacts']['get'];

const headerCell = 'px-4 py-3';

export function ContactTable({
  contacts,
  selected,
  onSelect,
  onSelectAll,
  onView,
  onDelete,
}: {
  contacts: Contact[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onView: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
}) {
  const allSelected = contacts.length > 0 && contacts.every((contact) => selected.has(contact.id));
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="min-w-full divide-y divide-ink-200 text-left text-sm">
        <thead className="bg-ink-50 text-xs tracking-wide text-ink-700 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <input
                type="checkbox"
                aria-label="Select all submissions on this page"
                checked={allSelected}
                onChange={(event) => onSelectAll(event.target.checked)}
                className="size-4 accent-brand-700"
              />
            </th>
            <th scope="col" className={headerCell}>
              Name
            </th>
            <th scope="col" className={headerCell}>
              Email
            </th>
            <th scope="col" className={headerCell}>
              Subject
            </th>
            <th scope="col" className={headerCell}>
              Purpose
            </th>
            <th scope="col" className={headerCell}>
              Status
            </th>
            <th scope="col" className={headerCell}>
              Date
            </th>
            <th scope="col" className={headerCell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
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
                  {formatDate(contact.created_at)}
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onView(contact)}
                      aria-label={`View submission from ${contact.name}`}
                    >
                      <Eye size={16} aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => onDelete(contact)}
                      aria-label={`Delete submission from ${contact.name}`}
                    >
                      <Trash2 size={16} aria-hidden />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
