/**
 * The stored order of the lists staff arrange by hand: banners, services, the projects of one
 * service and the images of one project. Each row has a `position`, and the positions of a list
 * are always 0..n-1 with each number once (a unique index holds the second half).
 *
 * Every change to a list's membership or order (create, delete, reorder, a project moving to
 * another service) runs in a transaction that first takes the list's advisory lock, so changes
 * to one list happen one after another on every instance: a new row goes after the last one
 * that was there when the lock was granted, a delete closes its gap, and a reorder rewrites the
 * positions of exactly the rows present. Rows are renumbered in two statements (first to
 * negative numbers, then to their places), so the unique index never sees two rows on one
 * position halfway through.
 */
import { Prisma, type Db } from '@kasar/db';
import { orderMessages, type AuditEventType } from '@kasar/validators';

import { invalidField } from '../errors';
import type { AuditedServices } from '../services';

/** One ordered list: a whole table, or the rows of one service or one project. */
export interface OrderedList {
  table: 'banners' | 'services' | 'projects' | 'project_images';
  scope?: { column: 'service_id' | 'project_id'; id: string };
  /** What the list holds, plural, for the message of a reorder that does not fit it. */
  noun: string;
  /** The advisory lock that serialises changes to the list. */
  lock: string;
}

export const BANNER_LIST: OrderedList = {
  table: 'banners',
  noun: 'banners',
  lock: 'kasar.order:banners',
};

export const SERVICE_LIST: OrderedList = {
  table: 'services',
  noun: 'services',
  lock: 'kasar.order:services',
};

/**
 * The lock every project list shares: a project can move to another service, which changes two
 * lists at once, and one lock makes that as safe as any other change.
 */
export const PROJECTS_LOCK = { lock: 'kasar.order:projects' };

/** The projects of one service. */
export const projectList = (serviceId: string): OrderedList => ({
  table: 'projects',
  scope: { column: 'service_id', id: serviceId },
  noun: 'projects of the service',
  ...PROJECTS_LOCK,
});

/** The images of one project (they never move to another project). */
export const galleryList = (projectId: string): OrderedList => ({
  table: 'project_images',
  scope: { column: 'project_id', id: projectId },
  noun: 'images of the project',
  lock: `kasar.order:project_images:${projectId}`,
});

/** Ascending position: the stored order, for Prisma queries. */
export const IN_ORDER = [{ position: 'asc' as const }];

const whereOf = (list: OrderedList) =>
  list.scope
    ? Prisma.sql`WHERE ${Prisma.raw(`"${list.scope.column}"`)} = ${list.scope.id}`
    : Prisma.empty;

const tableOf = (list: OrderedList) => Prisma.raw(`"${list.table}"`);

/** Waits for, then holds until the transaction ends, the lock of each list (in one order). */
export async function lockLists(tx: Db, ...lists: Pick<OrderedList, 'lock'>[]): Promise<void> {
  const keys = [...new Set(lists.map((list) => list.lock))].sort();
  for (const key of keys) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
  }
}

/** The position after the list's last row (0 for an empty list); call it holding the lock. */
export async function nextPosition(tx: Db, list: OrderedList): Promise<number> {
  const [row] = await tx.$queryRaw<{ next: number }[]>`
    SELECT COALESCE(MAX("position") + 1, 0)::INTEGER AS next FROM ${tableOf(list)} ${whereOf(list)}`;
  return row?.next ?? 0;
}

/**
 * Frees `position` in the list for a row coming back (a restore from the trash): the rows from
 * there on move one place down. A position past the end becomes the end. Call it holding the
 * list's lock; answers the position the row takes.
 */
export async function makeRoom(tx: Db, list: OrderedList, position: number): Promise<number> {
  const place = Math.min(position, await nextPosition(tx, list));
  const scope = list.scope
    ? Prisma.sql`AND ${Prisma.raw(`"${list.scope.column}"`)} = ${list.scope.id}`
    : Prisma.empty;
  // Through negative numbers, as writeOrder does: no two rows share a position halfway.
  await tx.$executeRaw`
    UPDATE ${tableOf(list)} SET "position" = -2 - "position" WHERE "position" >= ${place} ${scope}`;
  await tx.$executeRaw`
    UPDATE ${tableOf(list)} SET "position" = -1 - "position" WHERE "position" < 0 ${scope}`;
  return place;
}

/** The ids of the list's rows in their order. */
async function idsInOrder(tx: Db, list: OrderedList): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${tableOf(list)} ${whereOf(list)} ORDER BY "position", "id"`;
  return rows.map((row) => row.id);
}

/** Gives the rows `ids` the positions 0..n-1 in that order; `ids` must be the whole list. */
async function writeOrder(tx: Db, list: OrderedList, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.$executeRaw`
    UPDATE ${tableOf(list)} SET "position" = -1 - "position" ${whereOf(list)}`;
  await tx.$executeRaw`
    UPDATE ${tableOf(list)} AS t SET "position" = (o.ordinality - 1)::INTEGER
    FROM unnest(${ids}::TEXT[]) WITH ORDINALITY AS o(id, ordinality)
    WHERE t."id" = o.id`;
}

/** Renumbers the list 0..n-1 keeping its order: after a row left it. */
export async function closeGaps(tx: Db, list: OrderedList): Promise<void> {
  await writeOrder(tx, list, await idsInOrder(tx, list));
}

/**
 * Puts the list in the order of `ids`, which must name every row of the list once (the order a
 * client saw may be out of date: a row added or removed since is a 422 on `ids`, never a
 * silently half-applied order), and records the event `type` in the same transaction, on
 * `target`: the list's owner (the service of a project list, the project of a gallery), or just
 * the kind of entity for a whole table. The event names the changed field `position` and says
 * how many rows the list holds.
 */
export async function reorderList(
  deps: Pick<AuditedServices, 'db' | 'audit'>,
  list: OrderedList,
  ids: string[],
  type: AuditEventType,
  target: { entity: string; id?: string; label?: string | null },
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await lockLists(tx, list);
    const current = await idsInOrder(tx, list);
    const given = new Set(ids);
    if (
      ids.length !== current.length ||
      given.size !== ids.length ||
      current.some((id) => !given.has(id))
    ) {
      throw invalidField('ids', orderMessages.idsMismatch(current.length, list.noun));
    }
    await writeOrder(tx, list, ids);
    await deps.audit(tx, {
      type,
      entity: target.entity,
      entityId: target.id,
      entityLabel: target.label ?? null,
      changes: { fields: ['position'], values: { items: { to: ids.length } } },
    });
  });
}
