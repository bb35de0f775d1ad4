'use client';

/** The filters above the submissions: status, received from/to, search; and the CSV export. */
import { CONTACT_STATUS_FILTERS } from '@kasar/validators';
import { Button, Select } from '@kasar/ui';
import { Download } from 'lucide-react';

import { DateRangeFields } from '../date-range';
import { SearchBox } from '../search-box';
import type { ContactFilterValues } from './contact-filter';
import { STATUS_LABELS } from './contact-status';

const STATUS_OPTIONS = CONTACT_STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All but spam' : STATUS_LABELS[value],
}));

export function ContactFilters({
  value,
  onChange,
  onExport,
}: {
  value: ContactFilterValues;
  onChange: (value: ContactFilterValues) => void;
  onExport: () => void;
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
        <DateRangeFields idPrefix="contacts" value={value} onChange={set} />
        <Button variant="secondary" onClick={onExport}>
          <Download size={16} aria-hidden />
          Export CSV
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
