import type { Metadata } from 'next';

import {
  NO_ACTIVITY_FILTER,
  activityPageInput,
} from '~/components/dashboard/activity/activity-filter';
import { ActivityList } from '~/components/dashboard/activity/activity-list';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage() {
  const forbidden = await forbiddenUnless('activity.view');
  if (forbidden) return forbidden;
  await Promise.all([
    prefetch(trpc.activity.list.queryOptions(activityPageInput(1, NO_ACTIVITY_FILTER))),
    prefetch(trpc.activity.users.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <ActivityList />
    </HydrateClient>
  );
}
