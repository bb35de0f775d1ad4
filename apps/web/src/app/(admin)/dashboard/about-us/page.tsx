import type { Metadata } from 'next';

import { AboutUsSettings } from '~/components/dashboard/about-us/about-us-settings';

export const metadata: Metadata = { title: 'About Us Content' };

export default function AboutUsPage() {
  return <AboutUsSettings />;
}
