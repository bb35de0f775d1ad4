/**
 * Runs before the staff pages (/dashboard, /login, /reset-password, /set-password), rendered per
 * request:
 *  - their security headers, with a fresh nonce in the Content-Security-Policy: Next.js reads it
 *    from the request and puts it on the scripts it renders, and only those run;
 *  - the /dashboard guard at the edge of the request: without a session cookie the visitor goes
 *    to /login with the page remembered. The dashboard layout checks the session itself too (a
 *    cookie can be revoked), and reads the path this proxy passes along to remember it as well.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { DASHBOARD_PATH_HEADER } from '~/components/dashboard/auth-paths';
import { apiEnv } from '@kasar/api/env';

import { securitySettingsOf, staffPageHeaders } from '~/server/security-headers';

const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

const security = securitySettingsOf({
  appUrl: apiEnv.appUrl,
  uploadThing: Boolean(apiEnv.uploadThingToken),
  // Inlined by Next.js at build time, not configuration.
  // eslint-disable-next-line no-restricted-properties
  development: process.env.NODE_ENV === 'development',
});

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  // Reset and invitation links carry their token in the address: no page they lead to may learn it.
  const headersOut = staffPageHeaders(
    security,
    nonce,
    pathname === '/reset-password' || pathname === '/set-password' ? 'no-referrer' : undefined,
  );
  const policy = headersOut.get('content-security-policy') ?? '';

  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    const hasSession = request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
    if (!hasSession) {
      const login = new URL('/login', request.url);
      login.searchParams.set('callbackUrl', `${pathname}${search}`);
      const redirect = NextResponse.redirect(login);
      headersOut.forEach((value, key) => redirect.headers.set(key, value));
      return redirect;
    }
  }

  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set(DASHBOARD_PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers } });
  headersOut.forEach((value, key) => response.headers.set(key, value));
  return response;
}

export const config = {
  matcher: ['/dashboard', '/dashboard/:path*', '/login', '/reset-password', '/set-password'],
};
