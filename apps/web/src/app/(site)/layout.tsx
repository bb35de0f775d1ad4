/**
 * Layout of the public website: every page inside the shared header and footer. The pages are
 * static: rendered once from the database, kept in the full-route cache (@kasar/server) and
 * rendered again on the first request after a change revalidates the data they show.
 */
import '../site.css';

import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';

import { PreviewBar } from '~/components/site/preview-bar';
import { SiteFrame } from '~/components/site/site-frame';
import { previewLinkOfRender } from '~/server/preview-links';

// A page that reads the request (cookies, headers) would fail the build instead of quietly
// turning every public page into a per-request render. Reading whether draft mode is on is
// allowed: it is off for every render Next stores, and a staff preview (draft mode) is rendered
// per request and never stored.
export const dynamic = 'error';
// Rendered again at least daily even without a change (the footer's year, for one).
export const revalidate = 86400;

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { isEnabled: previewing } = await draftMode();
  return (
    <>
      <SiteFrame>{children}</SiteFrame>
      {previewing ? <PreviewBar shared={previewLinkOfRender() !== null} /> : null}
    </>
  );
}
