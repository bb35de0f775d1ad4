/** Server-side callers for server components: the same procedures, no HTTP in between. */
import 'server-only';

import { createRequestCaller } from '@kasar/api';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';

import { building } from '~/env';
import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

/** A caller for the current request, signed in as the dashboard session if there is one. */
export const api = cache(async () => {
  const requestHeaders = new Headers(await headers());
  const cookieHeader = (await cookies()).toString();
  if (cookieHeader) requestHeaders.set('cookie', cookieHeader);
  return createRequestCaller(services, {
    clientAddress: clientAddressOf(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    channel: 'web',
    authToken: await sessionTokenOf(new Request('http://internal', { headers: requestHeaders })),
  });
});

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
