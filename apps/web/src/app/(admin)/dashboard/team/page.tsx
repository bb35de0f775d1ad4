import type { Metadata } from 'next';

import { TeamList } from '~/components/dashboard/team/team-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamPage() {
  const forbidden = await forbiddenUnless('team.view');
  if (forbidden) return forbidden;
  // The roles too: the invite and Change role dialogs choose from them.
  await Promise.all([
    prefetch(trpc.team.list.queryOptions()),
    prefetch(trpc.roles.list.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <TeamList />
    </HydrateClient>
  );
}
