/**
 * Redirects of old addresses (issue 25, decision 035): the ones a change of a service's slug makes
 * (inside the service's own transaction), the ones staff add, edit, delete and import from a CSV,
 * and the map the site's proxy answers visitors from. The normalisation and the checks of one
 * entry are in @kasar/validators (redirect.ts); this module compares an entry with the others.
 */
import type { Database, Db, Prisma, Redirect } from '@kasar/db';
import {
  checkRedirectEntry,
  isUnredirectable,
  leadsBackTo,
  normaliseFromPath,
  normaliseTarget,
  redirectMessages,
  REDIRECT_CSV_MAX_ROWS,
  type RedirectCreateData,
  type RedirectEntry,
  type RedirectStatus,
  type RedirectUpdateData,
} from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { parse } from 'csv-parse/sync';

import { entityEvent } from '../audit';
import { isUniqueViolation } from '../db-errors';
import { FieldValidationError, invalidField } from '../errors';
import { MESSAGES } from '../messages';
import type { PublicDataTag } from '../revalidation';
import { toRedirectOutput, type RedirectOutput } from '../schemas/redirects';
import type { ApiServices, AuditedServices } from '../services';
import { findPage, found, NEWEST_FIRST, searchIn, type PageQuery } from './listing';

/** What a change of redirects makes the site reload (its proxy's map, on every instance). */
export const REDIRECT_CHANGES: PublicDataTag[] = ['redirects'];

/** The public address of a service's page. */
export function servicePath(slug: string): string {
  return `/services/${slug}`;
}

// ---------------------------------------------------------------------------------------------
// Slug changes
// ---------------------------------------------------------------------------------------------

/**
 * A page now exists at `path` (a new service, a restored one, a rename to it): a redirect from it
 * would hide the page, so it is deleted. Answers the notice for staff, or null when there was none.
 */
export async function claimPath(tx: Db, path: string): Promise<string | null> {
  const { count } = await tx.redirect.deleteMany({ where: { fromPath: normaliseFromPath(path) } });
  return count > 0 ? MESSAGES.redirectDroppedForPage(normaliseFromPath(path)) : null;
}

/**
 * A page moved from `oldPath` to `newPath` (a service's slug changed): a 301 from the old address
 * to the new one, every redirect that led to the old address now leads to the new one (chains
 * collapse: A→B then B→C makes A→C), and the new address is claimed (its redirect, if any, goes:
 * the notice says so). None points to itself afterwards: the only one that could, from the new
 * address, was just deleted. Runs inside the transaction that changes the slug.
 */
export async function movePath(tx: Db, oldPath: string, newPath: string): Promise<string | null> {
  const from = normaliseFromPath(oldPath);
  const to = normaliseFromPath(newPath);
  if (from === to) return null;
  await lockRedirects(tx);
  const notice = await claimPath(tx, to);
  await tx.redirect.updateMany({ where: { target: from }, data: { target: to } });
  // A target with its own query string (`/services/old?ref=promo`) moves too, keeping it.
  await tx.$executeRaw`
    UPDATE "redirects"
    SET "target" = ${to}::text || substr("target", char_length(${from}::text) + 1),
      "updated_at" = now()
    WHERE starts_with("target", ${`${from}?`}::text)`;
  await tx.redirect.upsert({
    where: { fromPath: from },
    create: { fromPath: from, target: to, status: 301, automatic: true },
    update: { target: to, status: 301, automatic: true },
  });
  return notice;
}

// ---------------------------------------------------------------------------------------------
// The map the proxy answers from
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Staff redirects
// ---------------------------------------------------------------------------------------------

const AUDIT_ENTITY = 'redirect';

/** The entity, id and label an event of this redirect names. */
function auditTarget(row: Redirect) {
  return { entity: AUDIT_ENTITY, id: row.id, label: row.fromPath };
}

/** The fields an event of a redirect shows. */
function auditedFields(output: RedirectOutput) {
  return { from: output.from, to: output.to, status: output.status };
}

