import { apiEnv } from '@kasar/api/env';
import type { MetadataRoute } from 'next';

import { getServices } from '~/server/public-data';

// Cached like the public pages and rendered again when services change, or daily.
export const revalidate = 86400;

const PUBLIC_PATHS = [
  { path: '/', priority: 1 },
  { path: '/our-projects', priority: 0.9 },
  { path: '/about-us', priority: 0.8 },
  { path: '/contact-us', priority: 0.8 },
];

/** sitemap.xml: the public pages and every enabled service. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const services = await getServices();
  return [
    ...PUBLIC_PATHS.map(({ path, priority }) => ({
      url: `${apiEnv.appUrl}${path}`,
      changeFrequency: 'weekly' as const,
      priority,
    })),
    ...services.map((service) => ({
      url: `${apiEnv.appUrl}/services/${service.slug}`,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}
