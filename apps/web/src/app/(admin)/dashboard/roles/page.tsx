import type { Metadata } from 'next';

import { RolesScreen } from '~/components/dashboard/roles/roles-screen';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Roles' };

/** Everyone who sees the Team reads the roles; Owners (roles.edit) change them. */
export default async function RolesPage() {
  const forbidden = await forbiddenUnless('team.view');
  if (forbidden) return forbidden;
  await Promise.all([
    prefetch(trpc.roles.list.queryOptions()),
    prefetch(trpc.roles.catalogue.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <RolesScreen />
    </HydrateClient>
  );
}
