/**
 * Contact submissions: sent by visitors through the contact form, judged for spam, announced to
 * the firm by e-mail (through the outbox), then read, replied to, archived or deleted by staff.
 */
import {
  ContactStatus,
  InquiryMailKind,
  type ContactSubmission,
  type Database,
  type Db,
  type Prisma,
} from '@kasar/db';
import type {
  ContactStatusName,
  ContactSubmissionData,
  ContactSubmissionFilter,
  ContactSubmissionListQuery,
} from '@kasar/validators';
import { stringify } from 'csv-stringify/sync';

import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import { INQUIRY_MAIL_CHANNEL } from '../outbox/channel';
import { pagination } from '../schemas/common';
import { statusName, statusOf, toContactSubmissionOutput } from '../schemas/contact';
import type { ApiServices, AuditedServices, TransactionServices } from '../services';
import { contentSpamReason, formSpamReason, issueFormToken, type SpamReason } from './contact-spam';
import { found, inOrderOf, NEWEST_FIRST, searchIn } from './listing';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Runs `work` in a transaction: the caller's, when `db` already is one, or a new one. */
function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return '$transaction' in db ? db.$transaction(work) : work(db);
}

// ---------------------------------------------------------------------------------------------
// The public form
// ---------------------------------------------------------------------------------------------

/** A token for the contact form, fetched by the visitor's browser when the form is first used. */
export async function issueContactFormToken({ db, now }: Pick<ApiServices, 'db' | 'now'>) {
  return { token: await issueFormToken(db, now()) };
}

/** Loggers already told that no one is announced to (once per composition root). */
const toldNoRecipient = new WeakSet<object>();

/** INQUIRY_NOTIFY_TO, else the organization's e-mail, else nobody. */
async function notificationRecipients({
  db,
  inquiries,
  log,
}: Pick<TransactionServices, 'db' | 'inquiries' | 'log'>): Promise<string | null> {
  if (inquiries.notifyTo?.length) return inquiries.notifyTo.join(', ');
  const organization = await db.organization.findUnique({
    where: { id: 1 },
    select: { email: true },
  });
  if (organization?.email) return organization.email;
  if (!toldNoRecipient.has(log)) {
    toldNoRecipient.add(log);
    log.info(
      "contact submissions are not announced by e-mail: set INQUIRY_NOTIFY_TO or the organization's e-mail",
    );
  }
  return null;
}

/**
 * At most this many acknowledgements (INQUIRY_ACK) go to one address in ACKNOWLEDGEMENT_WINDOW_MS,
 * however many addresses the submissions come from: the form cannot be used to mail someone else
 * over and over. Later submissions are stored and announced to the firm as usual.
 */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT = 3;
