/**
 * The image viewer shared by the lightbox and the project modal: the current image with
 * wrap-around previous/next buttons, the 'n / total' counter and the thumbnails. A gallery may
 * be only partly here (a service's photos come a page at a time): an image not here yet shows
 * as an empty frame until its page arrives.
 */
import { SiteImage } from './site-image';
import { useState } from 'react';

import { cx } from '@kasar/ui';
import { objectPosition, type FocalPoint } from '@kasar/validators/fields';

import { ThumbnailStrip } from './thumbnail-strip';
import { IconButton } from './icons/icon';

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-ink-950/70 text-white backdrop-blur transition-colors hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Previous/next buttons (only with more than one image) and the 'n / total' counter. */
function ImageStepper({ step, total }: { step: ImageStep; total: number }) {
  const { index, previous, next } = step;
  return (
    <>
      {total > 1
        ? (
            [
              [
                'chevron-left',
                'Previous image',
                previous,
                'absolute top-1/2 left-3 -translate-y-1/2',
              ],
              ['chevron-right', 'Next image', next, 'absolute top-1/2 right-3 -translate-y-1/2'],
            ] as const
          ).map(([icon, label, onClick, placement]) => (
            <IconButton
              key={icon}
              icon={icon}
              label={label}
              onClick={onClick}
              className={cx(buttonClass, placement)}
              iconClassName="size-6"
            />
          ))
        : null}
      <p
        data-testid="image-counter"
        className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-ink-950/75 px-3 py-1 text-sm font-semibold text-white tabular-nums"
      >
        {index + 1} / {total}
      </p>
    </>
  );
}

/** Which image is shown, and the moves between images (wrapping around at either end). */
export function useImageStep(total: number, start = 0) {
  const [index, setIndex] = useState(start);
  return {
    index,
    setIndex,
    previous: () => setIndex((index - 1 + total) % total),
    next: () => setIndex((index + 1) % total),
  };
}

export type ImageStep = ReturnType<typeof useImageStep>;

/**
 * One image of a gallery: its address, the staff's text (none: 'title, image n of total') and
 * the spot its crops keep in frame (none: centred).
 */
export interface GalleryImage {
  src: string;
  alt: string | null;
  focalPoint: FocalPoint | null;
}

/** The images a viewer steps through, and what names them. */
export interface Gallery {
  total: number;
  /** The image at `index`, or undefined while it is not here yet. */
  imageAt: (index: number) => GalleryImage | undefined;
  /** The images here so far, with their positions, for the thumbnail strip. */
  thumbnails: { index: number; src: string; focalPoint: FocalPoint | null }[];
  title: string;
}

/** A gallery whose images are all here. */
export function wholeGallery(title: string, images: GalleryImage[]): Gallery {
  return {
    total: images.length,
    imageAt: (index) => images[index],
    thumbnails: images.map((image, index) => ({
      index,
      src: image.src,
      focalPoint: image.focalPoint,
    })),
    title,
  };
}

/** The two places the viewer appears, and how it is laid out in each. */
const LAYOUTS = {
  lightbox: {
    frame: 'relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-ink-900',
    sizes: '(min-width: 1024px) 1024px, 100vw',
    fit: 'object-contain',
    /** The whole image shows: nothing is cropped, so the focal point does not move it. */
    crops: false,
    thumbnailsLabel: 'Gallery thumbnails',
    thumbnails: 'max-w-full',
  },
  project: {
    frame: 'relative aspect-[16/10] bg-ink-900',
    sizes: '(min-width: 896px) 896px, 100vw',
    fit: 'object-cover',
    crops: true,
    thumbnailsLabel: 'Project images',
    thumbnails: 'border-b border-ink-200 px-4 py-3',
  },
};

export function ImageViewer({
  gallery,
  step,
  layout,
}: {
  gallery: Gallery;
  step: ImageStep;
  layout: keyof typeof LAYOUTS;
}) {
  const { total, title } = gallery;
  const { index, setIndex } = step;
  const image = gallery.imageAt(index);
  const classes = LAYOUTS[layout];
  return (
    <>
      <div className={classes.frame}>
        {image ? (
          <SiteImage
            src={image.src}
            alt={image.alt ?? `${title}, image ${index + 1} of ${total}`}
            fill
            sizes={classes.sizes}
            className={classes.fit}
            style={classes.crops ? { objectPosition: objectPosition(image.focalPoint) } : undefined}
          />
        ) : null}
        <ImageStepper step={step} total={total} />
      </div>
      <ThumbnailStrip
        images={gallery.thumbnails}
        total={total}
        selected={index}
        onSelect={setIndex}
        label={classes.thumbnailsLabel}
        className={classes.thumbnails}
      />
    </>
  );
}
