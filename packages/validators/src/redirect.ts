/**
 * Redirects of old addresses and the 404 log (issue 25, decision 035): how a "from" path and a
 * target are normalised, the checks every entry passes (a staff entry, a CSV row, a slug change),
 * and the inputs of the dashboard and REST.
 *
 * Normalisation of the "from" path, the address a visitor's request is matched on:
 * - percent-escapes are decoded (`/caf%C3%A9` and `/café` are one address);
 * - the path is lower-cased: the site's own addresses are all lower case (slugify), and an old
 *   site's links often differ only in case;
 * - a trailing slash is dropped, except for the home page `/`;
 * - the query string and the fragment are dropped: the match is on the path alone.
 * A target on this site is normalised the same way but keeps its query string; an absolute
 * http(s) URL is kept exactly as written.
 */
import { z } from 'zod';

import { idSchema, listQuery, listQueryShape } from './common';

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** The longest "from" path and target stored (characters). */
export const REDIRECT_PATH_MAX_LENGTH = 500;
export const REDIRECT_TARGET_MAX_LENGTH = 2000;
/** The largest CSV an import takes (characters), and the most rows. */
export const REDIRECT_CSV_MAX_LENGTH = 1_000_000;
export const REDIRECT_CSV_MAX_ROWS = 5000;

/** Distinct 404 paths one process counts between two writes; further new paths are not counted. */
export const NOT_FOUND_BUFFER_MAX_PATHS = 500;
/** Rows the stored 404 log keeps; each write evicts the least recently seen beyond it. */
export const NOT_FOUND_LOG_MAX_ROWS = 1000;
/** The longest path and referrer the 404 log stores; longer ones are cut. */
export const NOT_FOUND_MAX_TEXT_LENGTH = 500;

export const redirectMessages = {
  fromRequired: 'From is required',
  fromNotAPath: 'From must be a path on this site, starting with /',
  fromHome: 'The home page cannot be redirected',
  fromReserved: 'Requests to this address never reach redirects (dashboard, sign-in, API, files)',
  fromSitePage:
    'This address is a page of the site (such as About us or Contact us): a redirect would hide it',
  fromControlCharacter: 'From cannot contain control characters such as a line break or a tab',
  fromTooLong: `From must be at most ${REDIRECT_PATH_MAX_LENGTH} characters`,
  fromTaken: 'A redirect from this path exists already',
  toRequired: 'To is required: a path starting with / or a full http(s) address',
  toInvalid: 'To must be a path starting with / or a full http(s) address',
  toTooLong: `To must be at most ${REDIRECT_TARGET_MAX_LENGTH} characters`,
  toControlCharacter: 'To cannot contain control characters such as a line break or a tab',
  toItself: 'A redirect cannot point to itself',
  goneHasNoTarget: 'A 410 Gone redirect has no target: leave To empty',
  invalidStatus: 'Status must be 301, 302 or 410',
  /** The entry would send visitors round in a circle through other redirects. */
  loop: (path: string) => `This redirect would loop: ${path} leads back to itself`,
  /** The path is the page of a service: a redirect would hide it. */
  fromIsServicePage: (name: string) =>
    `This address is the page of the service “${name}”: change that service's slug instead`,
  csvRequired: 'Choose a CSV file to import',
  csvTooLarge: `The CSV must be at most ${REDIRECT_CSV_MAX_LENGTH / 1_000_000} MB`,
  csvEmpty: 'The CSV has no redirects',
  csvTooManyRows: `The CSV file may hold at most ${REDIRECT_CSV_MAX_ROWS} redirects: split it into several files`,
  csvHeader: 'The CSV needs a header row with the columns from, to and (optionally) status',
  csvUnreadable: (reason: string) => `The CSV could not be read: ${reason}`,
  /** One row's problem, named by its line in the file and its column. */
  csvRow: (line: number, column: string, message: string) => `Line ${line}, ${column}: ${message}`,
  csvDuplicate: 'This path appears twice in the file',
} as const;

