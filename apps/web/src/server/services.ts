/** The API's services for this server process, created once by the composition root. */
import 'server-only';

import { createServices, type PublicDataTag, type Services } from '@kasar/api';
import { revalidateTag } from 'next/cache';

import { env, launcherProvided } from '~/env';

function revalidate(tags: PublicDataTag[]) {
  for (const tag of tags) {
    try {
      // Expire at once: the next request after a change must show it.
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a request (scripts, tests) there is no cache to revalidate.
      services.log.info('revalidation skipped', { tag, reason: String(error) });
    }
  }
}

function create(): Services {
  return createServices({
    databaseUrl: launcherProvided('DATABASE_URL'),
    settings: env,
    onPublicDataChange: revalidate,
  });
}

const globalForServices = globalThis as unknown as { kasarServices?: Services };

export const services: Services = (globalForServices.kasarServices ??= create());
