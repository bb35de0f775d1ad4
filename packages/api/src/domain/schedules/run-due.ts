/**
 * Making the scheduled changes that are due (docs/publishing.md), in any number of processes at
 * once. A process claims a batch of due rows with FOR UPDATE SKIP LOCKED, writing a token of its
 * own and a lease; then makes each change through the item's own publish or enable path, whose
 * transaction ends by marking the row DONE under that token (claim.ts). So a change is made once:
 * two processes never claim one row together, and a process whose lease ran out (another has
 * taken the row over, or it was cancelled) finds its token gone and rolls its change back.
 *
 * A change the rules refuse (its draft discarded, a service of the project deleted, a slug taken)
 * is marked FAILED with the reason, recorded in the activity log and mailed to whoever scheduled
 * it. Any other error (the database away) leaves the row claimed: it is due again when the lease
 * ends. A change made more than a minute after its time, after downtime, is marked late.
 */
import { randomUUID } from 'node:crypto';

import type { VersionEntity } from '@kasar/db';
import { TRPCError } from '@trpc/server';

import type { AuditActor, AuditEvent } from '../../audit';
import { RECORD_OF } from '../../entities';
import { FieldValidationError } from '../../errors';
import { scheduleFailedMail } from '../../mail/templates';
import type { ApiServices, AuditedServices } from '../../services';
import { publishBannerDraft, toggleBanner } from '../banner';
import { publishProjectDraft, toggleProject } from '../project';
import { publishServiceDraft, toggleService } from '../service';
import { ScheduledClaimLost, type ScheduledClaim } from './claim';
import { actionText, scheduledEntityOf, type ScheduledEntity } from './schedule';
import { firmTimeZone, formatInTimeZone } from './time-zone';

/** A claim lasts this long: a change not made by then is due again, for any process. */
export const DEFAULT_SCHEDULE_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

interface ClaimedRow {
  id: string;
  entity: VersionEntity;
  entity_id: string;
  action: 'PUBLISH_DRAFT' | 'ENABLE' | 'DISABLE';
  label: string;
  due_at: Date;
  scheduled_by_id: string | null;
  scheduled_by_email: string | null;
  claim_token: string;
}

/** What one run did: changes made, refused (FAILED), and claims lost to another process. */
export interface DueChangesResult {
  done: number;
  failed: number;
  lost: number;
}

async function claimDue(deps: ApiServices, leaseMs: number, token: string): Promise<ClaimedRow[]> {
  const now = deps.now();
  const until = new Date(now.getTime() + leaseMs);
  // One token per claim and row: the row's id makes it this row's.
  return deps.db.$queryRaw<ClaimedRow[]>`
    UPDATE scheduled_changes
       SET claim_token = ${token} || ':' || id, claimed_until = ${until}
     WHERE id IN (SELECT id FROM scheduled_changes
                   WHERE status = 'SCHEDULED' AND due_at <= ${now}
                     AND (claimed_until IS NULL OR claimed_until <= ${now})
                   ORDER BY due_at, id
                   LIMIT ${BATCH_SIZE}
                   FOR UPDATE SKIP LOCKED)
    RETURNING id, entity, entity_id, action, label, due_at, scheduled_by_id, scheduled_by_email,
              claim_token`;
}

/** The services of a change as the person who scheduled it: their name is on its events. */
export function asScheduler(
  deps: ApiServices,
  row: { scheduled_by_id: string | null; scheduled_by_email: string | null },
): AuditedServices {
  const actor: AuditActor | null =
    row.scheduled_by_id && row.scheduled_by_email
      ? { id: row.scheduled_by_id, email: row.scheduled_by_email }
      : null;
  return {
    ...deps,
    actor,
    audit: (db, events) =>
      deps.auditLog.write(
        db,
        [events].flat().map((event: AuditEvent) => ({ actor, ...event })),
      ),
  };
}

/** Makes the claimed change through the item's own path; it marks the row DONE itself. */
async function makeChange(
  deps: AuditedServices,
  entity: ScheduledEntity,
  row: ClaimedRow,
  claim: ScheduledClaim,
): Promise<void> {
  const id = row.entity_id;
  const enable = { id, is_enabled: row.action === 'ENABLE' };
  switch (entity) {
    case 'service':
      if (row.action === 'PUBLISH_DRAFT') await publishServiceDraft(deps, { id }, claim);
      else await toggleService(deps, enable, claim);
      return;
    case 'project':
      if (row.action === 'PUBLISH_DRAFT') await publishProjectDraft(deps, { id }, claim);
      else await toggleProject(deps, enable, claim);
      return;
    case 'banner':
      if (row.action === 'PUBLISH_DRAFT') await publishBannerDraft(deps, { id }, claim);
      else await toggleBanner(deps, enable, claim);
      return;
  }
}

