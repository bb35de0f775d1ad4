/**
 * The rules every redirect follows, whoever creates it (a slug change, a staff entry, a CSV row).
 * Pure functions: the storage and the cross-instance cache build on them (decision 035).
 *
 * Normalisation of the "from" path (what a visitor's request is matched against):
 * - the path is lower-cased: the site's own addresses are all lower case (slugify), and an old
 *   site's links often differ only in case;
 * - a trailing slash is dropped, except for the root "/";
 * - the query string and the fragment are dropped: the match is on the path alone.
 * The "to" target keeps its case and query string: it is either a path on this site or an
 * absolute http(s) URL.
 */

export const redirectStatuses = [301, 302, 410] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export type RedirectEntry = { from: string; to: string | null; status: RedirectStatus };

export type RedirectFieldError = { field: 'from' | 'to' | 'status'; message: string };

export function normaliseFromPath(input: string): string {
  const trimmed = input.trim();
  const withoutQuery = trimmed.split(/[?#]/, 1)[0] ?? '';
  const lower = withoutQuery.toLowerCase();
  const withoutTrailingSlash = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return withoutTrailingSlash === '' ? '/' : withoutTrailingSlash;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The target as stored: an absolute URL unchanged, a site path with its trailing slash dropped. */
export function normaliseTarget(input: string): string {
  const trimmed = input.trim();
  if (isAbsoluteHttpUrl(trimmed)) return trimmed;
  const [path = '', ...rest] = trimmed.split('?');
  const query = rest.length > 0 ? `?${rest.join('?')}` : '';
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${withoutTrailingSlash}${query}`;
}

/** The field errors of one entry, before it is compared with the others; empty when valid. */
export function checkRedirectEntry(entry: {
  from: string;
  to: string | null;
  status: number;
}): RedirectFieldError[] {
  const errors: RedirectFieldError[] = [];
  const from = entry.from.trim();
  if (!from.startsWith('/') || from.startsWith('//')) {
    errors.push({ field: 'from', message: 'Enter a path on this site, starting with /.' });
  } else if (normaliseFromPath(from) === '/') {
    errors.push({ field: 'from', message: 'The home page cannot be redirected.' });
  }
  if (!redirectStatuses.includes(entry.status as RedirectStatus)) {
    errors.push({ field: 'status', message: 'Choose 301, 302 or 410.' });
  }
  if (entry.status === 410) {
    if (entry.to !== null && entry.to.trim() !== '') {
      errors.push({ field: 'to', message: 'A 410 Gone redirect has no target.' });
    }
    return errors;
  }
  const to = entry.to?.trim() ?? '';
  const isSitePath = to.startsWith('/') && !to.startsWith('//');
  if (!isSitePath && !isAbsoluteHttpUrl(to)) {
    errors.push({
      field: 'to',
      message: 'Enter a path starting with / or a full http(s) address.',
    });
  } else if (
    isSitePath &&
    errors.length === 0 &&
    normaliseFromPath(to) === normaliseFromPath(from)
  ) {
    errors.push({ field: 'to', message: 'A redirect cannot point to itself.' });
  }
  return errors;
}

/**
 * Adds a slug change old -> new to the existing redirects: every redirect that pointed to the old
 * path now points to the new one (chains collapse), a redirect from the new path is dropped (the
 * page exists again there), and none ends up pointing to itself.
 */
export function applyPathMove(
  existing: readonly RedirectEntry[],
  oldPath: string,
  newPath: string,
): RedirectEntry[] {
  const oldKey = normaliseFromPath(oldPath);
  const newKey = normaliseFromPath(newPath);
  if (oldKey === newKey) return [...existing];
  const moved = existing
    .filter((entry) => normaliseFromPath(entry.from) !== newKey)
    .filter((entry) => normaliseFromPath(entry.from) !== oldKey)
    .map((entry) =>
      entry.to !== null && normaliseFromPath(entry.to) === oldKey
        ? { ...entry, to: newPath }
        : entry,
    )
    .filter(
      (entry) => entry.to === null || normaliseFromPath(entry.to) !== normaliseFromPath(entry.from),
    );
  return [...moved, { from: oldKey, to: newPath, status: 301 }];
}

/**
 * The "from" path of the first entry whose target leads back to itself through the others (site
 * paths only), or null. Used to refuse a staff entry or a CSV import that would loop.
 */
export function findLoop(entries: readonly RedirectEntry[]): string | null {
  const byFrom = new Map(entries.map((entry) => [normaliseFromPath(entry.from), entry]));
  for (const start of byFrom.keys()) {
    const seen = new Set<string>([start]);
    let current = byFrom.get(start);
    while (current && current.to !== null && current.to.startsWith('/')) {
      const next = normaliseFromPath(current.to);
      if (seen.has(next)) return start;
      seen.add(next);
      current = byFrom.get(next);
    }
  }
  return null;
}
