import type { Metadata } from 'next';

import { AboutUsSettings } from '~/components/dashboard/about-us/about-us-settings';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'About Us Content' };

export default async function AboutUsPage() {
  const forbidden = await forbiddenUnless('about_us.view');
  if (forbidden) return forbidden;
  // The form starts from the draft when there is one: both are in the first HTML.
  await Promise.all([
    prefetch(trpc.aboutUs.get.queryOptions()),
    prefetch(trpc.aboutUs.draft.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <AboutUsSettings />
    </HydrateClient>
  );
}
