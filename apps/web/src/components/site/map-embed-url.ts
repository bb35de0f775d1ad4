/**
 * Turns the organization's Google Maps link into an embeddable map URL. Only Google Maps is
 * embedded: any other address (or a link to another site) gives the default map, so a saved
 * link can never frame a page the site does not know.
 */
import { DEFAULT_MAP_QUERY } from './content';

/** The hosts a map may be embedded from (the Content-Security-Policy's frame-src allows them). */
const MAP_HOSTS = new Set(['www.google.com', 'google.com', 'maps.google.com']);

const embedFor = (query: string) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

function isGoogleMaps(url: URL): boolean {
  return url.protocol === 'https:' && MAP_HOSTS.has(url.hostname) && url.username === '';
}

export function mapEmbedUrl(mapLink: string | null): string {
  if (!mapLink) return embedFor(DEFAULT_MAP_QUERY);
  try {
    const url = new URL(mapLink);
    if (isGoogleMaps(url)) {
      const embedded =
        url.pathname.startsWith('/maps/embed') || url.searchParams.get('output') === 'embed';
      if (embedded) return url.toString();
      const query = url.searchParams.get('q') ?? url.searchParams.get('query');
      if (query) return embedFor(query);
      const place = /\/place\/([^/]+)/.exec(url.pathname)?.[1];
      if (place) return embedFor(decodeURIComponent(place.replace(/\+/g, ' ')));
    }
  } catch {
    // Not a URL: fall through to the default.
  }
  return embedFor(DEFAULT_MAP_QUERY);
}

/** A link that opens the map: the organization's own, or a search for its address. */
export function mapLinkOf(mapLink: string | null, address: string | null): string {
  if (mapLink) return mapLink;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address ?? DEFAULT_MAP_QUERY)}`;
}
