import { apiEnv } from '@kasar/api/env';
import type { MetadataRoute } from 'next';

// Read per request: the site's address is only known at run time.
export const dynamic = 'force-dynamic';

/** robots.txt: the public site is open to crawlers; the dashboard and APIs are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/dashboard', '/login', '/reset-password', '/set-password', '/api/'],
    },
    sitemap: `${apiEnv.appUrl}/sitemap.xml`,
    host: apiEnv.appUrl,
  };
}