/** One change of the redirects at a time: the loop check reads them all. */
async function lockRedirects(tx: Db): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('redirects', 0))`;
}

export function listRedirects({ db }: ApiServices, query: PageQuery & { search?: string }) {
  const where: Prisma.RedirectWhereInput = searchIn(query.search, ['fromPath', 'target']);
  return findPage(db, db.redirect, query, { where, orderBy: NEWEST_FIRST }, toRedirectOutput);
}

/** Every stored redirect as an entry, except the one with id `exceptId` (being replaced). */
async function storedEntries(db: Db, exceptId?: string): Promise<RedirectEntry[]> {
  const rows = await db.redirect.findMany({
    where: exceptId ? { id: { not: exceptId } } : {},
    select: { fromPath: true, target: true, status: true },
  });
  return rows.map((row) => ({
    from: row.fromPath,
    to: row.target,
    status: row.status as RedirectStatus,
  }));
}

/** The name of each service by the address of its page. */
async function servicePages(db: Db): Promise<Map<string, string>> {
  const services = await db.service.findMany({ select: { slug: true, name: true } });
  return new Map(services.map((service) => [servicePath(service.slug), service.name]));
}

/** The service page `path` is, or whose gallery's pages it is one of (`/services/a/gallery/2`). */
function servicePageOf(path: string): string {
  return /^(\/services\/[^/]+)\/gallery\//.exec(path)?.[1] ?? path;
}

/**
 * The rules that compare an entry with the site: its "from" is no service's page (nor one of
 * its gallery's pages), and with the other redirects (`all`, by "from", the entry among them)
 * it makes no loop. Answers the field and its message, or null.
 */
function conflictOf(
  entry: RedirectEntry,
  all: ReadonlyMap<string, RedirectEntry>,
  pages: ReadonlyMap<string, string>,
): { field: 'from' | 'to'; message: string } | null {
  const service = pages.get(servicePageOf(entry.from));
  if (service !== undefined) {
    return { field: 'from', message: redirectMessages.fromIsServicePage(service) };
  }
  if (leadsBackTo(all, entry.from))
    return { field: 'to', message: redirectMessages.loop(entry.from) };
  return null;
}

/** `entries` by their "from" path. */
function byFrom(entries: readonly RedirectEntry[]): Map<string, RedirectEntry> {
  return new Map(entries.map((entry) => [entry.from, entry]));
}

/** Writes `write`'s redirect; a "from" another redirect has is refused on `from`. */
async function refusingTakenFrom<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'from_path')) {
      throw invalidField('from', redirectMessages.fromTaken);
    }
    throw error;
  }
}

/** A staff redirect. The 404 log's row of its path goes: the address is answered now. */
export async function createRedirect(deps: AuditedServices, input: RedirectCreateData) {
  const created = await refusingTakenFrom(() =>
    deps.db.$transaction(async (tx) => {
      await lockRedirects(tx);
      const entry = { from: input.from, to: input.to, status: input.status };
      const others = byFrom(await storedEntries(tx));
      if (others.has(entry.from)) throw invalidField('from', redirectMessages.fromTaken);
      const conflict = conflictOf(entry, others.set(entry.from, entry), await servicePages(tx));
      if (conflict) throw invalidField(conflict.field, conflict.message);
      const row = await tx.redirect.create({
        data: { fromPath: entry.from, target: entry.to, status: entry.status },
      });
      await tx.notFoundPath.deleteMany({ where: { path: entry.from } });
      const output = toRedirectOutput(row);
      await deps.audit(
        tx,
        entityEvent('redirect.create', auditTarget(row), null, auditedFields(output)),
      );
      return output;
    }),
  );
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return created;
}

export async function updateRedirect(deps: AuditedServices, input: RedirectUpdateData) {
  const updated = await refusingTakenFrom(() =>
    deps.db.$transaction(async (tx) => {
      await lockRedirects(tx);
      const existing = found(
        await tx.redirect.findUnique({ where: { id: input.id } }),
        MESSAGES.redirectNotFound,
      );
      const entry = { from: input.from, to: input.to, status: input.status };
      const others = byFrom(await storedEntries(tx, existing.id));
      if (others.has(entry.from)) throw invalidField('from', redirectMessages.fromTaken);
      const conflict = conflictOf(entry, others.set(entry.from, entry), await servicePages(tx));
      if (conflict) throw invalidField(conflict.field, conflict.message);
      const row = await tx.redirect.update({
        where: { id: existing.id },
        // Edited by staff, it is theirs now.
        data: { fromPath: entry.from, target: entry.to, status: entry.status, automatic: false },
      });
      await tx.notFoundPath.deleteMany({ where: { path: entry.from } });
      const [before, after] = [toRedirectOutput(existing), toRedirectOutput(row)];
      await deps.audit(
        tx,
        entityEvent(
          'redirect.update',
          auditTarget(row),
          auditedFields(before),
          auditedFields(after),
        ),
      );
      return after;
    }),
  );
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return updated;
}

export async function deleteRedirect(deps: AuditedServices, id: string) {
  await deps.db.$transaction(async (tx) => {
    const row = found(await tx.redirect.findUnique({ where: { id } }), MESSAGES.redirectNotFound);
    await tx.redirect.delete({ where: { id } });
    await deps.audit(tx, entityEvent('redirect.delete', auditTarget(row), null, null));
  });
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// CSV import
// ---------------------------------------------------------------------------------------------

/** One CSV row as read: its line in the file and its three columns. */
interface CsvRow {
  line: number;
  from: string;
  to: string;
  status: string;
}

/** 422 on `csv` with every problem found, one message each. */
function refusedCsv(messages: string[]): TRPCError {
  const message = messages[0] ?? redirectMessages.csvEmpty;
  return new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message,
    cause: new FieldValidationError({ csv: messages }, message),
  });
}

/**
 * The rows of the CSV: a header row naming the columns `from`, `to` and optionally `status`
 * (any order, any case; other columns are ignored), then one redirect a row. An empty status is
 * 301. The parser stops at the first row beyond REDIRECT_CSV_MAX_ROWS: a file of half a million
 * tiny rows costs what one at the cap does (read whole, it held a worker for 15 s or more).
 */
function readCsv(csv: string): CsvRow[] {
  let records: { record: Record<string, string | undefined>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      to: REDIRECT_CSV_MAX_ROWS + 1,
    });
  } catch (error) {
    throw refusedCsv([redirectMessages.csvUnreadable((error as Error).message)]);
  }
  const first = records[0];
  if (first === undefined) throw refusedCsv([redirectMessages.csvEmpty]);
  if (!('from' in first.record) || !('to' in first.record)) {
    throw refusedCsv([redirectMessages.csvHeader]);
  }
  if (records.length > REDIRECT_CSV_MAX_ROWS) throw refusedCsv([redirectMessages.csvTooManyRows]);
  return records.map(({ record, info }) => ({
    line: info.lines,
    from: record.from ?? '',
    to: record.to ?? '',
    status: record.status || '301',
  }));
}

/**
 * Imports the redirects of a CSV (docs/redirects.md): every row is checked first, against the
 * field rules, the other rows and the site, and nothing is written unless every row passes; the
 * errors name each row's line and column. A row from a path that has a redirect replaces it.
 */
export async function importRedirects(deps: AuditedServices, input: { csv: string }) {
  const rows = readCsv(input.csv);
  const errors: string[] = [];
  const entries: (RedirectEntry & { line: number })[] = [];
  const lineOfFrom = new Map<string, number>();
  for (const row of rows) {
    const fieldErrors = checkRedirectEntry({
      from: row.from,
      to: row.to,
      status: Number(row.status),
    });
    for (const error of fieldErrors) {
      errors.push(redirectMessages.csvRow(row.line, error.field, error.message));
    }
    if (fieldErrors.length > 0) continue;
    const from = normaliseFromPath(row.from);
    if (lineOfFrom.has(from)) {
      errors.push(redirectMessages.csvRow(row.line, 'from', redirectMessages.csvDuplicate));
      continue;
    }
    lineOfFrom.set(from, row.line);
    const status = Number(row.status) as RedirectStatus;
    entries.push({
      line: row.line,
      from,
      to: status === 410 ? null : normaliseTarget(row.to),
      status,
    });
  }
  if (errors.length > 0) throw refusedCsv(errors);

  const count = await deps.db.$transaction(async (tx) => {
    await lockRedirects(tx);
    const imported = new Set(entries.map((entry) => entry.from));
    const kept = (await storedEntries(tx)).filter((entry) => !imported.has(entry.from));
    const all = byFrom([...kept, ...entries]);
    const pages = await servicePages(tx);
    for (const entry of entries) {
      const conflict = conflictOf(entry, all, pages);
      if (conflict)
        errors.push(redirectMessages.csvRow(entry.line, conflict.field, conflict.message));
    }
    if (errors.length > 0) throw refusedCsv(errors);
    for (const entry of entries) {
      await tx.redirect.upsert({
        where: { fromPath: entry.from },
        create: { fromPath: entry.from, target: entry.to, status: entry.status },
        update: { target: entry.to, status: entry.status, automatic: false },
      });
    }
    await tx.notFoundPath.deleteMany({ where: { path: { in: [...imported] } } });
    await deps.audit(tx, {
      type: 'redirect.import',
      entity: AUDIT_ENTITY,
      changes: { fields: [], values: { redirects: { to: entries.length } } },
    });
    return entries.length;
  });
  await deps.onPublicDataChange(REDIRECT_CHANGES);
  return { imported: count };
}
