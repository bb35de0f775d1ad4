/**
 * /our-projects?service=slug[&page=N], which the proxy rewrites here: page N (1 without `page`)
 * of one service's projects.
 */
import type { Metadata } from 'next';

import { portfolioMetadata, PortfolioPage, portfolioPageOf } from '../../../portfolio-page';

export function generateStaticParams(): { service: string; page: string }[] {
  return [];
}

interface Props {
  params: Promise<{ service: string; page: string }>;
}

async function addressed(params: Props['params']) {
  const { service, page } = await params;
  return { service: decodeURIComponent(service), page: portfolioPageOf(page, 1) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { service, page } = await addressed(params);
  return portfolioMetadata(service, page);
}

export default async function ServiceProjectsPage({ params }: Props) {
  const { service, page } = await addressed(params);
  return <PortfolioPage service={service} page={page} />;
}
