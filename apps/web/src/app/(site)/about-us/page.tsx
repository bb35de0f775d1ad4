/** /about-us: hero, mission and vision, core values, then the founder and achievements. */
import { AboutHero } from '~/components/site/about-hero';
import { AboutUsSections } from '~/components/site/about-us-sections';
import { CoreValues } from '~/components/site/core-values';
import { MissionVision } from '~/components/site/mission-vision';

import { sitePageMetadata } from '../page-metadata';

export function generateMetadata() {
  return sitePageMetadata('about_us');
}

export default function AboutUsPage() {
  return (
    <>
      <AboutHero />
      <MissionVision />
      <CoreValues />
      <AboutUsSections />
    </>
  );
}
