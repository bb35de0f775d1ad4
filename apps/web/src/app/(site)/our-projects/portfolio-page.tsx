/**
 * A page of the portfolio: /our-projects (all services, page 1), and the addresses the proxy
 * rewrites here: /our-projects?page=N (all/N) and /our-projects?service=slug[&page=N]
 * (service/slug/N). Each is rendered on its first request and kept in the page cache; an unknown
 * service or a page past the last is not found, and not-found pages are never stored, so the
 * cache holds only pages that exist.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { PAGE_SUBTITLE } from '~/components/site/content';
import { PageBanner } from '~/components/site/page-banner';
import { pageNumberOf, portfolioHref } from '~/components/site/paging';
import { ProjectsSection } from '~/components/site/projects-section';
import { getServices } from '~/server/public-data';

import { pageMetadata, PORTFOLIO_PAGE, sitePageMetadata } from '../page-metadata';

/** The page number a path segment names, at least `lowest`; anything else is not found. */
export function portfolioPageOf(text: string, lowest: number): number {
  const page = pageNumberOf(text);
  if (page === null || page < lowest) notFound();
  return page;
}

/** Title and canonical address of a portfolio page: its own query form, page 1 without it. */
export async function portfolioMetadata(service: string, page: number): Promise<Metadata> {
  if (!service && page === 1) return sitePageMetadata('our_projects');
  const named = service
    ? (await getServices()).find((candidate) => candidate.slug === service)
    : undefined;
  if (service && !named) notFound();
  const parts = [PORTFOLIO_PAGE.title, named?.name, page > 1 ? `page ${page}` : undefined];
  return pageMetadata({
    ...PORTFOLIO_PAGE,
    title: parts.filter(Boolean).join(': '),
    path: portfolioHref(service, page),
  });
}

export function PortfolioPage({ service, page }: { service: string; page: number }) {
  return (
    <>
      <PageBanner title="Our Projects" subtitle={PAGE_SUBTITLE} />
      <ProjectsSection service={service} page={page} />
    </>
  );
}
