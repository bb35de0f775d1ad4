/** The activity log as staff read it: events newest first, filtered by type, user and date. */
import type { Prisma } from '@kasar/db';
import { AUDIT_EVENT_GROUPS, type ActivityListQuery } from '@kasar/validators';

import { toActivityEventOutput } from '../schemas/activity';
import type { ApiServices } from '../services';
import { findPage, NEWEST_FIRST } from './listing';

function typeFilter(type: ActivityListQuery['type']): Prisma.AuditEventWhereInput {
  if (!type) return {};
  // A group ('service') is every type that starts with it.
  return (AUDIT_EVENT_GROUPS as string[]).includes(type)
    ? { type: { startsWith: `${type}.` } }
    : { type };
}

export function listActivity({ db }: ApiServices, query: ActivityListQuery) {
  const where: Prisma.AuditEventWhereInput = {
    ...typeFilter(query.type),
    ...(query.user ? { actorId: query.user } : {}),
    ...(query.from || query.to ? { createdAt: { gte: query.from, lte: query.to } } : {}),
  };
  return findPage(
    db,
    db.auditEvent,
    query,
    { where, orderBy: NEWEST_FIRST },
    toActivityEventOutput,
  );
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
