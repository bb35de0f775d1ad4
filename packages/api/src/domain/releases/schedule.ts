/**
 * Scheduled releases (docs/publishing.md): a release published at a date and time in the firm
 * time zone, by exactly one server process of any number. As with a scheduled change
 * (schedules/run-due.ts), a process claims the due releases with FOR UPDATE SKIP LOCKED, a token
 * of its own and a lease; its publish transaction locks the release and checks the token before
 * anything is made, so a cancelled or taken-over release is never published twice, and one
 * whose item is refused is marked FAILED as a whole, recorded and mailed to who scheduled it.
 */
import { randomUUID } from 'node:crypto';

import { scheduleMessages } from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import type { AuditChange } from '../../audit';
import { RECORD_OF } from '../../entities';
import { invalidField, ReleaseFailedError } from '../../errors';
import { scheduleFailedMail } from '../../mail/templates';
import { MESSAGES } from '../../messages';
import type { ApiServices, AuditedServices } from '../../services';
import { SCHEDULED_CHANGES_CHANNEL, ScheduledClaimLost } from '../schedules/claim';
import { asScheduler, DEFAULT_SCHEDULE_LEASE_MS, reasonOf } from '../schedules/run-due';
import { firmTimeZone, formatInTimeZone, instantOf } from '../schedules/time-zone';
import {
  assertPending,
  lockRelease,
  releaseEvent,
  releaseViewOf,
  withItems,
  type ReleaseView,
} from './manage';
import { publishRelease } from './publish';

/**
 * Schedules the release's publish at `at` (a local time read in the firm time zone, or an instant
 * with its offset), replacing the time it had. Refused (422) for a time not in the future or a
 * release without items.
 */
export async function scheduleRelease(
  deps: AuditedServices,
  input: { id: string; at: string },
): Promise<ReleaseView> {
  const timeZone = await firmTimeZone(deps.db);
  const dueAt = instantOf(input.at, timeZone);
  if (!dueAt) throw invalidField('at', scheduleMessages.atInvalid);
  if (dueAt.getTime() <= deps.now().getTime()) throw invalidField('at', scheduleMessages.atInPast);
  const release = await deps.db.$transaction(async (tx) => {
    const current = await lockRelease(tx, input.id);
    assertPending(current);
    if (current.items.length === 0) throw invalidField('id', MESSAGES.releaseEmpty);
    const scheduled = await tx.release.update({
      where: { id: input.id },
      data: {
        status: 'SCHEDULED',
        dueAt,
        failure: null,
        claimToken: null,
        claimedUntil: null,
        scheduledById: deps.actor?.id ?? null,
        scheduledByEmail: deps.actor?.email ?? null,
      },
      include: withItems,
    });
    // Every process's runner hears of it at the commit, and waits for its time.
    await tx.$executeRaw`SELECT pg_notify(${SCHEDULED_CHANGES_CHANNEL}, '')`;
    await deps.audit(
      tx,
      releaseEvent('release.schedule', scheduled, {
        due_at: { to: formatInTimeZone(dueAt, timeZone) },
      }),
    );
    return scheduled;
  });
  return releaseViewOf(deps.db, release, timeZone);
}

/** Cancels the release's schedule (422 when it has none): it stays open, nothing is published. */
export async function cancelReleaseSchedule(
  deps: AuditedServices,
  id: string,
): Promise<ReleaseView> {
  const release = await deps.db.$transaction(async (tx) => {
    // A process publishing it holds this lock: the cancel waits, then finds it published.
    const current = await lockRelease(tx, id);
    if (current.status !== 'SCHEDULED') throw invalidField('id', MESSAGES.releaseNotScheduled);
    const open = await tx.release.update({
      where: { id },
      data: { status: 'OPEN', dueAt: null, claimToken: null, claimedUntil: null },
      include: withItems,
    });
    await deps.audit(tx, releaseEvent('release.schedule_cancel', open));
    return open;
  });
  return releaseViewOf(deps.db, release, await firmTimeZone(deps.db));
}

interface ClaimedRelease {
  id: string;
  name: string;
  due_at: Date;
  scheduled_by_id: string | null;
  scheduled_by_email: string | null;
  claim_token: string;
}

const BATCH_SIZE = 20;

