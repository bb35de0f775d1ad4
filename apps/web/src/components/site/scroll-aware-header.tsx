'use client';

/** The sticky site header: its top bar folds away once the page scrolls past 20 px. */
import type { ReactNode } from 'react';

import { useScrolledPast } from './use-scrolled-past';
import { cx } from '@kasar/ui';

const TOP_BAR_HIDE_AFTER_PX = 20;

export function ScrollAwareHeader({
  topBar,
  children,
}: {
  topBar: ReactNode;
  children: ReactNode;
}) {
  const scrolled = useScrolledPast(TOP_BAR_HIDE_AFTER_PX);
  return (
    <header
      className={cx(
        'sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow',
        scrolled && 'shadow-md',
      )}
    >
      <div
        data-testid="top-bar"
        data-hidden={scrolled}
        inert={scrolled}
        className={cx(
          'grid transition-[grid-template-rows] duration-300 motion-reduce:transition-none',
          scrolled ? 'grid-rows-[0fr]' : 'grid-rows-[1fr]',
        )}
      >
        <div className="overflow-hidden">{topBar}</div>
      </div>
      {children}
    </header>
  );
}
