'use client';

/**
 * The sidebar's counts: how many submissions nobody has opened yet, on the Contacts entry, and
 * how many drafts wait for review. Asked again when the window regains focus and every minute,
 * and whenever a call of theirs changes something.
 */
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

const REFRESH_MS = 60_000;

export function NewContactsBadge({ collapsed }: { collapsed: boolean }) {
  const trpc = useTRPC();
  const newCount = useQuery({
    ...trpc.contacts.newCount.queryOptions(),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
  return (
    <CountBadge
      count={newCount.data?.count ?? 0}
      collapsed={collapsed}
      testId="new-contacts-badge"
      noun="new"
    />
  );
}

/** The drafts waiting in the Review queue, on the sidebar's Review entry; asked again likewise. */
export function ReviewCountBadge({ collapsed }: { collapsed: boolean }) {
  const trpc = useTRPC();
  const queue = useQuery({
    ...trpc.reviews.list.queryOptions(),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: REFRESH_MS,
  });
  return (
    <CountBadge
      count={queue.data?.length ?? 0}
      collapsed={collapsed}
      testId="review-count-badge"
      noun="waiting for review"
    />
  );
}

/** A sidebar entry's count (none at 0, '99+' above 99), with what it counts for screen readers. */
function CountBadge({
  count,
  collapsed,
  testId,
  noun,
}: {
  count: number;
  collapsed: boolean;
  testId: string;
  noun: string;
}) {
  if (count === 0) return null;
  return (
    <span
      data-testid={testId}
      className={
        collapsed
          ? 'absolute top-0.5 right-0.5 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[10px] leading-4 font-bold text-white'
          : 'ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white'
      }
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {noun}</span>
    </span>
  );
}
