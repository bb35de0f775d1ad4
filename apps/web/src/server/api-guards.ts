/**
 * What /api/trpc and /api/auth check before any procedure or next-auth sees a request: that a
 * state-changing request comes from the site itself (cross-site request forgery: a form on
 * another site can post multipart/form-data with the session cookie and no CORS preflight).
 */

/** Methods that only read: never refused as cross-site. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refusal(status: 403, message: string): Response {
  return Response.json({ message }, { status, headers: { 'cache-control': 'private, no-store' } });
}

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
 * 403 for a state-changing request another site made: its Origin is not this site, or, when a
 * browser sent no Origin, its Sec-Fetch-Site says it came from elsewhere. A request with neither
 * header comes from a client that is not a browser (a script holds its own credentials), which
 * a forged request cannot be.
 */
export function crossSiteRefusal(request: Request, siteOrigin: string): Response | null {
  if (READ_METHODS.has(request.method)) return null;
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  const fromElsewhere =
    origin !== null
      ? !isOwnOrigin(origin, request, siteOrigin)
      : fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none';
  return fromElsewhere
    ? refusal(
        403,
        'Cross-site request refused: this address accepts changes only from pages of this site',
      )
    : null;
}
