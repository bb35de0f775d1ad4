import type { Metadata } from 'next';

import { notFoundPageInput } from '~/components/dashboard/redirects/redirect-filter';
import { NotFoundList } from '~/components/dashboard/redirects/not-found-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: '404 log' };

export default async function NotFoundLogPage() {
  const forbidden = await forbiddenUnless('redirects.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.redirects.notFound.queryOptions(notFoundPageInput(1, '')));
  return (
    <HydrateClient>
      <NotFoundList />
    </HydrateClient>
  );
}
