/**
 * The sweep of what crashes during uploads left, run with the trash purge (trash-purge.ts): the
 * files of pending uploads (pending-uploads.ts) nothing refers to, and half-written files.
 */
import { PURGE_LOCK } from './domain/trash';
import { settlePendingUploads } from './pending-uploads';
import type { ApiServices } from './services';

/** An upload recorded this long ago was left by a crash: no mutation takes that long. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** The most pending uploads one sweep settles; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

export interface UploadSweepResult {
  /** false: another process held the purge's lock, so this one skipped. */
  ran: boolean;
  /** Stored files of abandoned uploads deleted. */
  files: number;
  /** Half-written files of interrupted writes deleted. */
  temporary: number;
}

/**
 * Removes what crashes during uploads left: the files of uploads recorded more than
 * ABANDONED_AFTER_MS ago (on the services' clock) that no row, trash item or kept version
 * refers to, and temporary files last written before then. Under the purge's lock: while one
 * instance sweeps, the others skip.
 */
export async function sweepAbandonedUploads(
  services: Pick<ApiServices, 'db' | 'storage' | 'log' | 'now'>,
): Promise<UploadSweepResult> {
  const cutoff = new Date(services.now().getTime() - ABANDONED_AFTER_MS);
  const due = await services.db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0)) AS locked`;
      if (!lock?.locked) return null;
      return tx.pendingUpload.findMany({
        where: { createdAt: { lt: cutoff } },
        orderBy: { createdAt: 'asc' },
        take: SWEEP_BATCH,
        select: { key: true },
      });
    },
    { maxWait: 30_000 },
  );
  if (due === null) return { ran: false, files: 0, temporary: 0 };
  const files = await settlePendingUploads(
    services,
    due.map((row) => row.key),
  );
  const temporary = await services.storage.removeTemporaryFiles(cutoff);
  return { ran: true, files, temporary };
}
