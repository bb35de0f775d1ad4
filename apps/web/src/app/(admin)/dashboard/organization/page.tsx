import type { Metadata } from 'next';

import { OrganizationSettings } from '~/components/dashboard/organization/organization-settings';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Organization Settings' };

export default async function OrganizationPage() {
  const forbidden = await forbiddenUnless('organization.view');
  if (forbidden) return forbidden;
  await Promise.all([
    prefetch(trpc.organization.get.queryOptions()),
    // The form starts from the draft when there is one: both are in the first HTML.
    prefetch(trpc.organization.draft.queryOptions()),
    prefetch(trpc.organization.timeZone.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <OrganizationSettings />
    </HydrateClient>
  );
}
