/** /our-projects?page=N (N from 2), which the proxy rewrites here: page N of every project. */
import type { Metadata } from 'next';

import { portfolioMetadata, PortfolioPage, portfolioPageOf } from '../../portfolio-page';

export function generateStaticParams(): { page: string }[] {
  return [];
}

interface Props {
  params: Promise<{ page: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return portfolioMetadata('', portfolioPageOf((await params).page, 2));
}

export default async function AllProjectsPage({ params }: Props) {
  return <PortfolioPage service="" page={portfolioPageOf((await params).page, 2)} />;
}
