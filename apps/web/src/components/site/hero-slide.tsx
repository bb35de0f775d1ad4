/**
 * The frame of one home hero slide, rendered by the carousel (a client component): whether it is
 * shown, its image once the carousel asks for it, the dark gradient, and its text (rendered on
 * the server: hero-slide-content.tsx), sliding in when the carousel has moved.
 */
import type { ReactNode } from 'react';

import { cx } from '@kasar/ui';

export interface HeroSlideData {
  id: string;
  /** The slide's background image (a SiteImage rendered on the server). */
  image: ReactNode;
  /** The slide's chip, headline, text and buttons (rendered on the server). */
  content: ReactNode;
}

export function HeroSlide({
  slide,
  active,
  showImage,
  animate,
  position,
}: {
  slide: HeroSlideData;
  active: boolean;
  /** Off for the later slides until the page has loaded (see HeroCarousel). */
  showImage: boolean;
  /** Slide the text in; off for the first paint so it does not delay the largest paint. */
  animate: boolean;
  position: string;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
      className={cx(
        'absolute inset-0 transition-opacity duration-[600ms] ease-in-out motion-reduce:transition-none',
        active ? 'z-10 opacity-100' : 'z-0 opacity-0',
      )}
    >
      {showImage ? slide.image : null}
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/90 via-ink-950/70 to-ink-950/30" />
      <div className="relative mx-auto flex h-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <div className={cx('max-w-2xl', active && animate && 'motion-safe:animate-rise')}>
          {slide.content}
        </div>
      </div>
    </div>
  );
}
