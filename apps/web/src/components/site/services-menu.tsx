'use client';

/**
 * The desktop 'Services' dropdown: a disclosure button over the list of enabled services (the
 * navigation pattern of the WAI-ARIA practices). Escape, a click elsewhere or the focus leaving
 * it close the list; the arrow keys move between its links.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

import { ServicesDisclosure } from './menu-parts';
import type { ServiceLink } from './nav-links';

export function ServicesMenu({ links }: { links: ServiceLink[] }) {
  const [open, setOpen] = useState(false);
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
      <ServicesDisclosure
        variant="dropdown"
        buttonRef={button}
        open={open}
        onToggle={() => setOpen(!open)}
        links={links}
        onNavigate={() => setOpen(false)}
      />
    </div>
  );
}