/** Decodes percent-escapes where they are valid; a broken escape stays as written. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The key a request's path is matched on (see the module comment). */
export function normaliseFromPath(input: string): string {
  const path = input.trim().split(/[?#]/, 1)[0] ?? '';
  const lower = decoded(path).toLowerCase();
  const withoutTrailingSlash = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return withoutTrailingSlash === '' ? '/' : withoutTrailingSlash;
}

/** True for an absolute http(s) URL with a host name. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A path on this site: starts with one slash. `//host` is another site, and so is a backslash
 * after the slash, which browsers read as `//host`.
 */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * True when `value` holds a control character (a NUL, a tab, a line break, DEL, the C1 range):
 * one in a Location header would end the header (or make Node refuse to write it), and
 * PostgreSQL refuses a NUL in text.
 */
function hasControlCharacter(value: string): boolean {
  return /\p{Cc}/u.test(value);
}

/** The target as stored: an absolute URL unchanged, a site path normalised with its query kept. */
export function normaliseTarget(input: string): string {
  const trimmed = input.trim();
  if (!isSitePath(trimmed)) return trimmed;
  const hash = trimmed.indexOf('#');
  const withoutFragment = hash === -1 ? trimmed : trimmed.slice(0, hash);
  const question = withoutFragment.indexOf('?');
  const query = question === -1 ? '' : withoutFragment.slice(question);
  return `${normaliseFromPath(withoutFragment)}${query === '?' ? '' : query}`;
}

/**
 * The site's own addresses, where no redirect may start (normalised paths, with the message
 * staff see). A redirect answers before the page, so one from a fixed page would hide it (from
 * /contact-us to a look-alike site, visitors' inquiries would go there); the staff pages, the
 * API, the build's files and uploads are served without looking redirects up. `below: true`
 * covers every address under the path too (the paged views of /our-projects, every file under
 * /uploads). A service's page is refused as well, by the domain, which reads the services.
 */
export const RESERVED_PATHS: readonly { path: string; below: boolean; message: string }[] = [
  // The fixed public pages (apps/web/src/app/(site), sitemap.ts, robots.ts).
  { path: '/', below: false, message: redirectMessages.fromHome },
  { path: '/about-us', below: false, message: redirectMessages.fromSitePage },
  { path: '/contact-us', below: false, message: redirectMessages.fromSitePage },
  { path: '/our-projects', below: true, message: redirectMessages.fromSitePage },
  { path: '/sitemap.xml', below: false, message: redirectMessages.fromSitePage },
  { path: '/robots.txt', below: false, message: redirectMessages.fromSitePage },
  // The staff pages: the dashboard and signing in.
  { path: '/dashboard', below: true, message: redirectMessages.fromReserved },
  { path: '/login', below: true, message: redirectMessages.fromReserved },
  { path: '/reset-password', below: true, message: redirectMessages.fromReserved },
  { path: '/set-password', below: true, message: redirectMessages.fromReserved },
  // The API, the build's files, uploads and the files of apps/web/public.
  { path: '/api', below: true, message: redirectMessages.fromReserved },
  { path: '/_next', below: true, message: redirectMessages.fromReserved },
  { path: '/uploads', below: true, message: redirectMessages.fromReserved },
  { path: '/share-images', below: true, message: redirectMessages.fromReserved },
  { path: '/fonts', below: true, message: redirectMessages.fromReserved },
  { path: '/icons', below: true, message: redirectMessages.fromReserved },
  { path: '/images', below: true, message: redirectMessages.fromReserved },
];

/** Why no redirect may start at the (normalised) `path`, or null when one may. */
export function reservedPathMessage(path: string): string | null {
  const reserved = RESERVED_PATHS.find(
    (entry) => path === entry.path || (entry.below && path.startsWith(`${entry.path}/`)),
  );
  return reserved?.message ?? null;
}

/** True for a (normalised) path that is one of the site's own addresses: never redirected. */
export function isUnredirectable(path: string): boolean {
  return reservedPathMessage(path) !== null;
}

/**
 * Why `input` cannot be a redirect's "from", or null when it can (before it is compared with
 * the other redirects and the services). Also what the 404 log counts: only the paths a
 * redirect could be created from.
 */
export function fromPathError(input: string): string | null {
  const from = input.trim();
  if (from === '') return redirectMessages.fromRequired;
  const path = normaliseFromPath(from);
  // Checked decoded too: `%0A` and `%5C` become a line break and a backslash.
  if (hasControlCharacter(from) || hasControlCharacter(path)) {
    return redirectMessages.fromControlCharacter;
  }
  if (!isSitePath(from) || !isSitePath(path)) return redirectMessages.fromNotAPath;
  if ([...from].length > REDIRECT_PATH_MAX_LENGTH) return redirectMessages.fromTooLong;
  return reservedPathMessage(path);
}

/** Why `input` (trimmed, not empty) cannot be a 301's or 302's target, or null when it can. */
function targetError(to: string): string | null {
  const stored = normaliseTarget(to);
  // An absolute URL is checked as written: the URL parser drops tabs and line breaks silently.
  if (hasControlCharacter(to) || hasControlCharacter(stored)) {
    return redirectMessages.toControlCharacter;
  }
  if (isSitePath(to) ? !isSitePath(stored) : !isAbsoluteHttpUrl(to)) {
    return redirectMessages.toInvalid;
  }
  if ([...to].length > REDIRECT_TARGET_MAX_LENGTH) return redirectMessages.toTooLong;
  return null;
}

export type RedirectField = 'from' | 'to' | 'status';
export type RedirectFieldError = { field: RedirectField; message: string };

/**
 * The field errors of one entry on its own (before it is compared with the other redirects and
 * the site's pages); empty when it is valid. A 410 has no target, a 301 or 302 needs one.
 */
export function checkRedirectEntry(entry: {
  from: string;
  to: string | null;
  status: number;
}): RedirectFieldError[] {
  const errors: RedirectFieldError[] = [];
  const fromError = fromPathError(entry.from);
  if (fromError !== null) errors.push({ field: 'from', message: fromError });
  const status = REDIRECT_STATUSES.find((allowed) => allowed === entry.status);
  if (status === undefined) {
    errors.push({ field: 'status', message: redirectMessages.invalidStatus });
    return errors;
  }
  const to = entry.to?.trim() ?? '';
  if (status === 410) {
    if (to !== '') errors.push({ field: 'to', message: redirectMessages.goneHasNoTarget });
    return errors;
  }
  const toError = to === '' ? redirectMessages.toRequired : targetError(to);
  if (toError !== null) {
    errors.push({ field: 'to', message: toError });
  } else if (
    isSitePath(to) &&
    fromError === null &&
    normaliseFromPath(to) === normaliseFromPath(entry.from)
  ) {
    errors.push({ field: 'to', message: redirectMessages.toItself });
  }
  return errors;
}

/** A status as JSON (301) or a form and a CSV send it ('301'). */
const statusField = z
  .union([z.number(), z.string().trim()], { error: redirectMessages.invalidStatus })
  .transform((value) => Number(value));

const redirectShape = {
  from: z.string({ error: redirectMessages.fromRequired }),
  to: z
    .string({ error: redirectMessages.toInvalid })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  status: statusField,
};

/** An entry with its field checks applied, normalised: what is stored. */
export interface RedirectEntry {
  from: string;
  to: string | null;
  status: RedirectStatus;
}

function checkedEntry<T extends { from: string; to: string | null; status: number }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  for (const error of checkRedirectEntry(value)) {
    ctx.addIssue({ code: 'custom', message: error.message, path: [error.field], input: value });
  }
}

function normalisedEntry<T extends { from: string; to: string | null; status: number }>(value: T) {
  return {
    ...value,
    from: normaliseFromPath(value.from),
    to: value.status === 410 || value.to === null ? null : normaliseTarget(value.to),
    status: value.status as RedirectStatus,
  };
}

/** A new redirect (dashboard and REST). */
export const redirectCreateInput = z
  .object(redirectShape)
  .superRefine(checkedEntry)
  .transform(normalisedEntry);

/** A redirect's new values, all given. */
export const redirectUpdateInput = z
  .object({ id: idSchema, ...redirectShape })
  .superRefine(checkedEntry)
  .transform(normalisedEntry);

/** A CSV of redirects (columns from, to, status), as text. */
export const redirectImportInput = z.object({
  csv: z
    .string({ error: redirectMessages.csvRequired })
    .min(1, redirectMessages.csvRequired)
    .max(REDIRECT_CSV_MAX_LENGTH, redirectMessages.csvTooLarge),
});

/** The list of redirects: page, page size and a search in from and to. */
export const redirectListInput = listQuery({
  page: listQueryShape.page,
  limit: listQueryShape.limit,
  search: listQueryShape.search,
});

/** The 404 log: page, page size and a search in the paths. */
export const notFoundListInput = redirectListInput;

export type RedirectCreateData = z.output<typeof redirectCreateInput>;
export type RedirectUpdateData = z.output<typeof redirectUpdateInput>;

/**
 * Whether following the redirects from `start` (site-path targets only, one entry per normalised
 * "from") comes back to `start`: the entry at `start` would make visitors go round in a circle. A
 * target off the site, a 410 and a path without a redirect end the chain.
 */
export function leadsBackTo(
  entries: ReadonlyMap<string, { to: string | null }>,
  start: string,
): boolean {
  const seen = new Set<string>();
  let current = entries.get(start);
  while (current?.to?.startsWith('/')) {
    const next = normaliseFromPath(current.to);
    if (next === start) return true;
    // A circle further on that does not pass through `start` is another entry's to report.
    if (seen.has(next)) return false;
    seen.add(next);
    current = entries.get(next);
  }
  return false;
}
