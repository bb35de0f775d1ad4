'use client';

/**
 * The filters above the activity log: event type (or a whole group), user, and date range
 * (folded into a Filters panel on a phone).
 */
import { AUDIT_EVENT_GROUPS, AUDIT_EVENT_TYPES } from '@kasar/validators';
import { Select } from '@kasar/ui';

import { DateRangeFields } from '../date-range';
import { FilterPanel } from '../filter-panel';
import type { ActivityFilterValues } from './activity-filter';
import { GROUP_LABELS, TYPE_LABELS } from './activity-labels';

/** Each group, then its own event types under it. */
const TYPE_OPTIONS = AUDIT_EVENT_GROUPS.flatMap((group) => [
  { value: group, label: `${GROUP_LABELS[group]}: all` },
  ...AUDIT_EVENT_TYPES.filter((type) => type.startsWith(`${group}.`)).map((type) => ({
    value: type,
    label: `${GROUP_LABELS[group]}: ${TYPE_LABELS[type]}`,
  })),
]);

export function ActivityFilters({
  value,
  users,
  onChange,
}: {
  value: ActivityFilterValues;
  users: { id: string; email: string }[];
  onChange: (value: ActivityFilterValues) => void;
}) {
  const set = (patch: Partial<ActivityFilterValues>) => onChange({ ...value, ...patch });
  const activeCount = Object.values(value).filter((field) => field !== '').length;
  return (
    <div className="mb-6 space-y-4">
      <FilterPanel
        activeCount={activeCount}
        className="grid gap-4 max-md:rounded-lg max-md:bg-white max-md:p-4 max-md:shadow-sm md:flex md:flex-wrap md:items-end"
      >
        <Select
          label="Event"
          placeholder="All events"
          options={TYPE_OPTIONS}
          value={value.type}
          onChange={(event) => set({ type: event.target.value })}
          containerClassName="md:w-72"
        />
        <Select
          label="User"
          placeholder="Everyone"
          options={users.map((user) => ({ value: user.id, label: user.email }))}
          value={value.user}
          onChange={(event) => set({ user: event.target.value })}
          containerClassName="md:w-64"
        />
        <DateRangeFields idPrefix="activity" value={value} onChange={set} />
      </FilterPanel>
    </div>
  );
}
