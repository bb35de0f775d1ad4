/**
 * Runs before the staff pages (/dashboard, /login, /reset-password, /set-password), rendered per
 * request:
 *  - their security headers, with a fresh nonce in the Content-Security-Policy: Next.js reads it
 *    from the request and puts it on the scripts it renders, and only those run;
 *  - the /dashboard guard at the edge of the request: without a session cookie the visitor goes
 *    to /login with the page remembered. The dashboard layout checks the session itself too (a
 *    cookie can be revoked), and reads the path this proxy passes along to remember it as well.
 *
 * Before the paged public addresses, /our-projects?service=…&page=… and /services/{slug}?page=…:
 * the (site) pages may not read the request, so the query is rewritten to the static route that
 * renders that page (our-projects/all/N, our-projects/service/{slug}/N, services/{slug}/gallery/N),
 * each kept in the page cache like any public page. A page number that is not a whole number from
 * 2, and an empty `service`, are redirected to the address without them (page 1's canonical one).
 *
 * And before a public page (or the site's own JSON routes, /api/site/…) asked for with Next's
 * draft-mode cookie (a staff preview, or a preview link's visitor): the cookie counts only
 * together with a live dashboard session or a preview link that still works. Without either it
 * is taken off the request, so the page is the one every visitor gets (from the cache, disabled
 * content hidden), and the browser is told to forget it. A preview is sent as noindex.
 */
import { NextResponse, type NextRequest } from 'next/server';

import { DASHBOARD_PATH_HEADER } from '~/components/dashboard/auth-paths';
import { DRAFT_MODE_COOKIE, PREVIEW_LINK_COOKIE } from '~/components/preview-paths';
import { apiEnv } from '@kasar/api/env';

import { hasStaffSession } from '~/server/auth';
import { pagedAddress } from '~/server/paged-address';
import { holdPreviewLink } from '~/server/preview-links';
import { securitySettingsOf, staffPageHeaders } from '~/server/security-headers';

const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

const security = securitySettingsOf({
  appUrl: apiEnv.appUrl,
  uploadThing: Boolean(apiEnv.uploadThingToken),
  // Inlined by Next.js at build time, not configuration.
  // eslint-disable-next-line no-restricted-properties
  development: process.env.NODE_ENV === 'development',
});

const STAFF_PAGE = /^\/(?:dashboard(?:\/.*)?|login|reset-password|set-password)$/;

export function proxy(request: NextRequest) {
  return STAFF_PAGE.test(request.nextUrl.pathname) ? staffPage(request) : publicPage(request);
}

async function publicPage(request: NextRequest) {
  const paged = pagedAddress(request.nextUrl);
  if (paged && 'redirect' in paged) {
    return NextResponse.redirect(new URL(paged.redirect, request.url), 308);
  }
  const forward = (init?: { request: { headers: Headers } }) =>
    paged
      ? NextResponse.rewrite(new URL(paged.rewrite, request.url), init)
      : NextResponse.next(init);
  if (!request.cookies.has(DRAFT_MODE_COOKIE)) return forward();
  if ((await holdPreviewLink(request)) || (await hasStaffSession(request))) {
    // A preview is never indexed (Next already keeps it out of every cache).
    const previewed = forward();
    previewed.headers.set('x-robots-tag', 'noindex, nofollow');
    return previewed;
  }
  request.cookies.delete(DRAFT_MODE_COOKIE);
  request.cookies.delete(PREVIEW_LINK_COOKIE);
  const headers = new Headers(request.headers);
  const cookies = request.cookies.toString();
  if (cookies) headers.set('cookie', cookies);
  else headers.delete('cookie');
  const response = forward({ request: { headers } });
  response.cookies.delete(DRAFT_MODE_COOKIE);
  response.cookies.delete(PREVIEW_LINK_COOKIE);
  return response;
}

function staffPage(request: NextRequest) {
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
  matcher: [
    '/dashboard',
    '/dashboard/:path*',
    '/login',
    '/reset-password',
    '/set-password',
    // The paged public addresses. (Redirects are answered before Next: ~/server/redirects.)
    { source: '/our-projects', has: [{ type: 'query', key: 'page' }] },
    { source: '/our-projects', has: [{ type: 'query', key: 'service' }] },
    { source: '/services/:slug', has: [{ type: 'query', key: 'page' }] },
    // The site's JSON routes and public pages, only when they carry the draft-mode cookie (its
    // name is Next's, spelt out because this list must be literal).
    { source: '/api/site/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    {
      source:
        '/((?!api/|_next/|uploads/|share-images/|icons/|images/|dashboard|login|reset-password|set-password).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
  ],
};
