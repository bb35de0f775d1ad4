/** The API's long-lived services for this server process, created once. */
import 'server-only';

import type { ApiServices, PublicDataTag } from '@kasar/api';
import { apiEnv } from '@kasar/api/env';
import { createMailer } from '@kasar/api/mail';
import { createStorage } from '@kasar/api/storage';
import { createPrismaClient } from '@kasar/db';
import { revalidateTag } from 'next/cache';

import { pageCache } from '../../page-cache/index.mjs';

import { env } from '~/env';

import { logger } from './logger';

/**
 * Makes a change visible on the next request, on every instance: the shared page cache learns
 * of it before the request that made the change answers (Next.js itself passes revalidations to
 * the cache handler only after the response), and Next.js's own per-process state is told too.
 */
async function revalidate(tags: PublicDataTag[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (scripts, tests) Next.js has no cache state to update.
      logger.info('revalidation skipped', { tag, reason: String(error) });
    }
  }
  try {
    await pageCache().revalidate(tags);
  } catch (error) {
    logger.error('the page cache could not be told of a change', { tags, error: String(error) });
  }
}

function create(): ApiServices {
  return {
    db: createPrismaClient(env.databaseUrl),
    storage: createStorage(apiEnv.storage),
    mailer: createMailer({
      smtpUrl: apiEnv.smtpUrl,
      from: apiEnv.mailFrom,
      outboxDir: apiEnv.mailOutboxDir,
      log: (line) => logger.info(line),
    }),
    appUrl: apiEnv.appUrl,
    onPublicDataChange: revalidate,
    log: logger,
    now: () => new Date(),
  };
}

const globalForServices = globalThis as unknown as { kasarServices?: ApiServices };

export const services: ApiServices = (globalForServices.kasarServices ??= create());
