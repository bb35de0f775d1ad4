/**
 * The dashboard's 'Download backup' (session cookie auth): the same procedure as
 * GET /api/v1/dashboard/backup. The archive streams as it is made, and the browser saves it as
 * it arrives, so neither side holds the whole file.
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
    return fileResponse(await caller.backup.download());
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') throw error;
    return Response.json(
      { message: error.message },
      { status: getHTTPStatusCodeFromError(error), headers: { 'cache-control': 'no-store' } },
    );
  }
}
