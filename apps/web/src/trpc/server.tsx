/**
 * Server-side tRPC for server components: the same procedures, no HTTP in between.
 *  - `api()`: a caller, for a server component that renders the answer itself.
 *  - `trpc` + `prefetch` + `HydrateClient`: for a page whose client components ask React Query
 *    for their data. The page prefetches those queries here, with the options (so the query keys)
 *    the client components use, and `HydrateClient` hands the answers to the browser's query
 *    client: the first HTML already holds the content, and the browser does not ask again.
 */
import 'server-only';

import {
  appRouter,
  createCaller,
  createContext,
  createRequestCaller,
  type AppRouter,
} from '@kasar/api';
import {
  dehydrate,
  HydrationBoundary,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { cookies, headers } from 'next/headers';
import { cache, type ReactNode } from 'react';

import { building } from '~/env';
import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

import { makeQueryClient } from './query-client';

/** Who is calling, for the current request: the dashboard session if there is one. */
const requestContext = cache(async () => {
  const requestHeaders = new Headers(await headers());
  const cookieHeader = (await cookies()).toString();
  if (cookieHeader) requestHeaders.set('cookie', cookieHeader);
  return createContext(services, {
    clientAddress: clientAddressOf(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    channel: 'web',
    authToken: await sessionTokenOf(new Request('http://internal', { headers: requestHeaders })),
  });
});

/**
 * The signed-in user of the current request with the rights it has now (the role, or the one
 * an Owner views the dashboard as), or null.
 */
export const requestUser = cache(async () => (await requestContext()).user);

/** A caller for the current request, signed in as the dashboard session if there is one. */
export const api = cache(async () => createCaller(await requestContext()));

/** The current request's query client: what its pages prefetch, until `HydrateClient` sends it. */
const requestQueryClient = cache(makeQueryClient);

/**
 * Query options of every procedure, as `useTRPC()` gives them in client components (the same
 * query keys), whose query functions call the procedure as the current request's caller.
 */
export const trpc = createTRPCOptionsProxy<AppRouter>({
  router: appRouter,
  ctx: requestContext,
  queryClient: requestQueryClient,
});

/**
 * Runs a query into the request's query client; resolves when it has answered. A page with
 * several queries starts them all at once (`Promise.all`). A query that fails does not throw: it
 * is left out of what `HydrateClient` sends, and the client component asks for it again and
 * shows its own error state.
 */
export function prefetch<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  query: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  return requestQueryClient().prefetchQuery(query);
}

/** Hands the queries prefetched so far to the browser's query client, around `children`. */
export function HydrateClient({ children }: { children: ReactNode }) {
  return <HydrationBoundary state={dehydrate(requestQueryClient())}>{children}</HydrationBoundary>;
}

/**
 * A caller for public data only: needs no request, so cached pages can use it. During
 * `next build` it refuses: pages are rendered from the database the server runs on, not from
 * whatever database the build could see (what a build renders is never served).
 */
export const publicApi = cache(() => {
  if (building) {
    throw new Error('public data is read when the server runs, not during the build');
  }
  return createRequestCaller(services, { clientAddress: 'server', channel: 'web' });
});
