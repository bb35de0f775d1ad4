/**
 * GET /share-images/services/{slug}?v={version}: the link-preview image of a service page (its
 * og:image and twitter:image), the hero cut to 1200 × 630 around its focal point. The page names
 * it with the version of the hero and focal point it was rendered with: that address never
 * changes, so caches keep it as long as the stored file it is cut from (an hour: a deleted
 * service's photo answers 404 at once, and caches keep no copy longer); any other version is kept
 * for five minutes only.
 */
import { serviceShareImage, type RecentShareImages } from '@kasar/api/domain';
import { STORED_FILE_MAX_AGE_SECONDS } from '@kasar/api/storage';

import { services } from '~/server/services';

/** The most cuts kept in memory, oldest dropped first: about 100 KB each. */
const RECENT_CUTS = 16;
const recentCuts = new Map<string, Uint8Array>();
const recent: RecentShareImages = {
  get: (version) => recentCuts.get(version),
  set(version, image) {
    recentCuts.set(version, image);
    for (const oldest of recentCuts.keys()) {
      if (recentCuts.size <= RECENT_CUTS) break;
      recentCuts.delete(oldest);
    }
  },
};

export async function GET(
  request: Request,
  { params }: { params: Promise<{ slug: string }> },
): Promise<Response> {
  const { slug } = await params;
  const found = await serviceShareImage(services, decodeURIComponent(slug), recent);
  if (!found) return new Response('Not found', { status: 404 });
  if (found.kind === 'redirect') return Response.redirect(new URL(found.url, request.url), 302);
  const etag = `"${found.version}"`;
  const current = new URL(request.url).searchParams.get('v') === found.version;
  const headers = new Headers({
    'Content-Type': 'image/jpeg',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': current
      ? `public, max-age=${STORED_FILE_MAX_AGE_SECONDS}`
      : 'public, max-age=300',
    ETag: etag,
  });
  if (request.headers.get('If-None-Match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(found.image.byteLength));
  const body = request.method === 'HEAD' ? null : new Uint8Array(found.image);
  return new Response(body, { status: 200, headers });
}

export const HEAD = GET;
