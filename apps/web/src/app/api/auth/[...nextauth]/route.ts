/**
 * next-auth's endpoints: its posts (sign-in, sign-out) are accepted only from the site's own
 * pages; reads go straight through.
 */
import { apiEnv } from '@kasar/api/env';
import type { NextRequest } from 'next/server';

import { crossSiteRefusal } from '~/server/api-guards';
import { handlers } from '~/server/auth';

export const { GET } = handlers;

export async function POST(request: NextRequest) {
  return crossSiteRefusal(request, apiEnv.appUrl) ?? handlers.POST(request);
}
