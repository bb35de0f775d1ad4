/** Turns the organization's Google Maps link into an embeddable map URL. */
import { DEFAULT_MAP_QUERY } from './content';

const embedFor = (query: string) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;

export function mapEmbedUrl(mapLink: string | null): string {
  if (!mapLink) return embedFor(DEFAULT_MAP_QUERY);
  try {
    const url = new URL(mapLink);
    if (url.pathname.includes('/embed') || url.searchParams.get('output') === 'embed') {
      return url.toString();
    }
    const query = url.searchParams.get('q') ?? url.searchParams.get('query');
    if (query) return embedFor(query);
    const place = /\/place\/([^/]+)/.exec(url.pathname)?.[1];
    if (place) return embedFor(decodeURIComponent(place.replace(/\+/g, ' ')));
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
