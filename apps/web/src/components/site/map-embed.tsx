/** An embedded Google map of the organization's location, loaded lazily. */

import { mapEmbedUrl } from './map-embed-url';
import { cn } from '@kasar/ui';

export function MapEmbed({
  mapLink,
  title,
  className,
}: {
  mapLink: string | null;
  title: string;
  className?: string;
}) {
  return (
    <iframe
      src={mapEmbedUrl(mapLink)}
      title={title}
      loading="lazy"
      // The map needs its scripts and its own origin's storage; it may open Google Maps in a
      // new tab, and nothing else (no forms, no navigating this page).
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn('w-full rounded-xl border-0 bg-ink-800', className)}
    />
  );
}
