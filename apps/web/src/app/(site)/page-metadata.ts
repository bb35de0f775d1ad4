/** Metadata of the public pages: title, description, keywords, canonical, Open Graph, robots. */
import type { SeoPage } from '@kasar/validators';
import type { Metadata } from 'next';

import { SITE_NAME } from '~/components/site/content';
import {
  DEFAULT_SHARE_IMAGE,
  GENERATED_PAGES,
  generatedTitle,
  type GeneratedPage,
} from '~/components/site/page-seo';
import { getOrganization, type PublicOrganization } from '~/server/public-data';

const BASE_KEYWORDS = ['Kasar Foundation', 'construction company', 'architecture firm', 'builders'];

/** The staff's search appearance of a page: each one set replaces the generated value. */
export interface SearchAppearance {
  title: string | null;
  description: string | null;
  image: string | null;
}

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  image?: string | null;
  /** The staff's text for `image`; none: the page title describes it. */
  imageAlt?: string | null;
  seo?: SearchAppearance;
  /** Asks search engines not to list the page (a service's `noindex`). */
  noindex?: boolean;
}

export function pageMetadata(page: PageMetadataInput): Metadata {
  const seo = page.seo;
  // The staff's title is the whole title: the site's name is not added to it.
  const fullTitle = seo?.title ?? generatedTitle(page.title);
  const description = seo?.description ?? page.description;
  const image = seo?.image ?? page.image ?? DEFAULT_SHARE_IMAGE;
  const alt = seo?.image ? fullTitle : ((page.image ? page.imageAlt : null) ?? page.title);
  return {
    title: seo?.title ? { absolute: seo.title } : page.title,
    description,
    keywords: [...(page.keywords ?? []), ...BASE_KEYWORDS],
    alternates: { canonical: page.path },
    openGraph: {
      title: fullTitle,
      description,
      url: page.path,
      siteName: SITE_NAME,
      type: 'website',
      images: [{ url: image, width: 1200, height: 630, alt }],
    },
    twitter: {
      card: 'summary_large_image',
      title: seo?.title ?? page.title,
      description,
      images: [{ url: image, alt }],
    },
    robots: page.noindex ? { index: false, follow: true } : { index: true, follow: true },
  };
}

/** The search appearance the organization settings hold for one of the four pages. */
export function pageSearchAppearance(
  organization: PublicOrganization,
  page: SeoPage,
): SearchAppearance {
  return {
    title: organization[`${page}_seo_title`],
    description: organization[`${page}_seo_description`],
    image: organization[`${page}_seo_image`],
  };
}

/** The metadata of one of the four pages: generated, with the staff's search appearance over it. */
export async function sitePageMetadata(page: SeoPage): Promise<Metadata> {
  const organization = await getOrganization();
  return pageMetadata({ ...GENERATED_PAGES[page], seo: pageSearchAppearance(organization, page) });
}

/** What the portfolio's pages say, each with its own title and address. */
export const PORTFOLIO_PAGE: GeneratedPage = GENERATED_PAGES.our_projects;
