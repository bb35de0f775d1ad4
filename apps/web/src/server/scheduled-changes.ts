/**
 * The scheduled changes runner of this server process (see @kasar/api's scheduled-changes),
 * started once by instrumentation.ts when the server starts, and stopped by the HTTP server
 * (@kasar/server's serve.mjs) on shutdown before the database pool closes.
 */
import { startScheduledChanges, type ScheduledChangesRunner } from '@kasar/api';

import { launcherProvided } from '~/env';

import { services } from './services';

/** Where the process keeps its runner, for serve.mjs to stop it. */
const RUNNER = Symbol.for('kasar.scheduledChanges');

export function startScheduledChangesOnce(): ScheduledChangesRunner {
  const holder = globalThis as unknown as Record<symbol, ScheduledChangesRunner | undefined>;
  holder[RUNNER] ??= startScheduledChanges(services, {
    databaseUrl: launcherProvided('DATABASE_URL'),
  });
  return holder[RUNNER];
}
