// HTTP response for a locally stored upload: strict headers, long-lived caching and conditional GETs.
import { readLocalFile } from './local';

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

function notModifiedSince(header: string, mtime: Date): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Serves `<uploadsDir>/<key>`; any key that is not a stored file's key answers 404. */
export async function serveLocalFile(
  uploadsDir: string,
  key: string,
  request: Request,
): Promise<Response> {
  const file = await readLocalFile(uploadsDir, key);
  if (!file) return notFound();

  const etag = `"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  const headers = new Headers({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': file.mtime.toUTCString(),
  });
  if (file.contentType === 'image/svg+xml') {
    headers.set('Content-Security-Policy', SVG_CONTENT_SECURITY_POLICY);
    headers.set('Content-Disposition', 'inline');
  }

  const ifNoneMatch = request.headers.get('If-None-Match');
  const ifModifiedSince = request.headers.get('If-Modified-Since');
  const fresh =
    ifNoneMatch !== null
      ? matchesEtag(ifNoneMatch, etag)
      : ifModifiedSince !== null && notModifiedSince(ifModifiedSince, file.mtime);
  if (fresh) return new Response(null, { status: 304, headers });

  headers.set('Content-Length', String(file.size));
  const body = request.method === 'HEAD' ? null : new Uint8Array(file.data);
  return new Response(body, { status: 200, headers });
}
