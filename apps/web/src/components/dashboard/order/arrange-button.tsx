'use client';

/** Switches a list screen between its cards and the screen that puts them in order. */
import { Button } from '@kasar/ui';
import { ArrowUpDown, LayoutGrid } from 'lucide-react';

export function ArrangeButton({
  arranging,
  onChange,
  label = 'Arrange order',
}: {
  arranging: boolean;
  onChange: (arranging: boolean) => void;
  label?: string;
}) {
  return (
    <Button variant="secondary" onClick={() => onChange(!arranging)}>
      {arranging ? <LayoutGrid size={16} aria-hidden /> : <ArrowUpDown size={16} aria-hidden />}
      {arranging ? 'Back to the list' : label}
    </Button>
  );
}
