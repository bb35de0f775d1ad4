/**
 * The /dashboard guard at the edge of the request: without a session cookie the visitor goes to
 * /login with the page remembered. The dashboard layout checks the session itself too (a cookie
 * can be revoked), and reads the path this proxy passes along to remember it as well.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { DASHBOARD_PATH_HEADER } from '~/components/dashboard/auth-paths';

const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export function proxy(request: NextRequest) {
  const path = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const hasSession = request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
  if (!hasSession) {
    const login = new URL('/login', request.url);
    login.searchParams.set('callbackUrl', path);
    return NextResponse.redirect(login);
  }
  const headers = new Headers(request.headers);
  headers.set(DASHBOARD_PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ['/dashboard', '/dashboard/:path*'] };
