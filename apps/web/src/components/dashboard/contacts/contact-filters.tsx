'use client';

/** The filters above the submissions: status, received from/to, search; and the CSV export. */
import { CONTACT_STATUS_FILTERS } from '@kasar/validators';
import { Button, Select } from '@kasar/ui';
import { Download } from 'lucide-react';

import { SearchBox } from '../search-box';
import { STATUS_LABELS } from './contact-status';

export interface ContactFilterValues {
  status: (typeof CONTACT_STATUS_FILTERS)[number];
  /** YYYY-MM-DD as the date inputs hold it, or ''. */
  from: string;
  to: string;
  search: string;
}

export const NO_FILTER: ContactFilterValues = { status: 'all', from: '', to: '', search: '' };

const STATUS_OPTIONS = CONTACT_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All but spam' : STATUS_LABELS[value],
}));

/** The filter as the API takes it: the dates as the start and end of those days, here. */
export function filterInput(filter: ContactFilterValues) {
  return {
    status: filter.status,
    search: filter.search,
    from: filter.from ? new Date(`${filter.from}T00:00:00`).toISOString() : undefined,
    to: filter.to ? new Date(`${filter.to}T23:59:59.999`).toISOString() : undefined,
  };
}

const dateClass =
  'block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-sm text-ink-900 focus:outline-2 focus:outline-brand-700';

export function ContactFilters({
  value,
  onChange,
  onExport,
  exporting,
}: {
  value: ContactFilterValues;
  onChange: (value: ContactFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const set = (patch: Partial<ContactFilterValues>) => onChange({ ...value, ...patch });
  return (
    <div className="mb-6 space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(event) => set({ status: event.target.value as ContactFilterValues['status'] })}
          containerClassName="w-44"
        />
        <div className="space-y-1">
          <label htmlFor="contacts-from" className="block text-sm font-medium text-ink-800">
            From
          </label>
          <input
            id="contacts-from"
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
            className={dateClass}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="contacts-to" className="block text-sm font-medium text-ink-800">
            To
          </label>
          <input
            id="contacts-to"
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
            className={dateClass}
          />
        </div>
        <Button variant="secondary" onClick={onExport} disabled={exporting}>
          <Download size={16} aria-hidden />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>
      <SearchBox
        label="Search submissions"
        placeholder="Search by name, email, subject or message"
        value={value.search}
        onChange={(search) => set({ search })}
      />
    </div>
  );
}
