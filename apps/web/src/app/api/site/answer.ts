/**
 * The answers of the site's own JSON routes, which hand the portfolio and service pages further
 * pages of what their HTML shows (the same data, from the same cache). A staff preview's answer
 * shows disabled content, so it is never kept by a shared cache.
 */
import { draftMode } from 'next/headers';

/** As the public pages: a CDN may keep an answer 10 s, so an edit shows within seconds. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

export async function siteDataAnswer(status: 200 | 404 | 503, body: object): Promise<Response> {
  const previewing = (await draftMode()).isEnabled;
  const cacheControl = status === 200 && !previewing ? PUBLIC_CACHE_CONTROL : 'private, no-store';
  return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
}

/** 400 naming the query field that is wrong. */
export function badQuery(field: string, message: string): Response {
  return Response.json(
    { message, field },
    { status: 400, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const PAGE_REQUIRED = 'page must be a whole number from 1';
