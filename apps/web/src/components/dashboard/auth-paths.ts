/** Where signed-out visitors go and where they return to after signing in. */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

/** Anchors relative paths when the site's origin is not given; never a real host. */
const PLACEHOLDER_ORIGIN = 'http://callback.invalid';

/**
 * Where to go after signing in: the callback as a path, when it is a same-origin path under
 * /dashboard; anything else (another host, `//host`, `/\host`, `/<tab>/host` which browsers read
 * as `//host`, `javascript:`, a path that leaves /dashboard through `..`) gives /dashboard. The
 * callback is resolved the way a browser would resolve it, and the path returned is the parser's
 * own serialisation, so nothing in it can be read differently by the browser. An absolute URL is
 * accepted only with `siteOrigin` and only on it. Used wherever a callback URL is read: the login
 * page and next-auth's redirect callback.
 */
export function safeCallbackUrl(
  value: string | readonly string[] | undefined | null,
  siteOrigin?: string,
): string {
  const candidate = typeof value === 'string' ? value : value?.[0];
  if (!candidate?.trim()) return DASHBOARD_PATH;
  const origin = siteOrigin ? new URL(siteOrigin).origin : PLACEHOLDER_ORIGIN;
  const url = sameOriginUrl(candidate, origin);
  if (!url) return DASHBOARD_PATH;
  if (url.pathname !== DASHBOARD_PATH && !url.pathname.startsWith(`${DASHBOARD_PATH}/`)) {
    return DASHBOARD_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `candidate` resolved the way a browser would resolve it on `origin`, when the result stays on
 * that origin and names no user; null otherwise (another host, `//host`, `javascript:`, …).
 */
export function sameOriginUrl(candidate: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate, `${origin}/`);
  } catch {
    return null;
  }
  return url.origin === origin && !url.username && !url.password ? url : null;
}

export function loginUrlFor(path: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(path)}`;
}

/** The request header in which the proxy passes the dashboard path to the layout. */
export const DASHBOARD_PATH_HEADER = 'x-dashboard-path';
