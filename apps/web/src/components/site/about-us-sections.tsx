/** The home sections that read About Us: founder and achievements. */
import { getAboutUs } from '~/server/public-data';

import { AchievementsSection } from './achievements-section';
import { FounderSection } from './founder-section';

export async function AboutUsSections() {
  const aboutUs = await getAboutUs();
  return (
    <>
      <FounderSection aboutUs={aboutUs} />
      <AchievementsSection aboutUs={aboutUs} />
    </>
  );
}
