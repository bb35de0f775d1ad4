/** /our-projects: the header banner and the filterable portfolio. */
import { PAGE_SUBTITLE } from '~/components/site/content';
import { PageBanner } from '~/components/site/page-banner';
import { ProjectsSection } from '~/components/site/projects-section';

import { innerPageMetadata } from '../page-metadata';

export const metadata = innerPageMetadata('/our-projects');

export default function OurProjectsPage() {
  return (
    <>
      <PageBanner title="Our Projects" subtitle={PAGE_SUBTITLE} />
      <ProjectsSection />
    </>
  );
}
