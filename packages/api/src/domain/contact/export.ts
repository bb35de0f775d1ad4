/** Contact submissions as a CSV download, streamed in batches (and recorded in the activity log). */
import type { ContactSubmissionRow, Database, Prisma } from '@kasar/db';
import type { ContactStatusName, ContactSubmissionFilter } from '@kasar/validators';
import { stringify } from 'csv-stringify/sync';

import { statusName } from '../../schemas/contact';
import type { AuditedServices } from '../../services';
import { NEWEST_FIRST } from '../listing';
import { whereOf } from './filter';

const CSV_COLUMNS = [
  { key: 'received', header: 'Received (UTC)' },
  { key: 'status', header: 'Status' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'purpose', header: 'Purpose' },
  { key: 'subject', header: 'Subject' },
  { key: 'message', header: 'Message' },
] as const;

const STATUS_LABELS: Record<ContactStatusName, string> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
  spam: 'Spam',
};

function csvRecord(row: ContactSubmissionRow): Record<(typeof CSV_COLUMNS)[number]['key'], string> {
  return {
    received: row.createdAt.toISOString().slice(0, 19).replace('T', ' '),
    status: STATUS_LABELS[statusName(row.status)],
    name: row.name,
    email: row.email,
    mobile: row.mobile ?? '',
    purpose: row.purpose ?? '',
    subject: row.subject ?? '',
    message: row.message,
  };
}

/** How many rows one read of the export takes: its memory, whatever the number of rows. */
export const EXPORT_BATCH_ROWS = 500;

const CSV_OPTIONS = {
  columns: [...CSV_COLUMNS],
  record_delimiter: 'windows',
  escape_formulas: true,
} as const;

/**
 * The rows `where` selects as CSV, read EXPORT_BATCH_ROWS at a time as the reader asks for
 * more: each read goes on from the last row of the one before (newest first, ties by id) through
 * the index that holds that order, so memory stays flat and the first bytes leave after one
 * read. The reads are not one snapshot: a row that arrives during the export is not in it.
 */
function csvStream(db: Database, where: Prisma.ContactSubmissionWhereInput) {
  const encoder = new TextEncoder();
  let last: ContactSubmissionRow | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const after: Prisma.ContactSubmissionWhereInput[] = last
          ? [
              { createdAt: { lte: last.createdAt } },
              {
                OR: [
                  { createdAt: { lt: last.createdAt } },
                  { createdAt: last.createdAt, id: { gt: last.id } },
                ],
              },
            ]
          : [];
        const rows = await db.contactSubmission.findMany({
          where: { AND: [where, ...after] },
          orderBy: NEWEST_FIRST,
          take: EXPORT_BATCH_ROWS,
        });
        // The byte order mark and the header lead the first read's records.
        const first = last === null;
        const text = stringify(rows.map(csvRecord), { ...CSV_OPTIONS, bom: first, header: first });
        if (text) controller.enqueue(encoder.encode(text));
        last = rows.at(-1) ?? last;
        if (rows.length < EXPORT_BATCH_ROWS) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Every submission of the filter, newest first, as CSV (RFC 4180: CRLF line ends, fields quoted
 * when needed), UTF-8 with a byte order mark so spreadsheet programs read accented names right.
 * A cell that starts like a formula (=, +, -, @, tab or carriage return) is prefixed with ' so a
 * spreadsheet shows it as text instead of running it. The content is a stream of the rows,
 * read as it is sent.
 */
export async function exportContactSubmissions(
  deps: Pick<AuditedServices, 'db' | 'now' | 'audit'>,
  filter: ContactSubmissionFilter,
) {
  const { db, now } = deps;
  // Every export of visitors' personal data is in the activity log, with its filter.
  await deps.audit(db, {
    type: 'contact_submission.export',
    entity: 'contact_submission',
    changes: {
      fields: [],
      values: {
        status: { to: filter.status ?? null },
        from: { to: filter.from?.toISOString() ?? null },
        to: { to: filter.to?.toISOString() ?? null },
        // Whether a search narrowed it, never its text: it may be a visitor's name or e-mail.
        searched: { to: Boolean(filter.search) },
      },
    },
  });
  return {
    file_name: `contact-submissions-${now().toISOString().slice(0, 10)}.csv`,
    content_type: 'text/csv; charset=utf-8' as const,
    content: csvStream(db, whereOf(filter)),
  };
}
