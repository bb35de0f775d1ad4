'use client';

/** What can be done to the selected submissions at once. */
import { Button } from '@kasar/ui';
import { Archive, MailOpen, Trash2 } from 'lucide-react';

export function ContactBulkActions({
  count,
  busy,
  onMarkRead,
  onArchive,
  onDelete,
  onClear,
}: {
  count: number;
  busy: boolean;
  onMarkRead: () => void;
  onArchive: () => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected submissions"
      className="flex flex-wrap items-center gap-2 rounded-lg bg-brand-50 px-4 py-2"
    >
      <span className="mr-2 text-sm font-medium text-ink-900">{count} selected</span>
      <Button variant="secondary" size="sm" onClick={onMarkRead} disabled={busy}>
        <MailOpen size={16} aria-hidden />
        Mark read
      </Button>
      <Button variant="secondary" size="sm" onClick={onArchive} disabled={busy}>
        <Archive size={16} aria-hidden />
        Archive
      </Button>
      <Button variant="danger" size="sm" onClick={onDelete} disabled={busy}>
        <Trash2 size={16} aria-hidden />
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={busy}>
        Clear selection
      </Button>
    </div>
  );
}
