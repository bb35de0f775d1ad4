import type { Metadata } from 'next';

import { redirectPageInput } from '~/components/dashboard/redirects/redirect-filter';
import { RedirectList } from '~/components/dashboard/redirects/redirect-list';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsPage() {
  await prefetch(trpc.redirects.list.queryOptions(redirectPageInput(1, '')));
  return (
    <HydrateClient>
      <RedirectList />
    </HydrateClient>
  );
}
