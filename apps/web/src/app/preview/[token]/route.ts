/**
 * Opens a preview link (docs/publishing.md) for anyone who has it, without an account: while it
 * works, turns on Next's draft mode and keeps the link's token in a cookie (until the link
 * expires), then opens the public page it shows, with its item's draft applied. A link that
 * expired or was revoked answers 410 with a plain sentence. Nothing here is indexed or cached.
 */
import { openPreviewLink } from '@kasar/api/domain';
import { MESSAGES } from '@kasar/api/messages';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';

import { PREVIEW_LINK_COOKIE } from '~/components/preview-paths';
import { env } from '~/env';
import { services } from '~/server/services';

export const dynamic = 'force-dynamic';

export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ token: string }> },
) {
  const { token } = await params;
  const link = await openPreviewLink(services, token);
  if (!link) {
    return new Response(`${MESSAGES.previewLinkClosed}\n`, {
      status: 410,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
      },
    });
  }
  (await cookies()).set(PREVIEW_LINK_COOKIE, token, {
    httpOnly: true,
    secure: env.appUrl.startsWith('https://'),
    sameSite: 'lax',
    path: '/',
    expires: link.expiresAt,
  });
  (await draftMode()).enable();
  redirect(link.path);
}
