/** Leaves a staff preview: turns draft mode off and goes back to the public page it was on. */
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { publicPreviewPath } from '~/components/preview-paths';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  redirect(publicPreviewPath(request.nextUrl.searchParams.get('path')) ?? '/');
}
