import type { Metadata } from 'next';

import { NO_TRASH_FILTER, trashPageInput } from '~/components/dashboard/trash/trash-filter';
import { TrashList } from '~/components/dashboard/trash/trash-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Trash' };

export default async function TrashPage() {
  const forbidden = await forbiddenUnless('trash.view');
  if (forbidden) return forbidden;
  await prefetch(trpc.trash.list.queryOptions(trashPageInput(1, NO_TRASH_FILTER)));
  return (
    <HydrateClient>
      <TrashList />
    </HydrateClient>
  );
}
