/** Where signed-out visitors go and where they return to after signing in. */
export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';

/** A same-site path to return to after login; anything else falls back to the dashboard. */
export function safeCallbackUrl(value: string | string[] | undefined | null): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return DASHBOARD_PATH;
  }
  return candidate;
}

export function loginUrlFor(path: string): string {
  return `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(path)}`;
}

/** The request header in which the proxy passes the dashboard path to the layout. */
export const DASHBOARD_PATH_HEADER = 'x-dashboard-path';
