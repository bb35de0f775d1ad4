/** Home: hero carousel, featured projects, why choose us, process, founder and achievements. */
import { AboutUsSections } from '~/components/site/about-us-sections';
import { FeaturedProjects } from '~/components/site/featured-projects';
import { HeroFallback } from '~/components/site/hero-fallback';
import { HeroSection } from '~/components/site/hero-section';
import { LoadingBoundary } from '~/components/site/loading-boundary';
import { ProcessSteps } from '~/components/site/process-steps';
import { SectionSpinner } from '~/components/site/section-spinner';
import { WhyChooseUs } from '~/components/site/why-choose-us';

import { pageMetadata } from './page-metadata';

export const metadata = pageMetadata({
  title: 'Architecture & Construction Company',
  description:
    'Kasar Foundation designs and builds homes, commercial buildings, infrastructure and industrial facilities with quality materials, licensed teams and on-time delivery.',
  path: '/',
  keywords: ['construction', 'architecture', 'residential construction', 'commercial projects'],
});

export default function HomePage() {
  return (
    <>
      <LoadingBoundary load={HeroSection} fallback={<HeroFallback />} />
      <LoadingBoundary
        load={FeaturedProjects}
        fallback={<SectionSpinner label="Loading projects" />}
      />
      <WhyChooseUs />
      <ProcessSteps />
      <LoadingBoundary
        load={AboutUsSections}
        fallback={<SectionSpinner label="Loading founder and achievements" />}
      />
    </>
  );
}
