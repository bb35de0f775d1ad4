/**
 * HTTP caching of the public reads (`cache: 'public'` in a procedure's REST binding): a shared
 * `Cache-Control`, a strong `ETag` from the answer's bytes, and 304 to a matching
 * `If-None-Match`. Staff routes never come here: they answer `no-store`.
 */
import { createHash } from 'node:crypto';

import fresh from 'fresh';

/**
 * How long any cache may keep a public read (`cache: 'public'`): fresh for 30 seconds, then
 * answered stale while the cache asks again for at most 30 more, so an edit reaches every client
 * within a minute at worst. The API itself keeps nothing: it reads the database on every call.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** A strong validator of `body`: equal bodies, equal tags, on every instance. */
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * A public read's answer: `Cache-Control` any cache may follow and a strong `ETag`; 304 without
 * a body when the caller's `If-None-Match` already names it. `vary` says which request headers
 * change the answer (`Origin` where CORS is on).
 */
export function cacheableJson(
  request: Request,
  body: Record<string, unknown>,
  vary: string | null,
): Response {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = {
    'cache-control': PUBLIC_CACHE_CONTROL,
    etag: entityTag(text),
    ...(vary ? { vary } : {}),
  };
  // Only If-None-Match is judged: a request's `Cache-Control: no-cache` (which fetch() adds to
  // any call carrying If-None-Match) asks caches to check with the server, which this is.
  const conditional = { 'if-none-match': request.headers.get('if-none-match') ?? undefined };
  if (fresh(conditional, headers)) return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}
