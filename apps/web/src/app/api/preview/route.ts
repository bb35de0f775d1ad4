/**
 * Enters a staff preview: with a live dashboard session, turns on Next's draft mode (a cookie
 * only this build can make) and opens the public page named by `path`, where disabled services,
 * projects and banners show under a 'Preview — not public' bar. Only the site's own public pages
 * are opened; anyone without a session goes to the sign-in page instead.
 */
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { DASHBOARD_PATH, loginUrlFor } from '~/components/dashboard/auth-paths';
import { PREVIEW_LINK_COOKIE, publicPreviewPath } from '~/components/preview-paths';
import { hasStaffSession } from '~/server/auth';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const path = publicPreviewPath(request.nextUrl.searchParams.get('path'));
  if (!path) {
    return new Response('path must be a public page of this site', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  if (!(await hasStaffSession(request))) redirect(loginUrlFor(DASHBOARD_PATH));
  (await draftMode()).enable();
  // A staff preview shows every draft, not the one of a preview link opened before.
  (await cookies()).delete(PREVIEW_LINK_COOKIE);
  redirect(path);
}
