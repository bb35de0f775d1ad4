'use client';

/** The Activity screen: who signed in and who changed what, newest first, filtered and paged. */
import { EmptyState } from '@kasar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { PagedListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useFilteredPage } from '../use-paged-list';
import { activityPageInput, NO_ACTIVITY_FILTER } from './activity-filter';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';

export function ActivityList() {
  const trpc = useTRPC();
  const paging = useFilteredPage(NO_ACTIVITY_FILTER);
  const { filter, page } = paging;
  const events = useQuery({
    ...trpc.activity.list.queryOptions(activityPageInput(page, filter)),
    placeholderData: keepPreviousData,
  });
  const users = useQuery(trpc.activity.users.queryOptions());

  const filtered = Object.values(filter).some((value) => value !== '');

  return (
    <>
      <PageHeader
        title="Activity"
        description="Sign-ins, password resets and every change made in the dashboard, newest first."
      />
      <ActivityFilters value={filter} users={users.data ?? []} onChange={paging.changeFilter} />
      <PagedListStates
        query={events}
        loading="Loading activity..."
        failed="Failed to fetch activity"
        empty={
          <EmptyState
            title={filtered ? 'No activity matches these filters.' : 'No activity yet.'}
          />
        }
        paging={paging}
        className="space-y-4"
      >
        {(items) => <ActivityTable events={items} />}
      </PagedListStates>
    </>
  );
}
