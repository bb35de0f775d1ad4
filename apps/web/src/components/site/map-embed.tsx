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
      referrerPolicy="no-referrer-when-downgrade"
      className={cn('w-full rounded-xl border-0 bg-ink-800', className)}
    />
  );
}
