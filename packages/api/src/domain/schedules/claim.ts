/**
 * A scheduled change as the process making it holds it (docs/publishing.md): the row's id and the
 * claim token this process wrote. The change's own transaction ends with `completeScheduledChange`,
 * so the change and the row's DONE commit together or not at all: a change is made exactly once,
 * whatever the number of processes, even when one of them is slow and its claim was taken over.
 */
import type { Db } from '@kasar/db';

export interface ScheduledClaim {
  id: string;
  token: string;
  dueAt: Date;
}

/** The PostgreSQL NOTIFY channel that tells every runner a change was scheduled (its next wait). */
export const SCHEDULED_CHANGES_CHANNEL = 'scheduled_changes';

/** A change made later than this after its time is marked late. */
export const LATE_AFTER_MS = 60_000;

/** Thrown in a change's transaction when its claim was lost (cancelled, or taken over): rolled back. */
export class ScheduledClaimLost extends Error {
  constructor(id: string) {
    super(`the scheduled change ${id} is no longer this process's to make`);
    this.name = 'ScheduledClaimLost';
  }
}

/**
 * Marks the claimed change DONE, in the transaction `tx` that makes it (at `now`, late when more
 * than a minute after its time). Throws `ScheduledClaimLost`, rolling the change back, when the
 * row is no longer claimed with this token.
 */
export async function completeScheduledChange(
  tx: Db,
  claim: ScheduledClaim,
  now: Date,
): Promise<void> {
  const late = now.getTime() - claim.dueAt.getTime() > LATE_AFTER_MS;
  const marked = await tx.scheduledChange.updateMany({
    where: { id: claim.id, claimToken: claim.token, status: 'SCHEDULED' },
    data: { status: 'DONE', doneAt: now, late, claimToken: null, claimedUntil: null },
  });
  if (marked.count !== 1) throw new ScheduledClaimLost(claim.id);
}
