/** The action row at the foot of a dashboard card: enable/disable, any extra buttons, edit, delete. */
import { Button, Toggle } from '@kasar/ui';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a card's actions do, as its list wires them. */
export interface ItemActions {
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  /** While the item's status is being changed. */
  toggling: boolean;
}

export function CardActions({
  enabled,
  itemName,
  actions: { onEdit, onToggle, onDelete, toggling },
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
      <Toggle
        checked={enabled}
        onChange={onToggle}
        disabled={toggling}
        label={`${enabled ? 'Disable' : 'Enable'} ${itemName}`}
      />
      {children}
      <Button variant="secondary" size="sm" onClick={onEdit}>
        <Pencil size={16} aria-hidden />
        Edit
      </Button>
      <Button variant="ghost" size="sm" className="text-red-700" onClick={onDelete}>
        <Trash2 size={16} aria-hidden />
        Delete
      </Button>
    </div>
  );
}
