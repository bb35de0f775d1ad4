/**
 * How the portfolio and a service's gallery are split into pages, and the addresses of those
 * pages. A page's HTML holds one page of projects or photos however large the archive grows;
 * 'Show more' (or, without JavaScript, the plain link to the next page) brings the next.
 */
import type { RouterOutputs } from '@kasar/api';

/** Projects per portfolio page: six rows of two on a desktop, two to three phone screens. */
export const PROJECTS_PER_PAGE = 12;

/** Photos per page of a service's gallery: three rows of four on a desktop. */
export const GALLERY_PER_PAGE = 12;

/** The highest page number an address may name (six digits): longer numbers are not pages. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The page a `page` query or path segment names (a whole number from 1), or null. */
export function pageNumberOf(text: string | null | undefined): number | null {
  return text && PAGE_NUMBER.test(text) ? Number(text) : null;
}

/** One page of a list and where it sits in the whole, as the API's public lists answer it. */
export interface ListPage<T> {
  data: T[];
  pagination: RouterOutputs['public']['servicesPage']['pagination'];
}

/** The address of a portfolio page: `/our-projects`, with `service` and `page` when not page 1. */
export function portfolioHref(service: string | undefined, page: number): string {
  const query = new URLSearchParams();
  if (service) query.set('service', service);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/our-projects?${search}` : '/our-projects';
}

/** The address of page `page` of a service's gallery: its service page, with `page` from 2. */
export function serviceGalleryHref(slug: string, page: number): string {
  return page > 1 ? `/services/${slug}?page=${page}` : `/services/${slug}`;
}

/** Where the browser fetches a further page of the portfolio (JSON, the same page as the HTML). */
export function portfolioDataUrl(service: string | undefined, page: number): string {
  const query = new URLSearchParams({ page: String(page) });
  if (service) query.set('service', service);
  return `/api/site/portfolio?${query.toString()}`;
}

/** Where the browser fetches a further page of a service's gallery (JSON). */
export function serviceGalleryDataUrl(slug: string, page: number): string {
  return `/api/site/service-gallery?${new URLSearchParams({ service: slug, page: String(page) }).toString()}`;
}
