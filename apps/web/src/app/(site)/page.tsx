/** Home: hero carousel, featured projects, why choose us, process, founder and achievements. */
import { AboutUsSections } from '~/components/site/about-us-sections';
import { FeaturedProjects } from '~/components/site/featured-projects';
import { HeroSection } from '~/components/site/hero-section';
import { ProcessSteps } from '~/components/site/process-steps';
import { WhyChooseUs } from '~/components/site/why-choose-us';

import { sitePageMetadata } from './page-metadata';

export function generateMetadata() {
  return sitePageMetadata('home');
}

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
