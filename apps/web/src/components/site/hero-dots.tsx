/** One dot per hero slide; the current one is wider and marked for assistive technology. */
import { cx } from '@kasar/ui';

export function HeroDots({
  total,
  current,
  onSelect,
}: {
  total: number;
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <div className="flex items-center gap-1">
      {Array.from({ length: total }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={`Go to slide ${index + 1}`}
          aria-current={index === current ? 'true' : undefined}
          className="group flex h-11 min-w-6 items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <span
            className={cx(
              'block h-2.5 rounded-full transition-all duration-300 motion-reduce:transition-none',
              index === current ? 'w-8 bg-brand-500' : 'w-2.5 bg-white/60 group-hover:bg-white',
            )}
          />
        </button>
      ))}
    </div>
  );
}
