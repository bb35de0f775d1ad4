/** The portfolio's filter buttons: 'All' plus one per service name. */
import { cx } from '@kasar/ui';

export const ALL_FILTER = 'All';

export function ProjectFilters({
  options,
  selected,
  onSelect,
}: {
  options: string[];
  selected: string;
  onSelect: (option: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter projects by service"
      className="flex flex-wrap justify-center gap-2"
    >
      {[ALL_FILTER, ...options].map((option) => (
        <button
          key={option}
          type="button"
          onClick={() => onSelect(option)}
          aria-pressed={option === selected}
          className={cx(
            'rounded-full px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            option === selected
              ? 'bg-brand-600 text-white shadow'
              : 'bg-white text-ink-700 ring-1 ring-ink-300 hover:bg-ink-100',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
