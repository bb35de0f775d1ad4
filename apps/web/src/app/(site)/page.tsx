/** Home: hero carousel, featured projects, why choose us, process, founder and achievements. */
import { AboutUsSections } from '~/components/site/about-us-sections';
import { FeaturedProjects } from '~/components/site/featured-projects';
import { HeroSection } from '~/components/site/hero-section';
import { ProcessSteps } from '~/components/site/process-steps';
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
      <HeroSection />
      <FeaturedProjects />
      <WhyChooseUs />
      <ProcessSteps />
      <AboutUsSections />
    </>
  );
}
