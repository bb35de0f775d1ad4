import type { Metadata } from 'next';

import { BannerList } from '~/components/dashboard/banners/banner-list';
import { pageInput } from '~/components/dashboard/list-inputs';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Banners' };

export default async function AllBannersPage() {
  const forbidden = await forbiddenUnless('banners.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.banners.list.queryOptions(pageInput(1)));
  return (
    <HydrateClient>
      <BannerList />
    </HydrateClient>
  );
}
