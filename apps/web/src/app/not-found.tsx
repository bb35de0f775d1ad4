/** The 404 page of any unknown address, inside the public site's header and footer. */
import type { Metadata } from 'next';

import { PageNotFound } from '~/components/site/page-not-found';
import { SiteFrame } from '~/components/site/site-frame';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <SiteFrame>
      <PageNotFound />
    </SiteFrame>
  );
}
