'use client';

/**
 * One list's order screen: the choice of the list's owner where lists belong to one (a
 * service's projects, a project's images), then loading, failure and empty states around the
 * sortable list.
 */
import { EmptyState, Select, type SelectOption } from '@kasar/ui';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';

import { errorMessage } from '../errors';
import { QueryStates, type QueryState } from '../list-states';
import { SortableList, type SortableItem } from './sortable-list';

type Owner = {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  list: QueryState;
  /** Shown when there is no owner to choose. */
  missing: string;
};

/**
 * The owner whose list an order screen shows: the one chosen, else the first of `list` that is
 * `preferred` (by default the first of all). `id` is empty while there is none.
 */
export function useOwnerChoice<T extends { id: string }>(
  list: QueryState & { data?: readonly T[] },
  {
    label,
    missing,
    optionLabel,
    preferred = () => true,
  }: {
    label: string;
    missing: string;
    optionLabel: (owner: T) => string;
    preferred?: (owner: T) => boolean;
  },
): { id: string; owner: Owner } {
  const [chosen, setChosen] = useState('');
  const owners = list.data ?? [];
  const id = chosen || (owners.find(preferred) ?? owners[0])?.id || '';
  const options = owners.map((owner) => ({ value: owner.id, label: optionLabel(owner) }));
  return { id, owner: { label, options, value: id, onChange: setChosen, list, missing } };
}

export function OrderSection<T>({
  label,
  hint,
  owner,
  list,
  toItems,
  onSave,
  refresh,
  emptyTitle,
  renderActions,
}: {
  /** Names the list, e.g. 'Carousel order'. */
  label: string;
  /** What the order decides, shown above the list. */
  hint: ReactNode;
  /** The owner whose list is shown, chosen from `options` (read by `list`). */
  owner?: Owner;
  /** The stored order. */
  list: QueryState & { data?: T[] };
  /** The rows of the stored order; a function that stays the same from one render to the next. */
  toItems: (data: T[]) => SortableItem[];
  /** Stores the order. */
  onSave: (ids: string[]) => Promise<unknown>;
  /** The queries of the lists that show the items, read again after a save. */
  refresh: QueryKey;
  emptyTitle: string;
  renderActions?: (item: SortableItem) => ReactNode;
}) {
  const queryClient = useQueryClient();
  // A new array means the stored order changed.
  const items = useMemo(() => toItems(list.data ?? []), [list.data, toItems]);
  const save = (ids: string[]) =>
    afterOrderSave(onSave(ids), {
      refresh: () => void queryClient.invalidateQueries({ queryKey: refresh }),
      reload: () => list.refetch(),
    });
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
        <SortableList label={label} items={items} onSave={save} renderActions={renderActions} />
      ) : null}
    </section>
  );
}

function OrderStates({
  list,
  items,
  emptyTitle,
}: {
  list: QueryState;
  items: SortableItem[];
  emptyTitle: string;
}) {
  return (
    <>
      <QueryStates query={list} loading="Loading the order..." failed="Failed to load the order" />
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
function afterOrderSave(
  save: Promise<unknown>,
  { refresh, reload }: { refresh: () => void; reload: () => unknown },
): Promise<void> {
  return save.then(refresh, (error: unknown) => {
    toast.error(errorMessage(error, 'Failed to save the order'));
    void reload();
    throw error;
  });
}
