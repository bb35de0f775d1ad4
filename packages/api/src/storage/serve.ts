// HTTP response for a stored upload at /uploads/<key>: strict headers, bounded caching and conditional GETs.
import type { FileStorage } from './types';

/**
 * How long browsers and shared caches may keep a stored file: an hour, not for good, although a
 * stored name is never reused. A file can stop being public (its item went to the trash:
 * withheld-files.ts), and a copy kept elsewhere is out of the site's reach; after an hour a
 * browser asks again (a 304 while the file is public). Next's optimized copies are kept as long
 * (`images.minimumCacheTTL` in apps/web/next.config.ts).
 */
export const STORED_FILE_MAX_AGE_SECONDS = 3600;
const PUBLIC_CACHE_CONTROL = `public, max-age=${STORED_FILE_MAX_AGE_SECONDS}`;
/** A file served to staff only (withheld from the public): no cache keeps it. */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** 404 for a key that is no stored file's, or whose file is withheld: no cache keeps it. */
export function storedFileNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Weak comparison of an If-None-Match header against our ETag, as RFC 9110 asks for GET. */
function matchesEtag(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function notModifiedSince(header: string, modified: Date): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves the file `storage` holds under `key` (GET or HEAD); any key that is not a stored file's
 * key answers 404. `audience: 'staff'` marks the answer for the signed-in staff member who asked
 * only (a file withheld from the public), so no cache keeps it.
 */
export async function serveStoredFile(
  storage: Pick<FileStorage, 'read'>,
  key: string,
  request: Request,
  audience: 'public' | 'staff' = 'public',
): Promise<Response> {
  const file = await storage.read(key);
  if (!file) return storedFileNotFound();

  const headers = new Headers({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': audience === 'staff' ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL,
    ETag: file.etag,
    'Last-Modified': file.lastModified.toUTCString(),
  });
  if (file.contentType === 'image/svg+xml') {
    headers.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    headers.set('Content-Disposition', 'inline');
  }

  const ifNoneMatch = request.headers.get('If-None-Match');
  const ifModifiedSince = request.headers.get('If-Modified-Since');
  const fresh =
    ifNoneMatch !== null
      ? matchesEtag(ifNoneMatch, file.etag)
      : ifModifiedSince !== null && notModifiedSince(ifModifiedSince, file.lastModified);
  if (fresh) return new Response(null, { status: 304, headers });

  headers.set('Content-Length', String(file.size));
  const body = request.method === 'HEAD' ? null : new Uint8Array(file.data);
  return new Response(body, { status: 200, headers });
}
