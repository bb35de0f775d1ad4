'use client';

/** What can be done to the selected submissions at once. */
import { Button, type ButtonVariant } from '@kasar/ui';
import type { Permission } from '@kasar/api/permissions';
import { Archive, MailOpen, Trash2, type LucideIcon } from 'lucide-react';

import { useRole } from '../permissions';

export type BulkAction = 'read' | 'archived' | 'delete';

const ACTIONS: {
  action: BulkAction;
  label: string;
  icon: LucideIcon;
  variant: ButtonVariant;
  permission: Permission;
}[] = [
  {
    action: 'read',
    label: 'Mark read',
    icon: MailOpen,
    variant: 'secondary',
    permission: 'contacts.edit',
  },
  {
    action: 'archived',
    label: 'Archive',
    icon: Archive,
    variant: 'secondary',
    permission: 'contacts.edit',
  },
  {
    action: 'delete',
    label: 'Delete',
    icon: Trash2,
    variant: 'danger',
    permission: 'contacts.delete',
  },
];

export function ContactBulkActions({
  count,
  busy,
  onAction,
  onClear,
}: {
  count: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}) {
  const { permissions } = useRole();
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected submissions"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-4 py-2"
    >
      <span className="mr-2 text-sm font-medium text-ink-900">{count} selected</span>
      {ACTIONS.filter((entry) => permissions.includes(entry.permission)).map(
        ({ action, label, icon: Icon, variant }) => (
          <Button
            key={action}
            variant={variant}
            size="sm"
            onClick={() => onAction(action)}
            disabled={busy}
          >
            <Icon size={16} aria-hidden />
            {label}
          </Button>
        ),
      )}
      <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </div>
  );
}
