'use client';

/**
 * The home hero carousel: autoplay every 7 s while there is more than one slide,
 * a 0.6 s transition during which navigation is ignored, wrap-around arrows, dots, play/pause
 * and a 'current / total' indicator.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { usePageLoaded } from './after-page-load';
import { HeroDots } from './hero-dots';
import { HeroSlide, type HeroSlideData } from './hero-slide';
import { Icon } from './icons/icon';

export const AUTOPLAY_INTERVAL_MS = 7000;
export const TRANSITION_MS = 600;
/** After the page's load event, the wait before the other slides' images are asked for. */
const REST_IMAGES_DELAY_MS = 500;

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/40 bg-ink-950/40 text-white backdrop-blur transition-colors hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function HeroCarousel({
  slides,
  particles,
}: {
  /** The slides, their images and texts rendered on the server. */
  slides: HeroSlideData[];
  /** The decorative particles over the slides (rendered on the server). */
  particles: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [moved, setMoved] = useState(false);
  const [restLoaded, setRestLoaded] = useState(false);
  const transitioning = useRef(false);
  const total = slides.length;

  const goTo = useCallback(
    (target: (current: number) => number) => {
      if (transitioning.current || total < 2) return;
      transitioning.current = true;
      setMoved(true);
      setRestLoaded(true);
      setIndex((current) => target(current));
      window.setTimeout(() => {
        transitioning.current = false;
      }, TRANSITION_MS);
    },
    [total],
  );

  const next = useCallback(() => goTo((current) => (current + 1) % total), [goTo, total]);
  const previous = useCallback(
    () => goTo((current) => (current - 1 + total) % total),
    [goTo, total],
  );
  const jump = (target: number) => {
    if (target !== index) goTo(() => target);
  };

  // The other slides' images wait until half a second after the page has loaded: on a slow
  // connection the first slide's image, the largest paint, then has the bandwidth to itself.
  const pageLoaded = usePageLoaded();
  useEffect(() => {
    if (!pageLoaded || total < 2) return;
    const timer = window.setTimeout(() => setRestLoaded(true), REST_IMAGES_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pageLoaded, total]);

  useEffect(() => {
    if (!playing || total < 2) return;
    const timer = window.setTimeout(next, AUTOPLAY_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, total, index, next]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured work"
      className="relative h-[calc(100svh-6.5rem)] min-h-[560px] overflow-hidden bg-ink-950 lg:h-[calc(100svh-7.5rem)]"
    >
      <div aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => (
          <HeroSlide
            key={slide.id}
            slide={slide}
            active={slideIndex === index}
            showImage={slideIndex === 0 || restLoaded}
            animate={moved}
            position={`${slideIndex + 1} of ${total}`}
          />
        ))}
      </div>
      {particles}
      {total > 1 ? (
        <div className="absolute inset-x-0 bottom-6 z-20 mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 pr-20 pl-4 sm:pr-24 sm:pl-6 lg:pl-8">
          <HeroDots total={total} current={index} onSelect={jump} />
          <div className="flex items-center gap-2">
            <p
              data-testid="hero-progress"
              className="mr-2 font-display text-sm font-semibold text-white tabular-nums"
            >
              {index + 1} / {total}
            </p>
            <button
              type="button"
              onClick={previous}
              aria-label="Previous slide"
              className={controlClass}
            >
              <Icon name="chevron-left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => setPlaying((value) => !value)}
              aria-label={playing ? 'Pause autoplay' : 'Start autoplay'}
              className={controlClass}
            >
              {playing ? (
                <Icon name="pause" className="size-5" />
              ) : (
                <Icon name="play" className="size-5" />
              )}
            </button>
            <button type="button" onClick={next} aria-label="Next slide" className={controlClass}>
              <Icon name="chevron-right" className="size-5" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
