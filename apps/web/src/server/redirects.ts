/**
 * The redirects public requests are answered with (decision 035), by the HTTP server before
 * Next.js is asked (@kasar/server's serve.mjs, through its process state): a proxy on every
 * public page cost a quarter of the cached pages a server answers per second. Every redirect is
 * held in an in-memory map of this process, read from the database once and again only after
 * the redirects changed: a change marks the `redirects` tag in the shared page cache (the same
 * cross-instance revalidation as the cached pages, decision 006), and each request compares that
 * tag's time with the one its map was read at. A public request therefore costs one read of the
 * page cache's tag times (as a cached page does) and a `Map.get`, never a database query.
 */
import 'server-only';

import { apiEnv } from '@kasar/api/env';
import { loadRedirectMap, resolveRedirect, type RedirectMap } from '@kasar/api/domain';
import { isUnredirectable } from '@kasar/validators';

import { pageCache } from '@kasar/server/page-cache';
import { answerRedirectsWith, type RedirectAnswer } from '@kasar/server/process-state';

import { headerEntries, publicPageHeaders, securitySettingsOf } from './security-headers';

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

/** A public page's security headers, which a redirect and the 410 page carry too. */
const PAGE_HEADERS = Object.fromEntries(
  headerEntries(
    publicPageHeaders(
      securitySettingsOf({
        appUrl: apiEnv.appUrl,
        uploadThing: Boolean(apiEnv.uploadThingToken),
        // Inlined by Next.js at build time, not configuration.
        // eslint-disable-next-line no-restricted-properties
        development: process.env.NODE_ENV === 'development',
      }),
    ),
  ).map(({ key, value }) => [key.toLowerCase(), value]),
);

/**
 * How long browsers and proxies keep an answer: a permanent one an hour, so a mistake staff
 * correct reaches every visitor within the hour (a 301 without it is kept for good); a temporary
 * one is asked again each time.
 */
const CACHE_CONTROL = { 301: 'public, max-age=3600', 302: 'no-cache', 410: 'public, max-age=3600' };

/**
 * The redirect (301, 302) or 410 answering a GET or HEAD of `url` (its path and query as
 * requested), or null when it is not redirected. The Location is written as the target is: a
 * path on this site, or the absolute address staff gave.
 */
export async function answerRedirect(url: string): Promise<RedirectAnswer | null> {
  // The request target as sent: its path, and its query from the `?` on.
  const question = url.indexOf('?');
  const pathname = question === -1 ? url : url.slice(0, question);
  const search = question === -1 ? '' : url.slice(question);
  // The site's own addresses (its fixed pages, the staff pages, the API, build files, uploads)
  // are never redirected: not looked up. resolveRedirect checks the normalised path again.
  if (isUnredirectable(pathname)) return null;
  const map = await currentMap();
  if (!map || map.size === 0) return null;
  const answer = resolveRedirect(map, pathname, search);
  if (!answer) return null;
  siteTraffic().redirected(answer.from);
  if (answer.status === 410) {
    return {
      status: 410,
      headers: {
        ...PAGE_HEADERS,
        'cache-control': CACHE_CONTROL[410],
        'content-type': 'text/html; charset=utf-8',
        'content-length': String(Buffer.byteLength(GONE_PAGE)),
      },
      body: GONE_PAGE,
    };
  }
  return {
    status: answer.status,
    headers: {
      ...PAGE_HEADERS,
      'cache-control': CACHE_CONTROL[answer.status],
      location: answer.location,
      'content-length': '0',
    },
    body: '',
  };
}

/** Has the HTTP server answer the redirected addresses from this process's map. */
export function startRedirectAnswers(): void {
  answerRedirectsWith(answerRedirect);
}
