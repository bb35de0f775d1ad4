/** /our-projects: the header banner, the service filters and the first page of projects. */
import { innerPageMetadata } from '../page-metadata';
import { PortfolioPage } from './portfolio-page';

export const metadata = innerPageMetadata('/our-projects');

export default function OurProjectsPage() {
  return <PortfolioPage service="" page={1} />;
}
