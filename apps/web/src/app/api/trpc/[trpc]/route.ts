/**
 * The tRPC endpoint the Next app's client components call (session cookie auth): only the site's
 * own pages may change anything through it, in batches of at most 10 calls and bodies no larger
 * than the call needs: a few KB for the public procedures anyone may call, the largest form's
 * size for staff, whose session is known before any of the body is read.
 */
import {
  appRouter,
  createContext,
  PUBLIC_MAX_BODY_BYTES,
  publicProcedurePaths,
  ServiceUnavailableError,
} from '@kasar/api';
import { apiEnv } from '@kasar/api/env';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import {
  crossSiteRefusal,
  limitBody,
  TRPC_MAX_BATCH_CALLS,
  TRPC_MAX_BODY_BYTES,
  trpcBatchRefusal,
  trpcProcedurePaths,
} from '~/server/api-guards';
import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

const PUBLIC_PROCEDURES = publicProcedurePaths(appRouter);

async function handler(incoming: Request) {
  const refused = crossSiteRefusal(incoming, apiEnv.appUrl) ?? trpcBatchRefusal(incoming);
  if (refused) return refused;
  // Who calls is known from the cookie alone, before a byte of the body is read.
  const context = await createContext(services, {
    clientAddress: clientAddressOf(incoming.headers),
    userAgent: incoming.headers.get('user-agent'),
    channel: 'web',
    authToken: await sessionTokenOf(incoming),
  });
  const onlyPublic = trpcProcedurePaths(incoming).every((path) => PUBLIC_PROCEDURES.has(path));
  // A staff procedure without a live session is refused by its first middleware (SESSION_ENDED,
  // so the dashboard signs out), and tRPC reads a body only when a procedure asks for its input:
  // that body is never read, whatever its size.
  const body = limitBody(incoming, onlyPublic ? PUBLIC_MAX_BODY_BYTES : TRPC_MAX_BODY_BYTES);
  if (body.refusal) return body.refusal;
  const request = body.request;
  const response = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_CALLS,
    createContext: () => context,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
        services.log.error('tRPC procedure failed', { path, error: String(error.cause ?? error) });
      }
    },
    // A database that cannot be reached answers 503 (databaseAvailable): say when to try again.
    responseMeta({ errors }) {
      for (const { cause } of errors) {
        if (cause instanceof ServiceUnavailableError) {
          return { headers: { 'retry-after': String(cause.retryAfterSeconds) } };
        }
      }
      return {};
    },
  });
  return body.exceeded() ? body.tooLarge() : response;
}

export { handler as GET, handler as POST };
