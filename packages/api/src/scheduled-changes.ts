/**
 * The scheduled changes runner of one server process (docs/publishing.md): every process runs it,
 * and each change, and each scheduled release, is made by exactly one of them
 * (domain/schedules/run-due.ts, domain/releases/schedule.ts). It looks at once
 * when the process starts (so what fell due while every server was down is made now, marked
 * late), then at the next change's time and at least every `pollIntervalMs` (default 15 s). A
 * change scheduled on any instance wakes every runner (PostgreSQL NOTIFY, when `databaseUrl` is
 * given), so each waits for its time; the poll covers a notification lost while reconnecting.
 */
import { listenForNotifications, type NotificationListener } from '@kasar/db';

import { makeDueReleases, untilNextRelease } from './domain/releases';
import { makeDueChanges, SCHEDULED_CHANGES_CHANNEL, untilNextDue } from './domain/schedules';
import type { ApiServices } from './services';

export interface ScheduledChangesRunner {
  /** Looks for due changes now. */
  wake(): void;
  /** Resolves once no run is under way. */
  idle(): Promise<void>;
  /** Stops looking, and waits for the run under way. */
  stop(): Promise<void>;
}

export function startScheduledChanges(
  services: ApiServices,
  options: { pollIntervalMs?: number; leaseMs?: number; databaseUrl?: string } = {},
): ScheduledChangesRunner {
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function later(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, ms);
    // The timer alone does not keep the process alive.
    timer.unref();
  }

  async function run() {
    let wait = pollIntervalMs;
    try {
      const result = await makeDueChanges(services, { leaseMs: options.leaseMs });
      if (result.done + result.failed > 0)
        services.log.info('scheduled changes made', { ...result });
      const releases = await makeDueReleases(services, { leaseMs: options.leaseMs });
      if (releases.done + releases.failed > 0)
        services.log.info('scheduled releases published', { ...releases });
      const next = [await untilNextDue(services), await untilNextRelease(services)].filter(
        (ms) => ms !== null,
      );
      if (next.length > 0) wait = Math.min(pollIntervalMs, Math.max(50, Math.min(...next)));
    } catch (error) {
      services.log.error('scheduled changes could not be read', { error: String(error) });
    }
    later(wait);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = run().finally(() => {
      running = null;
      if (again && !stopped) wake();
    });
  }

  const listener: NotificationListener | null = options.databaseUrl
    ? listenForNotifications(options.databaseUrl, SCHEDULED_CHANGES_CHANNEL, {
        onNotification: wake,
        onConnected: wake,
        onError: (error) =>
          services.log.error('scheduled changes: listening for new ones failed', {
            error: String(error),
          }),
      })
    : null;
  wake();
  return {
    wake,
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await listener?.close();
      while (running) await running;
    },
  };
}
