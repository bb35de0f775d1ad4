/**
 * next-auth's endpoints: its posts (sign-in, sign-out) are accepted only from the site's own
 * pages and with a small body; reads go straight through.
 */
import { apiEnv } from '@kasar/api/env';
import { NextRequest } from 'next/server';

import { AUTH_MAX_BODY_BYTES, crossSiteRefusal, limitBody } from '~/server/api-guards';
import { handlers } from '~/server/auth';

export const { GET } = handlers;

export async function POST(request: NextRequest) {
  const refused = crossSiteRefusal(request, apiEnv.appUrl);
  if (refused) return refused;
  const body = limitBody(request, AUTH_MAX_BODY_BYTES);
  if (body.refusal) return body.refusal;
  const response = await handlers.POST(new NextRequest(body.request));
  return body.exceeded() ? body.tooLarge() : response;
}
