'use client';

/**
 * The filters of a list. From the `md` breakpoint (768 px) up they are always shown; below it
 * they fold into a panel behind a Filters button (saying how many filters are set), so a phone
 * shows the list first.
 */
import { Button, cn } from '@kasar/ui';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

export function FilterPanel({
  activeCount,
  className,
  children,
}: {
  /** How many filters are set, shown on the button. */
  activeCount: number;
  /** Classes of the panel: its layout (the panel hides itself below `md` while folded). */
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant="secondary"
        className="min-h-11 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SlidersHorizontal size={16} aria-hidden />
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <div id={panelId} className={cn(!open && 'max-md:hidden', className)}>
        {children}
      </div>
    </>
  );
}
