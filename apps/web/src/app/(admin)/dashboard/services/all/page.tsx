import type { Metadata } from 'next';

import { WHOLE_LIST_INPUT } from '~/components/dashboard/list-inputs';
import { ServiceList } from '~/components/dashboard/services/service-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Services' };

export default async function AllServicesPage() {
  const forbidden = await forbiddenUnless('services.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.services.list.queryOptions(WHOLE_LIST_INPUT));
  return (
    <HydrateClient>
      <ServiceList />
    </HydrateClient>
  );
}
