/**
 * What the HTTP endpoints (/api/trpc in the web app, /api/v1 here) check of a request before any
 * procedure sees it: whether a browser on another site sent it, and how large a body it may have.
 */
import type { AnyRouter } from '@trpc/server';

import { listProcedures } from './rest/procedures';

/** Methods that only read: never refused as cross-site. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isReadMethod = (method: string) => READ_METHODS.has(method);

/**
 * The largest body a public procedure needs: the contact form (a 2,000-character message and
 * five short fields, at most 4 bytes a character) or a sign-in, with room for JSON framing.
 * Anyone can send these, so nothing larger is read before the caller is known.
 */
export const PUBLIC_MAX_BODY_BYTES = 32 * 1024;

/** Whether `origin` is this site: APP_URL's origin, or the host the request was sent to. */
function isOwnOrigin(origin: string, request: Request, siteOrigin: string): boolean {
  if (origin === new URL(siteOrigin).origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const host = request.headers.get('host')?.toLowerCase();
  return Boolean(host) && parsed.host === host;
}

/**
 * Whether a state-changing request was sent by a browser from another site (cross-site request
 * forgery: a form on any page can post a urlencoded or multipart body with no CORS preflight):
 * its Origin is neither this site nor one of `allowedOrigins` (CORS_ORIGINS), or, when the
 * browser sent no Origin, Sec-Fetch-Site says it came from elsewhere. A request with neither
 * header comes from a client that is not a browser (a server-side script), and passes.
 */
export function isCrossSiteWrite(
  request: Request,
  siteOrigin: string,
  allowedOrigins: readonly string[] = [],
): boolean {
  if (isReadMethod(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return !isOwnOrigin(origin, request, siteOrigin) && !allowedOrigins.includes(origin);
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  return fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/** The dotted paths of a router's procedures that anyone may call (meta access 'public'). */
export function publicProcedurePaths(router: AnyRouter): ReadonlySet<string> {
  return new Set(
    listProcedures(router)
      .filter((procedure) => procedure.meta.access === 'public')
      .map((procedure) => procedure.path),
  );
}
