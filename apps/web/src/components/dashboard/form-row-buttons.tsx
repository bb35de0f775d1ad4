'use client';

/** The buttons of a form's list of rows (a service's features, the company statistics). */
import { Button, cn, type ButtonSize } from '@kasar/ui';
import { Plus, Trash2 } from 'lucide-react';

/** The rows of a react-hook-form field array, as far as these buttons need them. */
interface Rows {
  fields: readonly unknown[];
  remove: (index: number) => void;
}

/** The trash button of row `index` ('Remove feature 2'), shown while there is more than one row. */
export function RemoveRowButton({
  rows,
  index,
  noun,
  size,
  className,
}: {
  rows: Rows;
  index: number;
  /** 'feature', 'stat'. */
  noun: string;
  size?: ButtonSize;
  className?: string;
}) {
  if (rows.fields.length <= 1) return null;
  return (
    <Button
      variant="ghost"
      size={size}
      className={cn(className, 'text-red-700')}
      onClick={() => rows.remove(index)}
      aria-label={`Remove ${noun} ${index + 1}`}
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
