import type { Metadata } from 'next';

import { TeamList } from '~/components/dashboard/team/team-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const forbidden = await forbiddenUnless('team.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.team.list.queryOptions());
  return (
    <HydrateClient>
      <TeamList />
    </HydrateClient>
  );
}
