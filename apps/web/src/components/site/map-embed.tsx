'use client';

/**
 * An embedded Google map of the organization's location. Its frame is a third-party document
 * that pulls hundreds of KB of Google's scripts, so it must not compete with the page's first
 * paint: the server renders an empty box of the map's size (with the map inside <noscript> for
 * visitors without JavaScript), and the frame replaces the box only once the page has loaded
 * and the box is within about a screen's height of the viewport.
 */
import { useEffect, useRef, useState } from 'react';

import { usePageLoaded } from './after-page-load';
import { mapEmbedUrl } from './map-embed-url';
import { cx } from '@kasar/ui';

/** How near the viewport the box must come: one viewport height above or below it. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

export function MapEmbed({
  mapLink,
  title,
  className,
}: {
  mapLink: string | null;
  title: string;
  className?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const loaded = usePageLoaded();
  const [near, setNear] = useState(false);
  const classes = cx('w-full rounded-xl border-0 bg-ink-800', className);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const frame = (
    <iframe
      src={mapEmbedUrl(mapLink)}
      title={title}
      loading="lazy"
      // The map needs its scripts and its own origin's storage; it may open Google Maps in a
      // new tab, and nothing else (no forms, no navigating this page).
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      className={classes}
    />
  );
  if (loaded && near) return frame;
  return (
    <div ref={box} data-testid="map-placeholder" className={classes}>
      <noscript>{frame}</noscript>
    </div>
  );
}
