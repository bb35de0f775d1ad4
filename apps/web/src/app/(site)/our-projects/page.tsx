/** /our-projects: the header banner, the service filters and the first page of projects. */
import { sitePageMetadata } from '../page-metadata';
import { PortfolioPage } from './portfolio-page';

export function generateMetadata() {
  return sitePageMetadata('our_projects');
}

export default function OurProjectsPage() {
  return <PortfolioPage service="" page={1} />;
}
