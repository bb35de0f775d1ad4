/**
 * React Query defaults, the same on both sides: the browser's client for the client components,
 * and one client per request on the server, whose prefetched answers the page hands to the
 * browser (`HydrateClient` in server.ts). Those answers cross as superjson, the transformer the
 * tRPC links use, so a Date (or a Map, or undefined) arrives as it left.
 */
import { QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      // Only answered queries are handed over (React Query's default): a prefetch that failed
      // (signed out, not found…) leaves the query to the browser, which asks again and shows
      // the screen's own error state.
      dehydrate: { serializeData: superjson.serialize },
      hydrate: { deserializeData: superjson.deserialize },
    },
  });
}
