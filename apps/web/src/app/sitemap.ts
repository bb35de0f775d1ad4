import { apiEnv } from '@kasar/api/env';
import type { SeoPage } from '@kasar/validators';
import type { MetadataRoute } from 'next';

import { getSitemap } from '~/server/public-data';

// Cached like the public pages and rendered again when their content changes, or daily.
export const revalidate = 86400;

const PUBLIC_PAGES: { page: SeoPage; path: string; priority: number }[] = [
  { page: 'home', path: '/', priority: 1 },
  { page: 'our_projects', path: '/our-projects', priority: 0.9 },
  { page: 'about_us', path: '/about-us', priority: 0.8 },
  { page: 'contact_us', path: '/contact-us', priority: 0.8 },
];

/** `lastmod`: when the content last changed; left out when it never was saved. */
function lastModified(updatedAt: string | null) {
  return updatedAt ? { lastModified: updatedAt } : {};
}

/**
 * sitemap.xml: the public pages and every enabled service search engines may list (a `noindex`
 * one is left out), each dated by its content's last change.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { pages, services } = await getSitemap();
  return [
    ...PUBLIC_PAGES.map(({ page, path, priority }) => ({
      url: `${apiEnv.appUrl}${path}`,
      ...lastModified(pages[page]),
      changeFrequency: 'weekly' as const,
      priority,
    })),
    ...services.map((service) => ({
      url: `${apiEnv.appUrl}/services/${service.slug}`,
      ...lastModified(service.updated_at),
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}
