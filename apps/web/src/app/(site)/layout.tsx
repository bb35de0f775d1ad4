/**
 * Layout of the public website: every page inside the shared header and footer. The pages are
 * static: rendered once from the database, kept in the full-route cache (page-cache/) and
 * rendered again on the first request after a change revalidates the data they show.
 */
import type { ReactNode } from 'react';

import { SiteFrame } from '~/components/site/site-frame';

// A page that reads the request (cookies, headers) would fail the build instead of quietly
// turning every public page into a per-request render.
export const dynamic = 'error';
// Rendered again at least daily even without a change (the footer's year, for one).
export const revalidate = 86400;

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
