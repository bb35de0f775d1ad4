import type { Metadata } from 'next';

import { ReviewQueue } from '~/components/dashboard/reviews/review-queue';
import { ScheduledChanges } from '~/components/dashboard/reviews/scheduled-changes';
import { forbiddenUnless } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Review' };

export default async function ReviewPage() {
  const forbidden = await forbiddenUnless('reviews.view');
  if (forbidden) return forbidden;
  await Promise.all([
    prefetch(trpc.reviews.list.queryOptions()),
    prefetch(trpc.reviews.schedules.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <ReviewQueue />
      <ScheduledChanges />
    </HydrateClient>
  );
}
