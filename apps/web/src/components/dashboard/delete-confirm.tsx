'use client';

/** Asks before deleting an item of a list, naming it; open while there is an item to delete. */
import { ConfirmDialog } from '@kasar/ui';
import type { ReactNode } from 'react';

export function DeleteConfirm<T>({
  item,
  title,
  onClose,
  onConfirm,
  busy,
  children,
}: {
  item: T | null;
  title: string;
  onClose: () => void;
  onConfirm: (item: T) => void;
  busy: boolean;
  /** The question, e.g. 'Delete “Roof”? It goes to the Trash, …' (see TrashNotice). */
  children: (item: T) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onClose={onClose}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
      title={title}
      message={item !== null ? <p>{children(item)}</p> : null}
      confirmLabel="Delete"
      busy={busy}
      busyLabel="Deleting..."
    />
  );
}
