/**
 * A row of image thumbnails, each with its position in the whole gallery (a long gallery shows
 * those of the pages here so far); the selected one is outlined.
 */
import { SiteImage } from './site-image';
import { cx } from '@kasar/ui';
import { objectPosition, type FocalPoint } from '@kasar/validators/fields';

export function ThumbnailStrip({
  images,
  total,
  selected,
  onSelect,
  label,
  className,
}: {
  /** Each thumbnail is a crop around its image's focal point (none: centred). */
  images: { index: number; src: string; focalPoint: FocalPoint | null }[];
  /** How many images the whole gallery has: none are shown for a single image. */
  total: number;
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  className?: string;
}) {
  if (total < 2) return null;
  return (
    <ul aria-label={label} className={cx('flex gap-2 overflow-x-auto p-1', className)}>
      {images.map(({ index, src, focalPoint }) => (
        <li key={`${src}-${index}`} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-label={`Show image ${index + 1}`}
            aria-current={index === selected ? 'true' : undefined}
            className={cx(
              'relative block h-14 w-20 overflow-hidden rounded-md ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              index === selected
                ? 'ring-brand-500'
                : 'opacity-70 ring-transparent hover:opacity-100',
            )}
          >
            <SiteImage
              src={src}
              alt=""
              fill
              sizes="80px"
              className="object-cover"
              style={{ objectPosition: objectPosition(focalPoint) }}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
