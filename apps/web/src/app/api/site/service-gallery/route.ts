/**
 * GET /api/site/service-gallery?service=slug&page=N: page N of a service's gallery as its
 * service page shows it (`data`: the photos, newest first, `pagination`), for the gallery's
 * 'Show more' and for the lightbox stepping past the photos loaded so far. 404 for an unknown
 * service or a page past the last. A staff preview (the proxy checks the session) includes the
 * photos of disabled projects, as the previewed page does.
 */
import type { NextRequest } from 'next/server';

import { pageNumberOf } from '~/components/site/paging';
import { getService } from '~/server/public-data';

import { badQuery, PAGE_REQUIRED, siteDataAnswer } from '../answer';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const slug = query.get('service')?.trim();
  if (!slug) return badQuery('service', 'service must name a service by its slug');
  const page = pageNumberOf(query.get('page'));
  if (page === null) return badQuery('page', PAGE_REQUIRED);
  const service = await getService(slug, page);
  if (!service) return siteDataAnswer(404, { message: 'No such page' });
  return siteDataAnswer(200, service.gallery);
}
