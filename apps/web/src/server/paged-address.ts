/**
 * The paged public addresses and the static routes that render them (used by proxy.ts): the
 * (site) pages may not read the request's query, so /our-projects?service=…&page=… and
 * /services/{slug}?page=… are rewritten to path routes, each page kept in the page cache.
 */
import { pageNumberOf, portfolioHref, serviceGalleryHref } from '../components/site/paging';

const SERVICE_PAGE = /^\/services\/([^/]+)$/;

/**
 * Where a paged public address is served from: a redirect to its canonical form, a rewrite to the
 * static route of that page, or null (the address is served as it is).
 */
export function pagedAddress(url: URL): { redirect: string } | { rewrite: string } | null {
  const query = url.searchParams;
  const pageText = query.get('page');
  const page = pageText === null ? 1 : pageNumberOf(pageText);
  if (url.pathname === '/our-projects') {
    const service = query.get('service');
    if (service === null && pageText === null) return null;
    const slug = service?.trim() ?? '';
    if (page === null || (page === 1 && pageText !== null) || (service !== null && !slug)) {
      return { redirect: portfolioHref(slug, page ?? 1) };
    }
    return slug
      ? { rewrite: `/our-projects/service/${encodeURIComponent(slug)}/${page}` }
      : { rewrite: `/our-projects/all/${page}` };
  }
  const serviceSlug = SERVICE_PAGE.exec(url.pathname)?.[1];
  if (serviceSlug === undefined || pageText === null) return null;
  if (page === null || page === 1) return { redirect: serviceGalleryHref(serviceSlug, 1) };
  return { rewrite: `/services/${serviceSlug}/gallery/${page}` };
}
