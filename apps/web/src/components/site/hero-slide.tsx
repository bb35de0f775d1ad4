/** One slide of the home hero: background image, subtitle chip, headline, text, two buttons. */
import { SiteImage } from './site-image';
import Link from 'next/link';

import { HighlightedHeadline } from './highlighted-headline';
import { cx } from '@kasar/ui';

export interface HeroSlideData {
  id: string;
  image: string;
  /** The staff's description of the image; none: decorative (the headline says it all). */
  imageAlt: string | null;
  headline: string;
  description: string;
}

export function HeroSlide({
  slide,
  active,
  first,
  showImage,
  animate,
  position,
}: {
  slide: HeroSlideData;
  active: boolean;
  first: boolean;
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
      {showImage ? (
        <SiteImage
          src={slide.image}
          alt={slide.imageAlt ?? ''}
          fill
          sizes="100vw"
          preload={first}
          fetchPriority={first ? 'high' : 'low'}
          loading={first ? 'eager' : 'lazy'}
          className="object-cover"
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/90 via-ink-950/70 to-ink-950/30" />
      <div className="relative mx-auto flex h-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <div className={cx('max-w-2xl', active && animate && 'motion-safe:animate-rise')}>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-300/40 bg-brand-600/25 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-brand-100 uppercase">
            Architecture &amp; Construction
          </p>
          <h1 className="mt-5 font-display text-4xl leading-tight font-extrabold text-white sm:text-5xl lg:text-6xl">
            <HighlightedHeadline text={slide.headline} />
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-100 sm:text-lg">
            {slide.description}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/our-projects"
              className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Explore Projects
            </Link>
            <Link
              href="/contact-us"
              className="rounded-lg border-2 border-white/80 px-6 py-3 font-semibold text-white transition-colors hover:bg-white hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