async function claimDueReleases(deps: ApiServices, leaseMs: number, token: string) {
  const now = deps.now();
  const until = new Date(now.getTime() + leaseMs);
  return deps.db.$queryRaw<ClaimedRelease[]>`
    UPDATE releases
       SET claim_token = ${token} || ':' || id, claimed_until = ${until}
     WHERE id IN (SELECT id FROM releases
                   WHERE status = 'SCHEDULED' AND due_at <= ${now}
                     AND (claimed_until IS NULL OR claimed_until <= ${now})
                   ORDER BY due_at, id
                   LIMIT ${BATCH_SIZE}
                   FOR UPDATE SKIP LOCKED)
    RETURNING id, name, due_at, scheduled_by_id, scheduled_by_email, claim_token`;
}

/** Marks the claimed release FAILED (unless its claim is gone), records and mails it. */
async function recordReleaseFailure(
  deps: ApiServices,
  row: ClaimedRelease,
  error: TRPCError,
): Promise<boolean> {
  // A refused item's 409 names it; any other refusal (no items any more) gives its rule.
  const refused = error.cause instanceof ReleaseFailedError ? error.cause.details : null;
  const reason = refused ? error.message : reasonOf(error);
  const values: Record<string, AuditChange> = refused
    ? {
        item: { to: `${RECORD_OF[refused.entity].noun} "${refused.label}"` },
        reason: { to: refused.reason },
      }
    : { reason: { to: reason } };
  const scheduler = asScheduler(deps, row);
  const marked = await deps.db.$transaction(async (tx) => {
    const updated = await tx.release.updateMany({
      where: { id: row.id, claimToken: row.claim_token, status: 'SCHEDULED' },
      data: {
        status: 'FAILED',
        failure: reason.slice(0, 2000),
        claimToken: null,
        claimedUntil: null,
      },
    });
    if (updated.count !== 1) return false;
    await scheduler.audit(tx, releaseEvent('release.schedule_fail', row, values));
    return true;
  });
  if (!marked) return false;
  deps.log.error('a scheduled release could not be published', { release: row.id, reason });
  if (!scheduler.actor) return true;
  const user = await deps.db.user.findUnique({
    where: { id: scheduler.actor.id },
    select: { name: true, email: true },
  });
  if (!user) return true;
  const mail = scheduleFailedMail({
    name: user.name,
    action: 'publish',
    noun: 'release',
    label: row.name,
    when: formatInTimeZone(row.due_at, await firmTimeZone(deps.db)),
    reason,
    reviewUrl: `${deps.appUrl}/dashboard/review`,
  });
  void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
    deps.log.error('scheduled release failure mail failed', { error: String(error) });
  });
  return true;
}

/** What one run did: releases published, refused (FAILED), and claims lost to another process. */
export interface DueReleasesResult {
  done: number;
  failed: number;
  lost: number;
}

/**
 * Claims and publishes every release due at `deps.now()`, as the person who scheduled it, a batch
 * at a time until none is left. Safe to run in every process at once.
 */
export async function makeDueReleases(
  deps: ApiServices,
  options: { leaseMs?: number } = {},
): Promise<DueReleasesResult> {
  const leaseMs = options.leaseMs ?? DEFAULT_SCHEDULE_LEASE_MS;
  const result: DueReleasesResult = { done: 0, failed: 0, lost: 0 };
  for (;;) {
    const rows = await claimDueReleases(deps, leaseMs, randomUUID());
    for (const row of rows) {
      const claim = { token: row.claim_token, dueAt: row.due_at };
      try {
        await publishRelease(asScheduler(deps, row), row.id, claim);
        result.done += 1;
      } catch (error) {
        if (error instanceof ScheduledClaimLost) {
          result.lost += 1;
        } else if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
          if (await recordReleaseFailure(deps, row, error)) result.failed += 1;
          else result.lost += 1;
        } else {
          // Not a rule's refusal (the database away): tried again once the lease ends.
          deps.log.error('a scheduled release could not be published now; it will be tried again', {
            release: row.id,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
    if (rows.length < BATCH_SIZE) return result;
  }
}

/** Milliseconds until the next scheduled release falls due (null: none is scheduled). */
export async function untilNextRelease(
  deps: Pick<ApiServices, 'db' | 'now'>,
): Promise<number | null> {
  const next = await deps.db.release.findFirst({
    where: { status: 'SCHEDULED' },
    orderBy: { dueAt: 'asc' },
    select: { dueAt: true, claimedUntil: true },
  });
  if (!next?.dueAt) return null;
  const at = Math.max(next.dueAt.getTime(), next.claimedUntil?.getTime() ?? 0);
  return Math.max(0, at - deps.now().getTime());
}
