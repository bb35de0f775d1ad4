import type { Metadata } from 'next';

import { ActivityList } from '~/components/dashboard/activity/activity-list';

export const metadata: Metadata = { title: 'Activity' };

export default function ActivityPage() {
  return <ActivityList />;
}
