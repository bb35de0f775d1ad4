/**
 * Leaves a preview (a staff one, or a preview link's): turns draft mode off, forgets the link,
 * and goes back to the public page it was on.
 */
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { PREVIEW_LINK_COOKIE, publicPreviewPath } from '~/components/preview-paths';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  // A preview link's visitor leaves it too.
  (await cookies()).delete(PREVIEW_LINK_COOKIE);
  redirect(publicPreviewPath(request.nextUrl.searchParams.get('path')) ?? '/');
}
