/**
 * Contact submissions for staff: the list with its counts, opening one, statuses one by one or
 * in bulk, and deleting.
 */
import { ContactStatus, Prisma, type Database, type Db } from '@kasar/db';
import type { ContactStatusName, ContactSubmissionListQuery } from '@kasar/validators';

import { notFound } from '../../errors';
import { MESSAGES } from '../../messages';
import { pagination } from '../../schemas/common';
import { statusName, statusOf, toContactSubmissionOutput } from '../../schemas/contact';
import type { ApiServices, AuditedServices } from '../../services';
import type { SpamReason } from '../contact-spam';
import { found, inOrderOf, NEWEST_FIRST } from '../listing';
import { statusesOf, whereOf } from './filter';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

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
  db: Db,
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
 *
 * Both groups are read in one snapshot (a repeatable-read transaction): read side by side, a
 * submission opened between the two reads was in both, once New and once Read, and one marked
 * New again was in neither.
 */
async function newFirstPage(
  db: Database,
  where: Prisma.ContactSubmissionWhereInput,
  window: { skip: number; take: number },
  newCount: number,
) {
  const freshTake = Math.min(window.take, Math.max(0, newCount - window.skip));
  return db.$transaction(
    async (tx) => {
      const fresh = await readWindow(
        tx,
        { AND: [where, { status: ContactStatus.NEW }] },
        { ...window, take: freshTake },
      );
      const others = await readWindow(
        tx,
        { AND: [where, { status: { not: ContactStatus.NEW } }] },
        { skip: Math.max(0, window.skip - newCount), take: window.take - freshTake },
      );
      return [...fresh, ...others];
    },
    { isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead },
  );
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
