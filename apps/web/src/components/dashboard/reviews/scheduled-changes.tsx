'use client';

/**
 * The Review screen's scheduled changes (docs/publishing.md): what will be published, enabled or
 * disabled and when, in the firm time zone with its offset, soonest first; and below, the changes
 * of the last 30 days that could not be made, with the reason (their scheduler was mailed too).
 * Each is scheduled and cancelled in its item's edit form.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { DataTable } from '../data-table';
import { ACTION_LABELS } from '../drafts/schedule-controls';
import { ListStates } from '../list-states';
import { KIND_LABELS } from './review-queue';

type ScheduleItem = RouterOutputs['reviews']['schedules']['scheduled'][number];

const itemColumn = {
  heading: 'Item',
  className: 'font-medium text-ink-900 [overflow-wrap:anywhere]',
  cell: (row: ScheduleItem) => (
    <>
      <span className="block text-xs font-normal text-ink-600">{KIND_LABELS[row.entity]}</span>
      {row.label}
    </>
  ),
};

const changeColumn = {
  heading: 'Change',
  className: 'text-ink-700',
  cell: (row: ScheduleItem) => (
    <>
      {ACTION_LABELS[row.action]}
      <span className="block text-xs">by {row.scheduled_by ?? MESSAGES.someoneElse}</span>
    </>
  ),
};

const timeColumn = {
  heading: 'When',
  className: 'text-ink-700',
  cell: (row: ScheduleItem) => <time dateTime={row.due_at}>{row.due_at_local}</time>,
};

export function ScheduledChanges() {
  const trpc = useTRPC();
  const schedules = useQuery(trpc.reviews.schedules.queryOptions());
  return (
    <section aria-labelledby="scheduled-heading" className="mt-8 space-y-4">
      <h2 id="scheduled-heading" className="font-heading text-lg font-semibold text-ink-900">
        Scheduled changes
      </h2>
      <ListStates
        query={schedules}
        loading="Loading the scheduled changes..."
        failed="Failed to load the scheduled changes"
        items={schedules.data?.scheduled}
        empty={
          <p className="text-sm text-ink-600">
            Nothing is scheduled. Schedule a change in an item&apos;s edit form.
          </p>
        }
      >
        {(rows) => (
          <DataTable
            label="Scheduled changes, soonest first"
            rows={rows}
            rowKey={(row) => row.id}
            columns={[itemColumn, changeColumn, timeColumn]}
          />
        )}
      </ListStates>
      {schedules.data && schedules.data.failed.length > 0 ? (
        <>
          <h3 className="font-heading text-base font-semibold text-red-800">
            Scheduled changes that failed
          </h3>
          <DataTable
            label="Scheduled changes that failed in the last 30 days"
            rows={schedules.data.failed}
            rowKey={(row) => row.id}
            columns={[
              itemColumn,
              timeColumn,
              {
                heading: 'Why',
                className: 'text-red-800 [overflow-wrap:anywhere]',
                cell: (row) => row.failure ?? '',
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
