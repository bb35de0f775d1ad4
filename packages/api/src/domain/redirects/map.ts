/** The map of redirects the site's proxy answers visitors from, and the answer for one path. */
import type { Database } from '@kasar/db';
import { isUnredirectable, normaliseFromPath, type RedirectStatus } from '@kasar/validators';

/** Every redirect by its (normalised) "from" path. */
export type RedirectMap = ReadonlyMap<string, { target: string | null; status: RedirectStatus }>;

/** Reads every redirect: the proxy keeps the map until the redirects change (decision 035). */
export async function loadRedirectMap(db: Database): Promise<RedirectMap> {
  const rows = await db.redirect.findMany({
    select: { fromPath: true, target: true, status: true },
  });
  return new Map(
    rows.map((row) => [row.fromPath, { target: row.target, status: row.status as RedirectStatus }]),
  );
}

/** What the proxy answers for a redirected request. */
export type RedirectAnswer =
  { status: 301 | 302; location: string; from: string } | { status: 410; from: string };

/**
 * `location` as a Location header can carry it: every character outside printable ASCII (a
 * space, an accented letter, or a line break of a row stored before targets refused them) is
 * percent-encoded as UTF-8. Node refuses to write a header character beyond Latin-1, and a
 * browser reads the encoded address, an international domain name included, as the one given.
 */
function locationHeader(location: string): string {
  return location.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

/**
 * The answer of a request for `pathname` (as the request gave it, with its query `search`), or
 * null when it is not redirected. The visitor's query string goes along to a target that has
 * none of its own (a campaign's `?utm_…` survives a moved page); a target's own query wins. A
 * redirect stored from one of the site's own addresses (before they were refused) is ignored:
 * the page answers.
 */
export function resolveRedirect(
  map: RedirectMap,
  pathname: string,
  search: string,
): RedirectAnswer | null {
  const from = normaliseFromPath(pathname);
  if (isUnredirectable(from)) return null;
  const entry = map.get(from);
  if (!entry) return null;
  if (entry.status === 410 || entry.target === null) return { status: 410, from };
  const keepQuery = search !== '' && search !== '?' && !entry.target.includes('?');
  return {
    status: entry.status === 302 ? 302 : 301,
    location: locationHeader(keepQuery ? `${entry.target}${search}` : entry.target),
    from,
  };
}
