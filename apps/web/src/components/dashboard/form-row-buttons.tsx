'use client';

/** The buttons of a form's list of rows (a service's features, the company statistics). */
import { Button, cn, type ButtonSize } from '@kasar/ui';
import { Plus, Trash2 } from 'lucide-react';

/** The trash button of one row, named by `label` ('Remove feature 2'). */
export function RemoveRowButton({
  label,
  onClick,
  size,
  className,
}: {
  label: string;
  onClick: () => void;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <Button
      variant="ghost"
      size={size}
      className={cn(className, 'text-red-700')}
      onClick={onClick}
      aria-label={label}
    >
      <Trash2 size={16} aria-hidden />
    </Button>
  );
}

/** 'Add Feature', 'Add Stat': appends an empty row. */
export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      <Plus size={16} aria-hidden />
      {label}
    </Button>
  );
}
