'use client';

/**
 * The desktop 'Services' dropdown: a disclosure button over the list of enabled services (the
 * navigation pattern of the WAI-ARIA practices). Escape, a click elsewhere or the focus leaving
 * it close the list; the arrow keys move between its links.
 */
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

import { cx } from '@kasar/ui';

import type { ServiceLink } from './nav-links';
import { Icon } from './icons/icon';

export function ServicesMenu({ links }: { links: ServiceLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  /** Moves the focus to the next (1) or previous (-1) link, wrapping around. */
  const moveFocus = (step: 1 | -1) => {
    const items = [...(root.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    if (items.length === 0) return;
    const current = items.findIndex((item) => item === document.activeElement);
    const next = current === -1 ? (step === 1 ? 0 : items.length - 1) : current + step;
    items[(next + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // The links must be shown before they can take the focus.
      if (!open) flushSync(() => setOpen(true));
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !root.current?.contains(event.relatedTarget)
        ) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className={cx(
          'flex items-center gap-1 rounded-md px-3 py-2 text-[15px] font-semibold text-ink-700 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          open && 'text-brand-700',
        )}
      >
        Services
        <Icon
          name="chevron-down"
          className={cx(
            'size-4 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-ink-200 bg-white p-2 shadow-xl"
      >
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50 focus-visible:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
