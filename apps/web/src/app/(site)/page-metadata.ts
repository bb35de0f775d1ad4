/** Metadata of the public pages: title, description, keywords, canonical, Open Graph. */
import type { Metadata } from 'next';

import { SITE_NAME } from '~/components/site/content';

export const DEFAULT_SHARE_IMAGE = '/images/backgrounds/page-header.webp';

const BASE_KEYWORDS = ['Kasar Foundation', 'construction company', 'architecture firm', 'builders'];

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  image?: string | null;
  /** The staff's text for `image`; none: the page title describes it. */
  imageAlt?: string | null;
}

export function pageMetadata(page: PageMetadataInput): Metadata {
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const alt = (page.image ? page.imageAlt : null) ?? page.title;
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
      images: [{ url: image, width: 1200, height: 630, alt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: [{ url: image, alt }],
    },
    robots: { index: true, follow: true },
  };
}

/** What search engines and link previews show for each inner page of the site, by path. */
const INNER_PAGES = {
  '/about-us': {
    title: 'About Us',
    description:
      'Meet Kasar Foundation: our mission, vision and core values, our founder and the achievements of 25 years in architecture and construction.',
    keywords: ['about Kasar Foundation', 'construction company history', 'founder'],
    image: '/images/backgrounds/about-hero.webp',
  },
  '/contact-us': {
    title: 'Contact Us',
    description:
      'Contact Kasar Foundation for a free consultation and quote on residential, commercial, renovation, infrastructure or industrial construction.',
    keywords: ['contact construction company', 'construction quote', 'free consultation'],
  },
  '/our-projects': {
    title: 'Our Projects',
    description:
      'Explore the residential, commercial, renovation, infrastructure and industrial projects delivered by Kasar Foundation.',
    keywords: ['construction projects', 'portfolio', 'building projects'],
  },
} satisfies Record<string, Omit<PageMetadataInput, 'path'>>;

/** What the portfolio's pages say, each with its own title and address. */
export const PORTFOLIO_PAGE = INNER_PAGES['/our-projects'];

export function innerPageMetadata(path: keyof typeof INNER_PAGES): Metadata {
  return pageMetadata({ ...INNER_PAGES[path], path });
}
