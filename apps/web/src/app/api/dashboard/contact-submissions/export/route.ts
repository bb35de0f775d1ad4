/**
 * The dashboard's CSV export of contact submissions (session cookie auth): the same procedure
 * as GET /api/v1/dashboard/contact-submissions/export, its filter in the query string. The file
 * streams as the rows are read, and the browser saves it as it arrives, so neither side holds
 * the whole export, however many rows it has.
 */
import { createRequestCaller } from '@kasar/api';
import { fileResponse } from '@kasar/api/rest';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

import { sessionTokenOf } from '~/server/auth';
import { clientAddressOf } from '~/server/client-address';
import { services } from '~/server/services';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const caller = await createRequestCaller(services, {
    clientAddress: clientAddressOf(request.headers),
    userAgent: request.headers.get('user-agent'),
    channel: 'web',
    authToken: await sessionTokenOf(request),
  });
  try {
    const filter = Object.fromEntries(new URL(request.url).searchParams);
    return fileResponse(await caller.contacts.export(filter));
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
    return Response.json(
      { message: error.message },
      { status: getHTTPStatusCodeFromError(error), headers: { 'cache-control': 'no-store' } },
    );
  }
}
