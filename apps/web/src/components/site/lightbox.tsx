'use client';

/**
 * The full-screen image viewer: wrap-around previous/next through the whole gallery, 'n / total',
 * thumbnails; closes on Escape, the close button or a click outside the image. SiteDialog locks
 * page scrolling. Its code is loaded when a visitor first opens it (lightbox-context.tsx).
 */
import { useEffect } from 'react';

import { ImageViewer, useImageStep, type Gallery } from './image-viewer';
import { DialogPanel, SiteModal } from './site-dialog';
import { IconButton } from './icons/icon';

export function Lightbox({
  gallery,
  openAt,
  onClose,
  onShow,
}: {
  gallery: Gallery;
  openAt: number | null;
  onClose: () => void;
  /** Called with each image shown, so a gallery only partly here can fetch its page. */
  onShow: (index: number) => void;
}) {
  return (
    <SiteModal item={openAt} onClose={onClose} backdropClassName="bg-ink-950/95">
      {(start, titleId) => (
        <>
          <IconButton
            icon="x"
            label="Close gallery"
            onClick={onClose}
            className="fixed top-4 right-4 z-10 inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            iconClassName="size-7"
          />
          <div className="fixed inset-0 flex items-center justify-center p-4 pt-20 sm:p-10">
            <LightboxPanel
              key={start}
              gallery={gallery}
              titleId={titleId}
              start={start}
              onShow={onShow}
            />
          </div>
        </>
      )}
    </SiteModal>
  );
}

function LightboxPanel({
  gallery,
  titleId,
  start,
  onShow,
}: {
  gallery: Gallery;
  titleId: string;
  start: number;
  onShow: (index: number) => void;
}) {
  const step = useImageStep(gallery.total, start);
  useEffect(() => onShow(step.index), [onShow, step.index]);
  return (
    <DialogPanel
      className="flex w-full max-w-5xl flex-col items-center gap-4"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') step.previous();
        if (event.key === 'ArrowRight') step.next();
      }}
    >
      <h2 id={titleId} className="sr-only">{`${gallery.title} gallery`}</h2>
      <ImageViewer gallery={gallery} step={step} layout="lightbox" />
    </DialogPanel>
  );
}
