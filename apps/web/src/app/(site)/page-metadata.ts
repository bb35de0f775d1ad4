/** Metadata of the public pages: title, description, keywords, canonical, Open Graph. */
import type { Metadata } from 'next';

import { SITE_NAME } from '~/components/site/content';

export const DEFAULT_SHARE_IMAGE = '/images/backgrounds/page-header.webp';

const BASE_KEYWORDS = ['Kasar Foundation', 'construction company', 'architecture firm', 'builders'];

export function pageMetadata(page: {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  image?: string | null;
}): Metadata {
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  return {
    title: page.title,
    description: page.description,
    keywords: [...(page.keywords ?? []), ...BASE_KEYWORDS],
    alternates: { canonical: page.path },
    openGraph: {
      title: `${page.title} | ${SITE_NAME}`,
      description: page.description,
      url: page.path,
      siteName: SITE_NAME,
      type: 'website',
      images: [{ url: image, width: 1200, height: 630, alt: page.title }],
    },
    twitter: { card: 'summary_large_image', title: page.title, description: page.description },
    robots: { index: true, follow: true },
  };
}
