/**
 * GET /api/site/portfolio?page=N[&service=slug]: page N of the portfolio as the /our-projects
 * page shows it (`data`: projects in portfolio order, `pagination`), for its 'Show more' and
 * for the project modal stepping past the projects loaded so far. 404 for an unknown service or
 * a page past the last. A staff preview (the proxy checks the session) includes disabled
 * projects, as the previewed page does.
 */
import type { NextRequest } from 'next/server';

import { pageNumberOf } from '~/components/site/paging';
import { getPortfolioPage } from '~/server/public-data';

import { badQuery, PAGE_REQUIRED, siteDataAnswer } from '../answer';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams;
  const page = pageNumberOf(query.get('page'));
  if (page === null) return badQuery('page', PAGE_REQUIRED);
  const result = await getPortfolioPage(query.get('service') ?? '', page);
  if (result.status === 'not-found') return siteDataAnswer(404, { message: 'No such page' });
  if (result.status === 'failed') return siteDataAnswer(503, { message: result.message });
  return siteDataAnswer(200, result.page);
}
