'use client';

/**
 * How many submissions nobody has opened yet, on the sidebar's Contacts entry. Asked again when
 * the window regains focus and every minute, and whenever a contacts call changes something.
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
  const count = newCount.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-contacts-badge"
      className={
        collapsed
          ? 'absolute top-0.5 right-0.5 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[10px] leading-4 font-bold text-white'
          : 'ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white'
      }
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> new</span>
    </span>
  );
}
