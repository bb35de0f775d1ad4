/** A small icon-only button of a table row or card, named by its label. */
import { Button } from '@kasar/ui';
import type { LucideIcon } from 'lucide-react';

export function IconButton({
  label,
  icon: Icon,
  onClick,
  danger = false,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Red, for a button that deletes. */
  danger?: boolean;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className={danger ? 'text-red-700' : undefined}
      onClick={onClick}
      aria-label={label}
    >
      <Icon size={16} aria-hidden />
    </Button>
  );
}
