'use client';

/**
 * One list's order screen: the choice of the list's owner where lists belong to one (a
 * service's projects, a project's images), then loading, failure and empty states around the
 * sortable list.
 */
import { EmptyState, Select, type SelectOption } from '@kasar/ui';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { SortableList, type SortableItem } from './sortable-list';

type ListState = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

export function OrderSection({
  label,
  hint,
  owner,
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
  /** The owner whose list is shown, chosen from `options` (read by `list`). */
  owner?: {
    label: string;
    options: SelectOption[];
    value: string;
    onChange: (value: string) => void;
    list: ListState;
    /** Shown when there is no owner to choose. */
    missing: string;
  };
  list: ListState;
  /** Memoised: a new array means the stored order changed. */
  items: SortableItem[];
  onSave: (ids: string[]) => Promise<unknown>;
  emptyTitle: string;
  renderActions?: (item: SortableItem) => ReactNode;
}) {
  // No owner chosen yet: the owners are loading, failed to load, or there are none.
  const choosing = owner !== undefined && owner.value === '';
  const noOwner = choosing && !owner.list.isPending && !owner.list.isError;
  return (
    <section aria-label={label} className="space-y-4">
      {owner ? (
        <Select
          label={owner.label}
          containerClassName="max-w-md"
          options={owner.options}
          value={owner.value}
          onChange={(event) => owner.onChange(event.target.value)}
        />
      ) : null}
      <p className="text-sm text-ink-700">{noOwner ? owner?.missing : hint}</p>
      {noOwner ? null : (
        <OrderStates list={choosing ? owner.list : list} items={items} emptyTitle={emptyTitle} />
      )}
      {items.length > 0 ? (
        <SortableList label={label} items={items} onSave={onSave} renderActions={renderActions} />
      ) : null}
    </section>
  );
}

function OrderStates({
  list,
  items,
  emptyTitle,
}: {
  list: ListState;
  items: SortableItem[];
  emptyTitle: string;
}) {
  return (
    <>
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
    </>
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
