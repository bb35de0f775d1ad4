import type { Metadata } from 'next';

import { Releases } from '~/components/dashboard/reviews/releases';
import { ReviewQueue } from '~/components/dashboard/reviews/review-queue';
import { ScheduledChanges } from '~/components/dashboard/reviews/scheduled-changes';
import { forbiddenUnless, roleHolds } from '~/server/dashboard-access';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

export const metadata: Metadata = { title: 'Review' };

export default async function ReviewPage() {
  const forbidden = await forbiddenUnless('reviews.view');
  if (forbidden) return forbidden;
  const mayViewReleases = await roleHolds('releases.view');
  await Promise.all([
    prefetch(trpc.reviews.list.queryOptions()),
    prefetch(trpc.reviews.schedules.queryOptions()),
    mayViewReleases ? prefetch(trpc.releases.list.queryOptions()) : null,
  ]);
  return (
    <HydrateClient>
      <ReviewQueue />
      <ScheduledChanges />
      {mayViewReleases ? <Releases /> : null}
    </HydrateClient>
  );
}
