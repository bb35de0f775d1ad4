/** The API's long-lived services for this server process, created once. */
import 'server-only';

import type { ApiServices, PublicDataTag } from '@kasar/api';
import { apiEnv } from '@kasar/api/env';
import { createMailer } from '@kasar/api/mail';
import { createStorage } from '@kasar/api/storage';
import { createPrismaClient } from '@kasar/db';
import { revalidateTag } from 'next/cache';

import { launcherProvided } from '~/env';

import { logger } from './logger';

function revalidate(tags: PublicDataTag[]) {
  for (const tag of tags) {
    try {
      // Expire at once: the next request after a change must show it.
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (scripts, tests) there is no cache to revalidate.
      logger.info('revalidation skipped', { tag, reason: String(error) });
    }
  }
}

function create(): ApiServices {
  return {
    db: createPrismaClient(launcherProvided('DATABASE_URL')),
    storage: createStorage({
      uploadsDir: apiEnv.uploadsDir,
      uploadThingToken: apiEnv.uploadThingToken,
    }),
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
