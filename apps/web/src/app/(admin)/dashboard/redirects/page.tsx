import type { Metadata } from 'next';

import { redirectPageInput } from '~/components/dashboard/redirects/redirect-filter';
import { RedirectList } from '~/components/dashboard/redirects/redirect-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsPage() {
  const forbidden = await forbiddenUnless('redirects.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.redirects.list.queryOptions(redirectPageInput(1, '')));
  return (
    <HydrateClient>
      <RedirectList />
    </HydrateClient>
  );
}
