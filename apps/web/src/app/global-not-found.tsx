/**
 * The 404 page of any unknown address, inside the public site's header and footer. As a global
 * not-found page it is rendered on its own for unmatched addresses, instead of travelling as the
 * not-found fallback inside every page's payload (a whole second header and footer each time).
 */
import './site.css';

import type { Metadata } from 'next';

import { PageNotFound } from '~/components/site/page-not-found';
import { SiteFrame } from '~/components/site/site-frame';

import { Document, documentMetadata, documentViewport } from './document';

export const metadata: Metadata = {
  ...documentMetadata,
  title: 'Page Not Found | Kasar Foundation',
  robots: { index: false, follow: true },
};
export const viewport = documentViewport;

export default function GlobalNotFound() {
  return (
    <Document>
      <SiteFrame>
        <PageNotFound />
      </SiteFrame>
    </Document>
  );
}
