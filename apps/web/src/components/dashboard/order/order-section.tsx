'use client';

/** One list's order screen: loading, failure and empty states around the sortable list. */
import { EmptyState } from '@kasar/ui';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { SortableList, type SortableItem } from './sortable-list';

export function OrderSection({
  label,
  hint,
  list,
  items,
  onSave,
  emptyTitle,
  renderActions,
}: {
  /** Names the list, e.g. 'Carousel order'. */
  label: string;
  /** What the order decides, shown above the list. */
  hint: ReactNode;
  list: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Memoised: a new array means the stored order changed. */
  items: SortableItem[];
  onSave: (ids: string[]) => Promise<unknown>;
  emptyTitle: string;
  renderActions?: (item: SortableItem) => ReactNode;
}) {
  return (
    <section aria-label={label} className="space-y-4">
      <p className="text-sm text-ink-700">{hint}</p>
      {list.isPending ? <ListLoading label="Loading the order..." /> : null}
      {list.isError ? (
        <ListError
          message={errorMessage(list.error, 'Failed to load the order')}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {!list.isPending && !list.isError && items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : null}
      {items.length > 0 ? (
        <SortableList label={label} items={items} onSave={onSave} renderActions={renderActions} />
      ) : null}
    </section>
  );
}

/**
 * What follows a save of a list's order: on success `refresh` (the lists that show the items);
 * on failure (e.g. an item added meanwhile, so the order sent is not the whole list) the
 * message, and the stored order read again. The promise still fails, so the list reverts.
 */
export function afterOrderSave(
  save: Promise<unknown>,
  { refresh, reload }: { refresh: () => void; reload: () => unknown },
): Promise<void> {
  return save.then(refresh, (error: unknown) => {
    toast.error(errorMessage(error, 'Failed to save the order'));
    void reload();
    throw error;
  });
}
