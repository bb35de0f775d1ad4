/**
 * The action row at the foot of a dashboard card: enable/disable, any extra buttons, edit, delete,
 * each only when the user's role may do it.
 */
import { Button, Toggle } from '@kasar/ui';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** What the user's role may do to a list's items (its `<resource>.publish`, `.edit`, `.delete`). */
export interface ItemRights {
  /** Enable, disable, order, feature. */
  publish: boolean;
  edit: boolean;
  delete: boolean;
}

/** What a card's actions do, as its list wires them. */
export interface ItemActions {
  may: ItemRights;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  /** While the item's status is being changed. */
  toggling: boolean;
}

export function CardActions({
  enabled,
  itemName,
  actions: { may, onEdit, onToggle, onDelete, toggling },
  children,
}: {
  enabled: boolean;
  /** Names the item in the toggle's label. */
  itemName: string;
  actions: ItemActions;
  /** Buttons shown between the toggle and Edit. */
  children?: ReactNode;
}) {
  return (
    <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">
      {may.publish ? (
        <Toggle
          checked={enabled}
          onChange={onToggle}
          disabled={toggling}
          label={`${enabled ? 'Disable' : 'Enable'} ${itemName}`}
        />
      ) : null}
      {children}
      {may.edit ? (
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil size={16} aria-hidden />
          Edit
        </Button>
      ) : null}
      {may.delete ? (
        <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
          <Trash2 size={16} aria-hidden />
          Delete
        </Button>
      ) : null}
    </div>
  );
}
