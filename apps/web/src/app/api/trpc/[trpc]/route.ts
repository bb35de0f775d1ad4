/** The tRPC endpoint the Next app's client components call (session cookie auth). */
import { appRouter, createContext } from '@kasar/api';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

function handler(request: Request) {
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
        services.log.error('tRPC procedure failed', { path, error: String(error.cause ?? error) });
      }
    },
  });
}

export { handler as GET, handler as POST };
