/**
 * The tRPC endpoint the Next app's client components call (session cookie auth): only the site's
 * own pages may change anything through it.
 */
import { appRouter, createContext } from '@kasar/api';
import { apiEnv } from '@kasar/api/env';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import { crossSiteRefusal } from '~/server/api-guards';
import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { logger } from '~/server/logger';
import { services } from '~/server/services';

function handler(request: Request) {
  const refused = crossSiteRefusal(request, apiEnv.appUrl);
  if (refused) return refused;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    createContext: async () =>
      createContext(services, {
        clientAddress: clientAddressOf(request.headers),
        channel: 'web',
        authToken: await sessionTokenOf(request),
      }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        logger.error('tRPC procedure failed', { path, error: String(error.cause ?? error) });
      }
    },
  });
}

export { handler as GET, handler as POST };
