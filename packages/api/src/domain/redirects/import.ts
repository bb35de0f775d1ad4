/** Redirects imported from a CSV (from,to,status): all rows or none, every problem named. */
import {
  checkRedirectEntry,
  normaliseFromPath,
  normaliseTarget,
  redirectMessages,
  REDIRECT_CSV_MAX_ROWS,
  type RedirectEntry,
  type RedirectStatus,
} from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { parse } from 'csv-parse/sync';

import { FieldValidationError } from '../../errors';
import type { AuditedServices } from '../../services';
import { lockRedirects, REDIRECT_CHANGES } from './paths';
import { AUDIT_ENTITY, byFrom, conflictOf, servicePages, storedEntries } from './staff';

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
