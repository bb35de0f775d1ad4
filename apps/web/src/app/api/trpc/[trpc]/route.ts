/**
 * The tRPC endpoint the Next app's client components call (session cookie auth): only the site's
 * own pages may change anything through it, in batches of at most 10 calls and bodies no larger
 * than the largest form needs.
 */
import { appRouter, createContext } from '@kasar/api';
import { apiEnv } from '@kasar/api/env';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import {
  crossSiteRefusal,
  limitBody,
  TRPC_MAX_BATCH_CALLS,
  TRPC_MAX_BODY_BYTES,
  trpcBatchRefusal,
} from '~/server/api-guards';
import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

async function handler(incoming: Request) {
  const refused = crossSiteRefusal(incoming, apiEnv.appUrl) ?? trpcBatchRefusal(incoming);
  if (refused) return refused;
  const body = limitBody(incoming, TRPC_MAX_BODY_BYTES);
  if (body.refusal) return body.refusal;
  const request = body.request;
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_CALLS,
    createContext: async () =>
      createContext(services, {
        clientAddress: clientAddressOf(request.headers),
        userAgent: request.headers.get('user-agent'),
        channel: 'web',
        authToken: await sessionTokenOf(request),
      }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        services.log.error('tRPC procedure failed', { path, error: String(error.cause ?? error) });
      }
    },
  });
  return body.exceeded() ? body.tooLarge() : response;
}

export { handler as GET, handler as POST };
