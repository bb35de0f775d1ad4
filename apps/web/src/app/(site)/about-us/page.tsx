/** /about-us: hero, mission and vision, core values, then the founder and achievements. */
import { AboutHero } from '~/components/site/about-hero';
import { AboutUsSections } from '~/components/site/about-us-sections';
import { CoreValues } from '~/components/site/core-values';
import { MissionVision } from '~/components/site/mission-vision';

import { pageMetadata } from '../page-metadata';

export const metadata = pageMetadata({
  title: 'About Us',
  description:
    'Meet Kasar Foundation: our mission, vision and core values, our founder and the achievements of 25 years in architecture and construction.',
  path: '/about-us',
  keywords: ['about Kasar Foundation', 'construction company history', 'founder'],
  image: '/images/backgrounds/about-hero.webp',
});

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
