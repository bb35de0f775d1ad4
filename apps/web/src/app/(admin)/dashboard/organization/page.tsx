import type { Metadata } from 'next';

import { OrganizationSettings } from '~/components/dashboard/organization/organization-settings';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Organization Settings' };

export default async function OrganizationPage() {
  await prefetch(trpc.organization.get.queryOptions());
  return (
    <HydrateClient>
      <OrganizationSettings />
    </HydrateClient>
  );
}
