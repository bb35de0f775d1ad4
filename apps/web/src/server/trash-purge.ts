/**
 * The trash purge of this server process (see @kasar/api's trash-purge), started once by
 * instrumentation.ts when the server starts, and stopped by the HTTP server (@kasar/server's
 * serve.mjs) on shutdown before the database pool closes.
 */
import { startTrashPurge, type TrashPurge } from '@kasar/api';

import { services } from './services';

/** Where the process keeps its purge, for serve.mjs to stop it. */
const PURGE = Symbol.for('kasar.trashPurge');

export function startTrashPurgeOnce(): TrashPurge {
  const holder = globalThis as unknown as Record<symbol, TrashPurge | undefined>;
  holder[PURGE] ??= startTrashPurge(services);
  return holder[PURGE];
}
