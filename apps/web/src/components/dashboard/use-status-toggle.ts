'use client';

/** The Active / Inactive switch of a list's items, and the card actions it goes with. */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { ItemActions, ItemRights } from './card-actions';
import { withToasts } from './mutation-toasts';

/** An item with a status, as the toggle mutations take it. */
type StatusItem = { id: string; is_enabled: boolean };

export interface StatusToggle {
  toggle: (item: StatusItem) => void;
  /** Whether `item`'s status is being changed. */
  isToggling: (item: StatusItem) => boolean;
}

/** Flips an item's status with the list's toggle mutation, saying so in a toast. */
export function useStatusToggle<TData, TError>(
  options: UseMutationOptions<TData, TError, StatusItem>,
  { done, failed, then }: { done: string; failed: string; then: () => void },
): StatusToggle {
  const mutation = useMutation(options);
  return {
    toggle: (item) =>
      mutation.mutate(
        { id: item.id, is_enabled: !item.is_enabled },
        withToasts(done, failed, then),
      ),
    isToggling: (item) => mutation.isPending && mutation.variables.id === item.id,
  };
}

/**
 * A card's actions: Edit and Delete open the list's dialogs for the item, the switch flips it;
 * `may` says which of them the user's role has.
 */
export function cardActions<T extends StatusItem>(
  item: T,
  open: (kind: 'edit' | 'delete', item: T) => void,
  status: StatusToggle,
  may: ItemRights,
): ItemActions {
  return {
    may,
    onEdit: () => open('edit', item),
    onDelete: () => open('delete', item),
    onToggle: () => status.toggle(item),
    toggling: status.isToggling(item),
  };
}
