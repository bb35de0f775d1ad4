import type { Metadata } from 'next';

import { AboutUsSettings } from '~/components/dashboard/about-us/about-us-settings';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'About Us Content' };

export default async function AboutUsPage() {
  await prefetch(trpc.aboutUs.get.queryOptions());
  return (
    <HydrateClient>
      <AboutUsSettings />
    </HydrateClient>
  );
}
