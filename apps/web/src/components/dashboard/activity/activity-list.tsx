'use client';

/** The Activity screen: who signed in and who changed what, newest first, filtered and paged. */
import { PAGE_SIZE } from '@kasar/validators';
import { EmptyState, Pagination } from '@kasar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { ListError, ListLoading } from '../list-states';
import { PageHeader } from '../page-header';
import {
  ActivityFilters,
  activityFilterInput,
  NO_ACTIVITY_FILTER,
  type ActivityFilterValues,
} from './activity-filters';
import { ActivityTable } from './activity-table';

export function ActivityList() {
  const trpc = useTRPC();
  const [filter, setFilter] = useState<ActivityFilterValues>(NO_ACTIVITY_FILTER);
  const [page, setPage] = useState(1);
  const events = useQuery({
    ...trpc.activity.list.queryOptions({ page, limit: PAGE_SIZE, ...activityFilterInput(filter) }),
    placeholderData: keepPreviousData,
  });
  const users = useQuery(trpc.activity.users.queryOptions());

  const changeFilter = (next: ActivityFilterValues) => {
    setFilter(next);
    setPage(1);
  };
  const filtered = Object.values(filter).some((value) => value !== '');

  return (
    <>
      <PageHeader
        title="Activity"
        description="Sign-ins, password resets and every change made in the dashboard, newest first."
      />
      <ActivityFilters value={filter} users={users.data ?? []} onChange={changeFilter} />
      {events.isPending ? <ListLoading label="Loading activity..." /> : null}
      {events.isError ? (
        <ListError
          message={errorMessage(events.error, 'Failed to fetch activity')}
          onRetry={() => void events.refetch()}
        />
      ) : null}
      {events.data?.data.length === 0 ? (
        <EmptyState title={filtered ? 'No activity matches these filters.' : 'No activity yet.'} />
      ) : null}
      {events.data && events.data.data.length > 0 ? (
        <div className="space-y-4">
          <ActivityTable events={events.data.data} />
          <Pagination
            page={page}
            totalPages={events.data.pagination.total_pages}
            onPageChange={setPage}
          />
        </div>
      ) : null}
    </>
  );
}
