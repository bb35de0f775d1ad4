'use client';

/**
 * One page of the trash: a checkbox each for the bulk actions, the item's thumbnail, name, kind,
 * who deleted it and when, and its Restore and Delete forever buttons (written out on a phone).
 */
import { Button } from '@kasar/ui';
import { ImageOff, RotateCcw, Trash2 } from 'lucide-react';
import Image from 'next/image';

import { DataTable } from '../data-table';
import { IconButton } from '../icon-button';
import { LocalDate } from '../local-date';
import { useCan } from '../permissions';
import { SelectCheckbox } from '../select-checkbox';
import { KIND_LABELS } from './trash-filter';
import type { TrashItem } from './use-trash-mutations';

function Thumbnail({ item }: { item: TrashItem }) {
  return (
    <div className="relative flex size-12 items-center justify-center overflow-hidden rounded bg-ink-100 text-ink-500">
      {item.thumbnail_url ? (
        <Image src={item.thumbnail_url} alt="" fill unoptimized className="object-cover" />
      ) : (
        <ImageOff size={18} aria-hidden />
      )}
    </div>
  );
}

export function TrashTable({
  items,
  selected,
  busy,
  onSelect,
  onSelectAll,
  onRestore,
  onDelete,
}: {
  items: readonly TrashItem[];
  selected: ReadonlySet<string>;
  busy: boolean;
  onSelect: (id: string, checked: boolean) => void;
  onSelectAll: (checked: boolean) => void;
  onRestore: (item: TrashItem) => void;
  onDelete: (item: TrashItem) => void;
}) {
  const mayRestore = useCan('trash.restore');
  const mayDelete = useCan('trash.delete');
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const nameOf = (item: TrashItem) => `${KIND_LABELS[item.kind]} ${item.label}`;
  return (
    <DataTable
      label="Deleted items"
      rows={items}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({ 'data-kind': item.kind })}
      lead={{
        heading: (placement) => (
          <SelectCheckbox
            label="Select all items on this page"
            text={placement === 'card' ? 'Select all' : undefined}
            checked={allSelected}
            onChange={onSelectAll}
          />
        ),
        cell: (item) => (
          <SelectCheckbox
            label={`Select ${nameOf(item)}`}
            checked={selected.has(item.id)}
            onChange={(checked) => onSelect(item.id, checked)}
          />
        ),
      }}
      columns={[
        { heading: 'Picture', cell: (item) => <Thumbnail item={item} /> },
        {
          heading: 'Item',
          className: 'font-medium text-ink-900 [overflow-wrap:anywhere]',
          cell: (item) => item.label,
        },
        { heading: 'Kind', className: 'text-ink-700', cell: (item) => KIND_LABELS[item.kind] },
        {
          heading: 'Deleted by',
          className: 'text-ink-700 [overflow-wrap:anywhere]',
          cell: (item) => item.deleted_by ?? 'Unknown',
        },
        {
          heading: 'Deleted',
          className: 'whitespace-nowrap text-ink-700',
          cell: (item) => (
            <time dateTime={item.deleted_at}>
              <LocalDate value={item.deleted_at} time />
            </time>
          ),
        },
        {
          heading: 'Deleted for ever on',
          className: 'whitespace-nowrap text-ink-700',
          cell: (item) => <LocalDate value={item.purge_at} />,
        },
      ]}
      actions={(item, placement) =>
        // Each button only for a role that may do it (trash.restore, trash.delete).
        placement === 'card' ? (
          <>
            {mayRestore ? (
              <Button onClick={() => onRestore(item)} disabled={busy}>
                <RotateCcw size={16} aria-hidden />
                Restore
                <span className="sr-only"> {nameOf(item)}</span>
              </Button>
            ) : null}
            {mayDelete ? (
              <Button
                variant="secondary"
                className="text-red-700"
                onClick={() => onDelete(item)}
                disabled={busy}
              >
                <Trash2 size={16} aria-hidden />
                Delete forever
                <span className="sr-only"> {nameOf(item)}</span>
              </Button>
            ) : null}
          </>
        ) : (
          <>
            {mayRestore ? (
              <IconButton
                label={`Restore ${nameOf(item)}`}
                icon={RotateCcw}
                onClick={() => onRestore(item)}
              />
            ) : null}
            {mayDelete ? (
              <IconButton
                label={`Delete forever ${nameOf(item)}`}
                icon={Trash2}
                onClick={() => onDelete(item)}
                danger
              />
            ) : null}
          </>
        )
      }
    />
  );
}
