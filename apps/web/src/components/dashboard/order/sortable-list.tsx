'use client';

/**
 * A list staff put in order by dragging (mouse, touch, or the keyboard on the drag handle: Space
 * to pick up, arrows to move, Space to drop, Escape to cancel) or with each row's Move up / Move
 * down buttons. Screen readers hear every move: dnd-kit announces the drag, and a live region
 * announces the buttons' moves. Each move is saved at once; saves go out one after another, so
 * the last move is the one that stays.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { Button, cn } from '@kasar/ui';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import Image from 'next/image';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { StatusBadge } from '../status-badge';

export interface SortableItem {
  id: string;
  /** How the item is named in the row, the buttons' labels and the announcements. */
  label: string;
  detail?: string;
  imageUrl?: string | null;
  enabled: boolean;
}

const positionText = (index: number, count: number) => `position ${index + 1} of ${count}`;

/** A key pressed on a picked-up item before dnd-kit listened for it. */
interface HeldKey {
  target: EventTarget;
  key: string;
  code: string;
}

/**
 * Presses the held keys again, one task apart as a person would: dnd-kit reads where the item is
 * from what React rendered after the key before.
 */
async function pressAgain(keys: HeldKey[]) {
  for (const { target, key, code } of keys) {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
    );
    await new Promise((resolve) => setTimeout(resolve));
  }
}

function MoveButton({
  direction,
  label,
  disabled,
  onClick,
}: {
  direction: 'up' | 'down';
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  const Arrow = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="secondary"
      size="sm"
      data-move={direction}
      aria-label={`Move ${label} ${direction}`}
      title={`Move ${direction}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Arrow size={16} aria-hidden />
    </Button>
  );
}

function SortableRow({
  item,
  index,
  count,
  onMove,
  actions,
}: {
  item: SortableItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  actions?: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: DndCss.Transform.toString(transform), transition }}
      data-item-id={item.id}
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border border-ink-200 bg-white p-3 shadow-sm',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.label}`}
        className="cursor-grab touch-manipulation rounded p-1 text-ink-600 max-md:p-3 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 active:cursor-grabbing"
      >
        <GripVertical size={20} aria-hidden />
      </button>
      <span className="w-6 text-center text-sm font-semibold text-ink-700 md:w-8" aria-hidden>
        {index + 1}
      </span>
      {item.imageUrl ? (
        <span className="relative h-10 w-14 shrink-0 overflow-hidden rounded bg-ink-200 md:h-12 md:w-20">
          <Image src={item.imageUrl} alt="" fill unoptimized className="object-cover" />
        </span>
      ) : null}
      {/* On a phone the name takes the rest of the first line (at least 10rem) and the badge,
          the row's own controls and the move buttons wrap to a second line. */}
      <span className="min-w-0 flex-1 max-md:basis-40">
        <span className="block font-medium break-words text-ink-900 md:truncate">{item.label}</span>
        {item.detail ? (
          <span className="block truncate text-sm text-ink-600">{item.detail}</span>
        ) : null}
      </span>
      <StatusBadge enabled={item.enabled} />
      {actions}
      <span className="flex gap-1">
        <MoveButton
          direction="up"
          label={item.label}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        />
        <MoveButton
          direction="down"
          label={item.label}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        />
      </span>
    </li>
  );
}

