'use client';

/**
 * Scheduling in an edit form (docs/publishing.md), for who may publish the item: the change it has
 * scheduled ('Publish the draft on Mon, 7 Dec 2026, 09:00 (UTC+05:30) — scheduled by X') with
 * 'Cancel schedule', the one that failed and why, and 'Schedule…', which opens the form: what
 * happens (publish the draft, enable or disable), the date and the time, in the firm time zone.
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import type { ScheduledActionName } from '@kasar/validators';
import { Button } from '@kasar/ui';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';

import { errorMessage, serverFieldErrors } from '../errors';

type ItemSchedule = RouterOutputs['services']['schedule'];
type ScheduleChange = NonNullable<ItemSchedule['change']>;

/** What a scheduled change does, as the form and the Review screen name it. */
export const ACTION_LABELS: Record<ScheduledActionName, string> = {
  publish_draft: 'Publish the draft',
  enable: 'Enable',
  disable: 'Disable',
};

/** What happens at the time, as the notice says it. */
const ACTION_NOTICES: Record<ScheduledActionName, string> = {
  publish_draft: 'The draft is published',
  enable: 'It is enabled',
  disable: 'It is disabled',
};

/** The actions that apply now: publish a draft it has, enable a disabled item, disable a live one. */
function actionsFor(hasDraft: boolean, isEnabled: boolean): ScheduledActionName[] {
  return [
    ...(hasDraft ? (['publish_draft'] as const) : []),
    isEnabled ? ('disable' as const) : ('enable' as const),
  ];
}

function ChangeNotice({
  change,
  cancelling,
  onCancel,
}: {
  change: ScheduleChange;
  cancelling: boolean;
  onCancel: () => void;
}) {
  if (change.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {MESSAGES.scheduleFailedNotice(
          ACTION_LABELS[change.action].toLowerCase(),
          change.due_at_local,
          change.failure ?? '',
        )}
      </p>
    );
  }
  return (
    <span className="flex flex-wrap items-center justify-between gap-2">
      <span role="status" className="font-medium">
        {MESSAGES.scheduleNotice(
          ACTION_NOTICES[change.action],
          change.due_at_local,
          change.scheduled_by ?? MESSAGES.someoneElse,
        )}
      </span>
      <Button
        variant="secondary"
        size="sm"
        className="max-sm:min-h-11"
        onClick={onCancel}
        disabled={cancelling}
      >
        {cancelling ? 'Cancelling...' : 'Cancel schedule'}
      </Button>
    </span>
  );
}

export function ScheduleSection({
  schedule,
  hasDraft,
  isEnabled,
  send,
  cancel,
  refetch,
}: {
  /** The item's schedule as the server answers it (null while it loads). */
  schedule: ItemSchedule | null;
  hasDraft: boolean;
  isEnabled: boolean;
  send: (input: { action: ScheduledActionName; at: string }) => Promise<unknown>;
  cancel: () => Promise<{ message: string }>;
  /** The queries that show the item's schedule and the Review screen, fetched again after a change. */
  refetch: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const actions = actionsFor(hasDraft, isEnabled);
  const [open, setOpen] = useState(false);
  const [action, setAction] = useState<ScheduledActionName>(actions[0] ?? 'disable');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const refresh = () => {
    for (const key of refetch) void queryClient.invalidateQueries({ queryKey: key });
  };
  const scheduling = useMutation({
    mutationFn: () => send({ action, at: `${date}T${time}` }),
    onSuccess: () => {
      toast.success(MESSAGES.scheduled);
      setOpen(false);
      refresh();
    },
  });
  const cancelling = useMutation({
    mutationFn: cancel,
    onSuccess: (result) => {
      toast.success(result.message);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the schedule')),
  });
  if (!schedule) return null;
  const fieldErrors = serverFieldErrors(scheduling.error);
  const general =
    scheduling.error && Object.keys(fieldErrors).length === 0
      ? errorMessage(scheduling.error, 'Failed to schedule the change')
      : null;
  return (
    <div className="space-y-3 rounded-md border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950">
      {schedule.change ? (
        <ChangeNotice
          change={schedule.change}
          cancelling={cancelling.isPending}
          onCancel={() => cancelling.mutate()}
        />
      ) : null}
      {open ? (
        // Not a <form>: it sits inside the edit form, and forms do not nest.
        <div className="space-y-3" role="group" aria-label="Schedule a change">
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-action`}>
              What happens
              <select
                id={`${id}-action`}
                className="min-h-11 rounded-md border border-ink-300 bg-white px-3 font-normal"
                value={action}
                onChange={(event) =>
                  setAction(actions.find((name) => name === event.target.value) ?? action)
                }
              >
                {actions.map((name) => (
                  <option key={name} value={name}>
                    {ACTION_LABELS[name]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-date`}>
              Date
              <input
                id={`${id}-date`}
                type="date"
                className="min-h-11 rounded-md border border-ink-300 bg-white px-3 font-normal"
                value={date}
                aria-invalid={fieldErrors.at ? true : undefined}
                aria-describedby={fieldErrors.at ? `${id}-at-error` : `${id}-zone`}
                onChange={(event) => setDate(event.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-time`}>
              Time
              <input
                id={`${id}-time`}
                type="time"
                className="min-h-11 rounded-md border border-ink-300 bg-white px-3 font-normal"
                value={time}
                aria-describedby={`${id}-zone`}
                onChange={(event) => setTime(event.target.value)}
              />
            </label>
          </div>
          <p id={`${id}-zone`} className="text-ink-700">
            In the firm time zone: {schedule.time_zone} ({schedule.utc_offset})
          </p>
          {fieldErrors.at ? (
            <p id={`${id}-at-error`} role="alert" className="text-red-800">
              {fieldErrors.at}
            </p>
          ) : null}
          {fieldErrors.action ? (
            <p role="alert" className="text-red-800">
              {fieldErrors.action}
            </p>
          ) : null}
          {general ? (
            <p role="alert" className="text-red-800">
              {general}
            </p>
          ) : null}
          <span className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              className="max-sm:min-h-11"
              disabled={scheduling.isPending}
              onClick={() => scheduling.mutate()}
            >
              {scheduling.isPending ? 'Scheduling...' : 'Schedule'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="max-sm:min-h-11"
              onClick={() => setOpen(false)}
            >
              Close
            </Button>
          </span>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="max-sm:min-h-11"
          onClick={() => {
            setAction(actions[0] ?? 'disable');
            scheduling.reset();
            setOpen(true);
          }}
        >
          Schedule...
        </Button>
      )}
    </div>
  );
}
