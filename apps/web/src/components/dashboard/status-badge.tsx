/** Active / Inactive, as every list shows an item's is_enabled flag. */
import { cn } from '@kasar/ui';

export function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        enabled ? 'bg-green-100 text-green-800' : 'bg-ink-200 text-ink-800',
      )}
    >
      {enabled ? 'Active' : 'Inactive'}
    </span>
  );
}
