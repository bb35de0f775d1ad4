// HTTP response for a stored upload at /uploads/<key>: strict headers, long-lived caching and conditional GETs.
import type { FileStorage } from './types';

const SVG_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

function notFound(): Response {
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
 * key answers 404. Stored names are random and never reused, so a file may be cached for good.
 */
export async function serveStoredFile(
  storage: Pick<FileStorage, 'read'>,
  key: string,
  request: Request,
): Promise<Response> {
  const file = await storage.read(key);
  if (!file) return notFound();

  const headers = new Headers({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
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