/** The reason a refused change gives: its field messages, else its message. */
export function reasonOf(error: TRPCError): string {
  if (error.cause instanceof FieldValidationError) {
    return Object.values(error.cause.fieldErrors).flat().join(' ');
  }
  return error.message;
}

/** Marks the claimed row FAILED (unless the claim is gone), records and mails it. */
async function recordFailure(
  deps: ApiServices,
  scheduler: AuditedServices,
  entity: ScheduledEntity,
  row: ClaimedRow,
  reason: string,
): Promise<boolean> {
  const marked = await deps.db.$transaction(async (tx) => {
    const updated = await tx.scheduledChange.updateMany({
      where: { id: row.id, claimToken: row.claim_token, status: 'SCHEDULED' },
      data: {
        status: 'FAILED',
        failure: reason.slice(0, 2000),
        doneAt: deps.now(),
        claimToken: null,
        claimedUntil: null,
      },
    });
    if (updated.count !== 1) return false;
    await scheduler.audit(tx, {
      type: `${entity}.schedule_fail`,
      entity,
      entityId: row.entity_id,
      entityLabel: row.label,
      changes: { fields: [], values: { reason: { to: reason } } },
    });
    return true;
  });
  if (!marked) return false;
  deps.log.error('a scheduled change could not be made', {
    schedule: row.id,
    entity,
    id: row.entity_id,
    reason,
  });
  if (!scheduler.actor) return true;
  const user = await deps.db.user.findUnique({
    where: { id: scheduler.actor.id },
    select: { name: true, email: true },
  });
  if (!user) return true;
  const mail = scheduleFailedMail({
    name: user.name,
    action: actionText(row.action).toLowerCase(),
    noun: RECORD_OF[entity].noun,
    label: row.label,
    when: formatInTimeZone(row.due_at, await firmTimeZone(deps.db)),
    reason,
    reviewUrl: `${deps.appUrl}/dashboard/review`,
  });
  void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
    deps.log.error('scheduled change failure mail failed', { error: String(error) });
  });
  return true;
}

/**
 * Claims and makes every change due at `deps.now()`, a batch at a time, until none is left.
 * Safe to run in every process at once.
 */
export async function makeDueChanges(
  deps: ApiServices,
  options: { leaseMs?: number } = {},
): Promise<DueChangesResult> {
  const leaseMs = options.leaseMs ?? DEFAULT_SCHEDULE_LEASE_MS;
  const result: DueChangesResult = { done: 0, failed: 0, lost: 0 };
  for (;;) {
    const rows = await claimDue(deps, leaseMs, randomUUID());
    for (const row of rows) {
      const entity = scheduledEntityOf(row.entity);
      if (!entity) continue;
      const scheduler = asScheduler(deps, row);
      const claim = { id: row.id, token: row.claim_token, dueAt: row.due_at };
      try {
        await makeChange(scheduler, entity, row, claim);
        result.done += 1;
      } catch (error) {
        if (error instanceof ScheduledClaimLost) {
          result.lost += 1;
          deps.log.info('a scheduled change was cancelled or taken over meanwhile', {
            schedule: row.id,
          });
        } else if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
          const failed = await recordFailure(deps, scheduler, entity, row, reasonOf(error));
          if (failed) result.failed += 1;
          else result.lost += 1;
        } else {
          // Not a rule's refusal: tried again once the lease ends.
          deps.log.error('a scheduled change could not be made now; it will be tried again', {
            schedule: row.id,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
    if (rows.length < BATCH_SIZE) return result;
  }
}

/** Milliseconds until the next scheduled change falls due (null: none is scheduled). */
export async function untilNextDue(deps: Pick<ApiServices, 'db' | 'now'>): Promise<number | null> {
  const next = await deps.db.scheduledChange.findFirst({
    where: { status: 'SCHEDULED' },
    orderBy: { dueAt: 'asc' },
    select: { dueAt: true, claimedUntil: true },
  });
  if (!next) return null;
  const at = Math.max(next.dueAt.getTime(), next.claimedUntil?.getTime() ?? 0);
  return Math.max(0, at - deps.now().getTime());
}