export const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether `recipient` may get one more acknowledgement now (counted under a lock on it). */
async function mayAcknowledge(tx: Db, recipient: string, now: Date) {
  const address = recipient.trim().toLowerCase();
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`inquiry-ack:${address}`}, 0))`;
  const sent = await tx.inquiryMail.count({
    where: {
      kind: InquiryMailKind.ACKNOWLEDGEMENT,
      recipient: { equals: address, mode: 'insensitive' },
      createdAt: { gt: new Date(now.getTime() - ACKNOWLEDGEMENT_WINDOW_MS) },
    },
  });
  return sent < ACKNOWLEDGEMENTS_PER_RECIPIENT;
}

/**
 * Stores a visitor's submission (the contact form's rate limit is the procedure's). One judged
 * spam is stored with its reason and answered exactly like the others, and no mail goes out for
 * it; the others are stored with their e-mails in the outbox, in one transaction, and the mail
 * workers are woken once it commits. The visitor's answer never waits for SMTP.
 */
export async function submitContact(
  services: TransactionServices | ApiServices,
  input: ContactSubmissionData,
  meta: { clientAddress: string; channel: 'web' | 'rest' },
) {
  const now = services.now();
  const id = await inTransaction(services.db, async (tx) => {
    const judged = await formSpamReason(tx, input, { channel: meta.channel, now });
    const spamReason: SpamReason | null = judged.reason ?? contentSpamReason(input);
    const mails: Prisma.InquiryMailCreateWithoutSubmissionInput[] = [];
    if (!spamReason) {
      const recipient = await notificationRecipients({ ...services, db: tx });
      if (recipient) mails.push({ kind: InquiryMailKind.NOTIFICATION, recipient });
      if (services.inquiries.acknowledge) {
        if (await mayAcknowledge(tx, input.email, now)) {
          mails.push({
            kind: InquiryMailKind.ACKNOWLEDGEMENT,
            recipient: input.email,
            createdAt: now,
          });
        } else {
          services.log.info('acknowledgement not sent: its address had enough today');
        }
      }
    }
    const row = await tx.contactSubmission.create({
      data: {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        subject: input.subject,
        message: input.message,
        purpose: input.purpose,
        clientAddress: meta.clientAddress.slice(0, 64),
        status: spamReason ? ContactStatus.SPAM : ContactStatus.NEW,
        spamReason,
        formNonce: judged.nonce,
        createdAt: now,
        mails: { create: mails },
      },
      select: { id: true },
    });
    // Delivered to the listening workers when this transaction commits, not before.
    if (mails.length > 0) await tx.$executeRaw`SELECT pg_notify(${INQUIRY_MAIL_CHANNEL}, '')`;
    if (spamReason) services.log.info('contact submission stored as spam', { spamReason });
    return row.id;
  });
  return { id, message: MESSAGES.contactSubmitted };
}

// ---------------------------------------------------------------------------------------------
// Staff: list, export, open, status, delete
// ---------------------------------------------------------------------------------------------

/** The rows a filter selects: 'all' is every status but spam. */
function whereOf(filter: ContactSubmissionFilter): Prisma.ContactSubmissionWhereInput {
  return {
    status: filter.status === 'all' ? { not: ContactStatus.SPAM } : statusOf(filter.status),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: filter.from } : {}),
            ...(filter.to ? { lte: filter.to } : {}),
          },
        }
      : {}),
    ...searchIn(filter.search, ['name', 'email', 'subject', 'message', 'purpose', 'mobile']),
  };
}

/** Every status a filter of `status` selects: 'all' is every one but spam. */
function statusesOf(status: ContactSubmissionFilter['status']): ContactStatus[] {
  return status === 'all'
    ? Object.values(ContactStatus).filter((value) => value !== ContactStatus.SPAM)
    : [statusOf(status)];
}

/** How many rows `where` selects of each status (a status without rows is absent). */
async function countByStatus(db: Database, where: Prisma.ContactSubmissionWhereInput = {}) {
  const groups = await db.contactSubmission.groupBy({
    by: ['status'],
    where,
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.status, group._count._all]));
}

const sum = (counts: Map<ContactStatus, number>, statuses: ContactStatus[]) =>
  statuses.reduce((total, status) => total + (counts.get(status) ?? 0), 0);

/**
 * The rows of `window` in the list's order. Past the first page the ids come first, on their
 * own: skipping a hundred thousand rows then reads index entries only (an index-only scan of
 * the index that holds the order), not the rows themselves.
 */
async function readWindow(
  db: Database,
  where: Prisma.ContactSubmissionWhereInput,
  window: { skip: number; take: number },
) {
  if (window.take <= 0) return [];
  if (window.skip === 0) {
    return db.contactSubmission.findMany({ where, orderBy: NEWEST_FIRST, ...window });
  }
  const ids = await db.contactSubmission.findMany({
    where,
    orderBy: NEWEST_FIRST,
    ...window,
    select: { id: true },
  });
  if (ids.length === 0) return [];
  const rows = await db.contactSubmission.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
  });
  return inOrderOf(ids, rows);
}

/**
 * One page of the rows, New ones first, each group newest first: the New rows fill the first
 * pages, the others follow from where they end. `newCount` is how many New rows `where` selects.
 */
async function newFirstPage(
  db: Database,
  where: Prisma.ContactSubmissionWhereInput,
  window: { skip: number; take: number },
  newCount: number,
) {
  const freshTake = Math.min(window.take, Math.max(0, newCount - window.skip));
  const [fresh, others] = await Promise.all([
    readWindow(db, { AND: [where, { status: ContactStatus.NEW }] }, { ...window, take: freshTake }),
    readWindow(
      db,
      { AND: [where, { status: { not: ContactStatus.NEW } }] },
      { skip: Math.max(0, window.skip - newCount), take: window.take - freshTake },
    ),
  ]);
  return [...fresh, ...others];
}

/**
 * A page of submissions, New first, with the totals the dashboard shows. The counts are exact,
 * and read side by side with the page: one count by status of the whole table (an index-only
 * scan) gives the totals, and the filter's total when it is a status alone; a date range or a
 * search is counted by status on its own (through the date or the trigram index). The page
 * waits only for the count of its New rows, which says where the others start: a short range
 * of the status index, or the filter's own count.
 */
export async function listContactSubmissions(
  { db, now }: ApiServices,
  query: ContactSubmissionListQuery,
) {
  const where = whereOf(query);
  const statuses = statusesOf(query.status);
  const refined = Boolean(query.search || query.from || query.to);
  const weekAgo = new Date(now().getTime() - WEEK_MS);
  const notSpam = { status: { not: ContactStatus.SPAM } };
  const window = { skip: (query.page - 1) * query.limit, take: query.limit };
  const filtered = refined ? countByStatus(db, where) : null;
  const page = async () => {
    const newCount = !statuses.includes(ContactStatus.NEW)
      ? 0
      : filtered
        ? sum(await filtered, [ContactStatus.NEW])
        : await db.contactSubmission.count({ where: { status: ContactStatus.NEW } });
    return newFirstPage(db, where, window, newCount);
  };
  const [everyRow, thisWeek, inFilter, rows] = await Promise.all([
    countByStatus(db),
    db.contactSubmission.count({ where: { ...notSpam, createdAt: { gte: weekAgo } } }),
    filtered,
    page(),
  ]);
  return {
    data: rows.map(toContactSubmissionOutput),
    pagination: pagination(query.page, query.limit, sum(inFilter ?? everyRow, statuses)),
    totals: {
      total: sum(everyRow, statusesOf('all')),
      this_week: thisWeek,
      new: sum(everyRow, [ContactStatus.NEW]),
      spam: sum(everyRow, [ContactStatus.SPAM]),
    },
  };
}

/** How many submissions nobody has opened yet: the dashboard's badge. */
export async function countNewContactSubmissions({ db }: ApiServices) {
  return { count: await db.contactSubmission.count({ where: { status: ContactStatus.NEW } }) };
}

export async function getContactSubmission({ db }: Pick<ApiServices, 'db'>, id: string) {
  return toContactSubmissionOutput(
    found(await db.contactSubmission.findUnique({ where: { id } }), MESSAGES.contactNotFound),
  );
}

/** Staff open a submission: a New one becomes Read; any other keeps its status. */
/** Opening a New submission makes it Read. */
export async function openContactSubmission(deps: AuditedServices, id: string) {
  await changeStatuses(deps, { id, status: ContactStatus.NEW }, 'read');
  return getContactSubmission(deps, id);
}

function statusData(status: ContactStatusName): Prisma.ContactSubmissionUpdateManyMutationInput {
  // Marked spam by hand: say so. Out of spam: the old reason no longer applies.
  return {
    status: statusOf(status),
    spamReason: status === 'spam' ? ('marked-by-staff' satisfies SpamReason) : null,
  };
}

/**
 * Gives the submissions `where` selects a status, recording each whose status changed, and
 * answers them as they are now. Visitors' names are not copied into the audit log: deleting a
 * submission must remove them.
 */
async function changeStatuses(
  deps: AuditedServices,
  where: Prisma.ContactSubmissionWhereInput,
  status: ContactStatusName,
) {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.contactSubmission.findMany({
      where,
      select: { id: true, status: true },
    });
    const rows = await tx.contactSubmission.updateManyAndReturn({
      where: { ...where, id: { in: before.map((row) => row.id) } },
      data: statusData(status),
    });
    const changed = before.filter((row) => statusName(row.status) !== status);
    await deps.audit(
      tx,
      changed.map((row) => ({
        type: 'contact_submission.status' as const,
        entity: 'contact_submission',
        entityId: row.id,
        changes: {
          fields: ['status'],
          values: { status: { from: statusName(row.status), to: status } },
        },
      })),
    );
    return rows;
  });
}

export async function setContactStatus(
  deps: AuditedServices,
  input: { id: string; status: ContactStatusName },
) {
  const [row] = await changeStatuses(deps, { id: input.id }, input.status);
  if (!row) throw notFound(MESSAGES.contactNotFound);
  return toContactSubmissionOutput(row);
}

/** Sets the status of several submissions; ids that no longer exist are skipped. */
export async function setContactStatuses(
  deps: AuditedServices,
  input: { ids: string[]; status: ContactStatusName },
) {
  const rows = await changeStatuses(deps, { id: { in: input.ids } }, input.status);
  return { count: rows.length };
}

/** Deletes the submissions `where` selects (and their unsent e-mails), recording each. */
async function deleteWhere(deps: AuditedServices, where: Prisma.ContactSubmissionWhereInput) {
  return deps.db.$transaction(async (tx) => {
    const rows = await tx.contactSubmission.findMany({ where, select: { id: true } });
    const ids = rows.map((row) => row.id);
    await tx.contactSubmission.deleteMany({ where: { id: { in: ids } } });
    await deps.audit(
      tx,
      ids.map((id) => ({
        type: 'contact_submission.delete' as const,
        entity: 'contact_submission',
        entityId: id,
      })),
    );
    return ids.length;
  });
}

export async function deleteContactSubmission(deps: AuditedServices, id: string) {
  if ((await deleteWhere(deps, { id })) === 0) throw notFound(MESSAGES.contactNotFound);
  return { id };
}

/** Deletes several submissions (and their unsent e-mails); ids that no longer exist are skipped. */
export async function deleteContactSubmissions(deps: AuditedServices, input: { ids: string[] }) {
  return { count: await deleteWhere(deps, { id: { in: input.ids } }) };
}

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

function csvRecord(row: ContactSubmission): Record<(typeof CSV_COLUMNS)[number]['key'], string> {
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
  let last: ContactSubmission | null = null;
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
