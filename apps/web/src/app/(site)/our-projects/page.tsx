/** /our-projects: the header banner and the filterable portfolio. */
import { PAGE_SUBTITLE } from '~/components/site/content';
import { PageBanner } from '~/components/site/page-banner';
import { ProjectsSection } from '~/components/site/projects-section';

import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata({
  title: 'Our Projects',
  description:
    'Explore the residential, commercial, renovation, infrastructure and industrial projects delivered by Kasar Foundation.',
  path: '/our-projects',
  keywords: ['construction projects', 'portfolio', 'building projects'],
});

export default function OurProjectsPage() {
  return (
    <>
      <PageBanner title="Our Projects" subtitle={PAGE_SUBTITLE} />
      <ProjectsSection />
    </>
  );
}