export function SortableList({
  label,
  items,
  onSave,
  renderActions,
}: {
  /** Names the list for assistive technology, e.g. 'Carousel order'. */
  label: string;
  /** The items in their stored order (keep the array stable between renders: memoise it). */
  items: SortableItem[];
  /** Saves the whole new order; a rejection puts the list back as it was. */
  onSave: (ids: string[]) => Promise<unknown>;
  /** Extra controls of a row (e.g. the featured switch). */
  renderActions?: (item: SortableItem) => ReactNode;
}) {
  const [order, setOrder] = useState(items);
  const [shownItems, setShownItems] = useState(items);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; to: 'up' | 'down' } | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const justPickedUp = useRef(false);
  const heldKeys = useRef<HeldKey[] | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const dndId = useId();

  // The stored order changed (read again, or changed elsewhere): show it.
  if (items !== shownItems) {
    setShownItems(items);
    setOrder(items);
  }

  // A button move re-renders the rows in their new order: keep focus on the moved item's button
  // (or its other one, when it reached the end of the list).
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending || !listRef.current) return;
    focusAfterMove.current = null;
    const row = listRef.current.querySelector(`[data-item-id="${CSS.escape(pending.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${pending.to}"]`);
    const other = row?.querySelector<HTMLButtonElement>(
      `[data-move="${pending.to === 'up' ? 'down' : 'up'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [order]);

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A finger picks an item up by holding the handle still for a moment: a swipe that starts
    // on the handle scrolls the page instead (the handle allows touch scrolling, see below).
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (id: UniqueIdentifier) =>
    order.find((item) => item.id === id)?.label ?? String(id);
  const indexOf = (id: UniqueIdentifier) => order.findIndex((item) => item.id === id);

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      return `Picked up ${labelOf(active.id)}, ${positionText(indexOf(active.id), order.length)}.`;
    },
    onDragOver: ({ active, over }) => {
      // dnd-kit reports the item over its own place as the drag starts: keep 'Picked up'.
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      return over
        ? `${labelOf(active.id)} is over ${positionText(indexOf(over.id), order.length)}.`
        : `${labelOf(active.id)} is no longer over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at ${positionText(indexOf(over.id), order.length)}.`
        : `${labelOf(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${labelOf(active.id)} is back at ${positionText(indexOf(active.id), order.length)}.`,
  };

  const move = (from: number, to: number): SortableItem[] | null => {
    if (from === to || to < 0 || to >= order.length) return null;
    const before = order;
    const next = arrayMove(order, from, to);
    setOrder(next);
    const ids = next.map((item) => item.id);
    saving.current = saving.current
      .catch(() => undefined)
      .then(() => onSave(ids))
      .catch(() => {
        setOrder(before);
        setAnnouncement('The new order could not be saved; the list is back as it was.');
      });
    return next;
  };

  const onButtonMove = (from: number, to: number) => {
    const moved = order[from];
    if (!moved || !move(from, to)) return;
    setAnnouncement(`${moved.label} moved to ${positionText(to, order.length)}.`);
    focusAfterMove.current = { id: moved.id, to: to < from ? 'up' : 'down' };
  };

  // dnd-kit's keyboard sensor (6.3.1) starts listening for the arrow keys, Space and Escape in a
  // timer it sets as the drag starts, so that the Space that picked the item up does not drop it
  // at once. A key pressed before that timer ran was lost, though the item already showed and was
  // announced as picked up: an arrow pressed on hearing 'Picked up' moved nothing and said
  // nothing. Until then the list holds the keys pressed on it and presses them again after.
  const onDragStart = ({ activatorEvent }: DragStartEvent) => {
    if (!(activatorEvent instanceof KeyboardEvent)) return;
    const held: HeldKey[] = [];
    heldKeys.current = held;
    // This runs inside the sensor's start, before it sets its timer; a timer set once the key
    // that started the drag has been handled (a microtask) runs after the sensor's.
    queueMicrotask(() =>
      setTimeout(() => {
        if (heldKeys.current !== held) return;
        heldKeys.current = null;
        void pressAgain(held);
      }),
    );
  };

  const holdKeyUntilDndKitListens = (event: ReactKeyboardEvent) => {
    if (!heldKeys.current || event.repeat) return;
    // Stopped here, it reaches dnd-kit once: when pressed again, not now as well.
    event.preventDefault();
    event.stopPropagation();
    heldKeys.current.push({ target: event.target, key: event.key, code: event.code });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    heldKeys.current = null;
    if (over) move(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        heldKeys.current = null;
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To pick up an item, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel. Or use its Move up and Move down buttons.',
        },
      }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol
          ref={listRef}
          aria-label={label}
          className="space-y-2"
          onKeyDownCapture={holdKeyUntilDndKitListens}
        >
          {order.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              count={order.length}
              onMove={onButtonMove}
              actions={renderActions?.(item)}
            />
          ))}
        </ol>
      </SortableContext>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </DndContext>
  );
}
