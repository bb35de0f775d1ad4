/** The API's services for this server process, created once by the composition root. */
import 'server-only';

import { createServices, type PublicDataTag, type Services } from '@kasar/api';
import { revalidateTag } from 'next/cache';

import { env, launcherProvided } from '~/env';

import { pageCache } from '@kasar/server/page-cache';

/**
 * Makes a change visible on the next request, on every instance: the shared page cache learns
 * of it before the request that made the change answers (Next.js itself passes revalidations to
 * the cache handler only after the response), and Next.js's own per-process state is told too.
 * The page cache records it in PostgreSQL as well: when Redis cannot be told now (an outage, a
 * partition of this instance), every instance catches up from that record once Redis is back.
 */
async function revalidate(tags: readonly PublicDataTag[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (scripts, tests) Next.js has no cache state to update.
      services.log.info('revalidation skipped', { tag, reason: String(error) });
    }
  }
  try {
    await pageCache().revalidate([...tags]);
  } catch (error) {
    services.log.error('the page cache could not be told of a change at once', {
      tags,
      error: String(error),
    });
  }
}

function create(): Services {
  return createServices({
    databaseUrl: launcherProvided('DATABASE_URL'),
    settings: env,
    authSecret: launcherProvided('AUTH_SECRET'),
    onPublicDataChange: revalidate,
  });
}

const globalForServices = globalThis as unknown as { kasarServices?: Services };

export const services: Services = (globalForServices.kasarServices ??= create());
