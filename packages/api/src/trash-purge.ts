/**
 * The trash purge of one server process: every process runs it now and then (`firstDelayMs`
 * after it starts, when starting up is over, then every `intervalMs`), and the purge itself takes
 * a database try-lock, so while one instance purges the others skip. See `purgeTrash` in
 * domain/trash/delete-forever.ts. After it, the same run sweeps what crashes during uploads left,
 * under the same lock (upload-sweep.ts).
 */
import { purgeTrash } from './domain/trash';
import type { ApiServices } from './services';
import { sweepAbandonedUploads } from './upload-sweep';

export interface TrashPurge {
  /** Waits for a purge under way, then stops the timer. */
  stop(): Promise<void>;
}

export function startTrashPurge(
  services: Pick<
    ApiServices,
    'db' | 'storage' | 'log' | 'auditLog' | 'now' | 'trashRetentionDays' | 'onPublicDataChange'
  >,
  options: { firstDelayMs?: number; intervalMs?: number } = {},
): TrashPurge {
  const firstDelayMs = options.firstDelayMs ?? 60_000;
  const intervalMs = options.intervalMs ?? 60 * 60_000;
  let running: Promise<void> | null = null;
  async function purgeAndSweep() {
    try {
      const result = await purgeTrash(services);
      if (result.purged > 0) services.log.info('trash purged', { ...result });
    } catch (error) {
      services.log.error('trash purge failed', { error: String(error) });
    }
    try {
      const swept = await sweepAbandonedUploads(services);
      if (swept.files + swept.temporary > 0) {
        services.log.info('files left by interrupted uploads removed', { ...swept });
      }
    } catch (error) {
      services.log.error('sweep of interrupted uploads failed', { error: String(error) });
    }
  }
  const run = () => {
    running ??= purgeAndSweep().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, firstDelayMs);
  const timer = setInterval(run, intervalMs);
  // The timers alone do not keep the process alive.
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
