import type { Metadata } from 'next';

import { TeamList } from '~/components/dashboard/team/team-list';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  await prefetch(trpc.team.list.queryOptions());
  return (
    <HydrateClient>
      <TeamList />
    </HydrateClient>
  );
}
