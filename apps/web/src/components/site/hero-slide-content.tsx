/**
 * What the server renders of each home hero slide: its background image and its text. The
 * carousel receives them as elements, so neither next/image's props code nor these texts'
 * components are part of the page's client JavaScript.
 */
import { objectPosition, type FocalPoint } from '@kasar/validators/fields';
import Link from 'next/link';

import { HighlightedHeadline } from './highlighted-headline';
import { SiteImage } from './site-image';

/**
 * The slide's background image. The first slide's is the page's largest paint: preloaded and
 * asked for first; the others are lazy (and shown only when the carousel asks for them).
 */
export function HeroSlideImage({
  image,
  imageAlt,
  focalPoint,
  first,
}: {
  image: string;
  /** The staff's description of the image; none: decorative (the headline says it all). */
  imageAlt: string | null;
  /** The spot the crop keeps in frame; none: centred. */
  focalPoint: FocalPoint | null;
  first: boolean;
}) {
  return (
    <SiteImage
      src={image}
      alt={imageAlt ?? ''}
      fill
      sizes="100vw"
      preload={first}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
      className="object-cover"
      style={{ objectPosition: objectPosition(focalPoint) }}
    />
  );
}

/** The slide's subtitle chip, headline, text and two buttons. */
export function HeroSlideText({
  headline,
  description,
}: {
  headline: string;
  description: string;
}) {
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full border border-brand-300/40 bg-brand-600/25 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-brand-100 uppercase">
        Architecture &amp; Construction
      </p>
      <h1 className="mt-5 font-display text-4xl leading-tight font-extrabold text-white sm:text-5xl lg:text-6xl">
        <HighlightedHeadline text={headline} />
      </h1>
      <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-100 sm:text-lg">
        {description}
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
    </>
  );
}
