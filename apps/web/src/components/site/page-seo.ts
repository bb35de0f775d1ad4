/**
 * What search engines and link previews show for the four public pages when staff set no search
 * appearance of their own: the generated title, description, keywords and share image. The
 * dashboard shows the same values as its fields' placeholders.
 */
import type { SeoPage } from '@kasar/validators';

import { SITE_NAME } from './content';

export const DEFAULT_SHARE_IMAGE = '/images/backgrounds/page-header.webp';

export interface GeneratedPage {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  image?: string;
}

export const GENERATED_PAGES: Record<SeoPage, GeneratedPage> = {
  home: {
    path: '/',
    title: 'Architecture & Construction Company',
    description:
      'Kasar Foundation designs and builds homes, commercial buildings, infrastructure and industrial facilities with quality materials, licensed teams and on-time delivery.',
    keywords: ['construction', 'architecture', 'residential construction', 'commercial projects'],
  },
  our_projects: {
    path: '/our-projects',
    title: 'Our Projects',
    description:
      'Explore the residential, commercial, renovation, infrastructure and industrial projects delivered by Kasar Foundation.',
    keywords: ['construction projects', 'portfolio', 'building projects'],
  },
  about_us: {
    path: '/about-us',
    title: 'About Us',
    description:
      'Meet Kasar Foundation: our mission, vision and core values, our founder and the achievements of 25 years in architecture and construction.',
    keywords: ['about Kasar Foundation', 'construction company history', 'founder'],
    image: '/images/backgrounds/about-hero.webp',
  },
  contact_us: {
    path: '/contact-us',
    title: 'Contact Us',
    description:
      'Contact Kasar Foundation for a free consultation and quote on residential, commercial, renovation, infrastructure or industrial construction.',
    keywords: ['contact construction company', 'construction quote', 'free consultation'],
  },
};

/** The whole <title> of a generated page title: the site's name follows it. */
export function generatedTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
