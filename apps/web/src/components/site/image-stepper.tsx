/** Previous/next buttons and the 'n / total' counter shared by the project modal and lightbox. */
import { cx } from '@kasar/ui';
import { IconButton } from './icons/icon';

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-ink-950/70 text-white backdrop-blur transition-colors hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ImageStepper({
  index,
  total,
  onPrevious,
  onNext,
  className,
}: {
  index: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
  className?: string;
}) {
  return (
    <>
      {total > 1 ? (
        <>
          <IconButton
            icon="chevron-left"
            label="Previous image"
            onClick={onPrevious}
            className={cx(buttonClass, 'absolute top-1/2 left-3 -translate-y-1/2')}
            iconClassName="size-6"
          />
          <IconButton
            icon="chevron-right"
            label="Next image"
            onClick={onNext}
            className={cx(buttonClass, 'absolute top-1/2 right-3 -translate-y-1/2')}
            iconClassName="size-6"
          />
        </>
      ) : null}
      <p
        data-testid="image-counter"
        className={cx(
          'absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-ink-950/75 px-3 py-1 text-sm font-semibold text-white tabular-nums',
          className,
        )}
      >
        {index + 1} / {total}
      </p>
    </>
  );
}
