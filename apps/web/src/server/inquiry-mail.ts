/**
 * The inquiry mail worker of this server process (see @kasar/api's outbox), started once by
 * instrumentation.ts when the server starts, and stopped by the HTTP server (@kasar/server's
 * serve.mjs) on shutdown before the database pool closes.
 */
import { startInquiryMailWorker, type InquiryMailWorker } from '@kasar/api';

import { launcherProvided } from '~/env';

import { services } from './services';

/** Where the process keeps its worker, for serve.mjs to stop it. */
const WORKER = Symbol.for('kasar.inquiryMailWorker');

export function startInquiryMail(): InquiryMailWorker {
  const holder = globalThis as unknown as Record<symbol, InquiryMailWorker | undefined>;
  holder[WORKER] ??= startInquiryMailWorker(services, {
    databaseUrl: launcherProvided('DATABASE_URL'),
  });
  return holder[WORKER];
}
