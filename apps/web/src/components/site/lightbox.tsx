'use client';

/**
 * The full-screen image viewer: wrap-around previous/next, 'n / total', thumbnails; closes on
 * Escape, the close button or a click outside the image. SiteDialog locks page scrolling.
 */
import Image from 'next/image';
import { useId, useState } from 'react';

import { ImageStepper } from './image-stepper';
import { DialogPanel, SiteDialog } from './site-dialog';
import { ThumbnailStrip } from './thumbnail-strip';
import { IconButton } from './icons/icon';

export function Lightbox({
  images,
  alts,
  title,
  openAt,
  onClose,
}: {
  images: string[];
  /** The staff's texts, by index; none: 'title, image n of total'. */
  alts?: (string | null)[];
  title: string;
  openAt: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <SiteDialog open={openAt !== null} onClose={onClose} labelledBy={titleId}>
      <div className="fixed inset-0 bg-ink-950/95" aria-hidden="true" />
      <IconButton
        icon="x"
        label="Close gallery"
        onClick={onClose}
        className="fixed top-4 right-4 z-10 inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        iconClassName="size-7"
      />
      <div className="fixed inset-0 flex items-center justify-center p-4 pt-20 sm:p-10">
        {openAt !== null ? (
          <LightboxPanel
            key={openAt}
            images={images}
            alts={alts}
            title={title}
            titleId={titleId}
            start={openAt}
          />
        ) : null}
      </div>
    </SiteDialog>
  );
}

function LightboxPanel({
  images,
  alts,
  title,
  titleId,
  start,
}: {
  images: string[];
  alts?: (string | null)[];
  title: string;
  titleId: string;
  start: number;
}) {
  const [index, setIndex] = useState(start);
  const total = images.length;
  const previous = () => setIndex((index - 1 + total) % total);
  const next = () => setIndex((index + 1) % total);
  return (
    <DialogPanel
      className="flex w-full max-w-5xl flex-col items-center gap-4"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous();
        if (event.key === 'ArrowRight') next();
      }}
    >
      <h2 id={titleId} className="sr-only">{`${title} gallery`}</h2>
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-xl bg-ink-900">
        <Image
          src={images[index] ?? ''}
          alt={alts?.[index] ?? `${title}, image ${index + 1} of ${total}`}
          fill
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="object-contain"
        />
        <ImageStepper index={index} total={total} onPrevious={previous} onNext={next} />
      </div>
      <ThumbnailStrip
        images={images}
        selected={index}
        onSelect={setIndex}
        label="Gallery thumbnails"
        className="max-w-full"
      />
    </DialogPanel>
  );
}
