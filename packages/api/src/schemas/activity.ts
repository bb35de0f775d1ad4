/** Wire shape of audit events (the dashboard's Activity page and GET /dashboard/activity). */
import type { AuditEvent } from '@kasar/db';
import { AUDIT_EVENT_TYPES } from '@kasar/validators';
import { z } from 'zod';

import { isoDate } from './common';

const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const activityEventOutput = z.object({
  id: z.string(),
  // A string, not the enum of the types known here: an event written by another version (older,
  // newer, or brought in by a restore) is answered with its type as stored, never a failed page.
  type: z
    .string()
    .describe(
      `The event type: ${AUDIT_EVENT_TYPES.join(', ')}; or, for an event written by another version of the application, its type as stored`,
    ),
  /** Who: the user's id and the e-mail address they had then; null when nobody signed in. */
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable() }).nullable(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  /** What the entity was called then (a service's name, a project's title). */
  entity_label: z.string().nullable(),
  /** The names of the fields that changed. */
  fields: z.array(z.string()),
  /** The values of the changed fields that are short and plain (never a password or token). */
  values: z.record(
    z.string(),
    z.object({ from: auditValue.optional(), to: auditValue.optional() }),
  ),
  address: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: isoDate,
});

export type ActivityEventOutput = z.infer<typeof activityEventOutput>;

export const activityUserOutput = z.object({ id: z.string(), email: z.string() });

export function toActivityEventOutput(row: AuditEvent): ActivityEventOutput {
  return {
    id: row.id,
    type: row.type,
    actor: row.actorId || row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
    entity: row.entity,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    fields: row.fields,
    values: (row.values ?? {}) as ActivityEventOutput['values'],
    address: row.address,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}
