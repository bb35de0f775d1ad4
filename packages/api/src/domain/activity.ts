/** The activity log as staff read it: events newest first, filtered by type, user and date. */
import type { Prisma } from '@kasar/db';
import { AUDIT_EVENT_GROUPS, AUDIT_EVENT_TYPES, type ActivityListQuery } from '@kasar/validators';

import { toActivityEventOutput } from '../schemas/activity';
import type { ApiServices } from '../services';
import { pagination } from '../schemas/common';
import { inOrderOf, NEWEST_FIRST } from './listing';

function typeFilter(type: ActivityListQuery['type']): Prisma.AuditEventWhereInput {
  if (!type) return {};
  // A group ('service') is every type that starts with it, named one by one: the index on the
  // type answers a list of values, not a prefix (the database's collation is not C).
  return (AUDIT_EVENT_GROUPS as string[]).includes(type)
    ? { type: { in: AUDIT_EVENT_TYPES.filter((name) => name.startsWith(`${type}.`)) } }
    : { type };
}

/**
 * A page of the log. The page's ids come first, on their own: a deep page then skips index
 * entries only (an index-only scan of the index that holds the order), not the rows.
 */
export async function listActivity({ db }: ApiServices, query: ActivityListQuery) {
  const where: Prisma.AuditEventWhereInput = {
    ...typeFilter(query.type),
    ...(query.user ? { actorId: query.user } : {}),
    ...(query.from || query.to ? { createdAt: { gte: query.from, lte: query.to } } : {}),
  };
  const window = { skip: (query.page - 1) * query.limit, take: query.limit };
  const [total, ids] = await Promise.all([
    db.auditEvent.count({ where }),
    db.auditEvent.findMany({ where, orderBy: NEWEST_FIRST, ...window, select: { id: true } }),
  ]);
  const rows = await db.auditEvent.findMany({ where: { id: { in: ids.map((row) => row.id) } } });
  return {
    data: inOrderOf(ids, rows).map(toActivityEventOutput),
    pagination: pagination(query.page, query.limit, total),
  };
}

/** Everyone who appears in the log, for the user filter: the e-mail each had most recently. */
export async function activityUsers({ db }: ApiServices) {
  const rows = await db.$queryRaw<{ id: string; email: string }[]>`
    SELECT DISTINCT ON (actor_id) actor_id AS id, actor_email AS email
    FROM audit_events
    WHERE actor_id IS NOT NULL AND actor_email IS NOT NULL
    ORDER BY actor_id, created_at DESC`;
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}
