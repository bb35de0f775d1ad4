/**
 * The redirects the proxy answers public requests with (decision 035). Every redirect is held in
 * an in-memory map of this process, read from the database once and again only after the
 * redirects changed: a change marks the `redirects` tag in the shared page cache (the same
 * cross-instance revalidation as the cached pages, decision 006), and each request compares that
 * tag's time with the one its map was read at. A public request therefore costs one read of the
 * page cache's tag times (as a cached page does) and a `Map.get`, never a database query.
 */
import 'server-only';

import { loadRedirectMap, resolveRedirect, type RedirectMap } from '@kasar/api/domain';
import { NextResponse, type NextRequest } from 'next/server';

import { pageCache } from '@kasar/server/page-cache';

import { services } from './services';
import { siteTraffic } from './site-traffic';

/** The map this process answers from, and the `redirects` tag time it was read at. */
interface HeldMap {
  changedAt: number;
  map: Promise<RedirectMap>;
}

const HELD = Symbol.for('kasar.redirectMap');
const holder = globalThis as unknown as Record<symbol, HeldMap | undefined>;

/** When the redirects last changed, on any instance; null when the page cache cannot say. */
async function redirectsChangedAt(): Promise<number | null> {
  try {
    return await pageCache().changedAt('redirects');
  } catch (error) {
    services.log.error('the page cache could not say whether redirects changed', {
      error: String(error),
    });
    return null;
  }
}

/** The current map: the one held, or a new read when the redirects changed since. */
async function currentMap(): Promise<RedirectMap | null> {
  const changedAt = await redirectsChangedAt();
  let held = holder[HELD];
  // Without the tag's time the map held is kept (a first one is read).
  if (!held || (changedAt !== null && held.changedAt !== changedAt)) {
    const read: HeldMap = { changedAt: changedAt ?? -1, map: loadRedirectMap(services.db) };
    holder[HELD] = read;
    held = read;
  }
  try {
    return await held.map;
  } catch (error) {
    // Read again at the next request; meanwhile nothing is redirected.
    if (holder[HELD] === held) holder[HELD] = undefined;
    services.log.error('the redirects could not be read', { error: String(error) });
    return null;
  }
}

/** The page a 410 answers with: the address was removed for good. */
const GONE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page removed | Kasar Foundation</title></head><body><main><h1>This page has been removed</h1><p>It is no longer on the site. <a href="/">Go to the home page</a>.</p></main></body></html>`;

/** The redirect (301, 302) or 410 answering this request, or null when it is not redirected. */
export async function redirectResponse(request: NextRequest): Promise<NextResponse | null> {
  const map = await currentMap();
  if (!map || map.size === 0) return null;
  const answer = resolveRedirect(map, request.nextUrl.pathname, request.nextUrl.search);
  if (!answer) return null;
  siteTraffic().redirected(answer.from);
  if (answer.status === 410) {
    return new NextResponse(GONE_PAGE, {
      status: 410,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  return NextResponse.redirect(new URL(answer.location, request.url), answer.status);
}
