'use client';

/**
 * The filters above the submissions: search, then status, received from/to and the CSV export
 * (folded into a Filters panel on a phone).
 */
import { CONTACT_STATUS_FILTERS } from '@kasar/validators';
import { Button, Select } from '@kasar/ui';
import { Download } from 'lucide-react';

import { DateRangeFields } from '../date-range';
import { FilterPanel } from '../filter-panel';
import { useCan } from '../permissions';
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
  const mayExport = useCan('contacts.export');
  const set = (patch: Partial<ContactFilterValues>) => onChange({ ...value, ...patch });
  const activeCount = [value.status !== 'all', value.from !== '', value.to !== ''].filter(
    Boolean,
  ).length;
  return (
    <div className="mb-6 space-y-4">
      <SearchBox
        label="Search submissions"
        placeholder="Search by name, email, subject or message"
        value={value.search}
        onChange={(search) => set({ search })}
      />
      <FilterPanel
        activeCount={activeCount}
        className="grid gap-4 max-md:rounded-lg max-md:bg-white max-md:p-4 max-md:shadow-sm md:flex md:flex-wrap md:items-end"
      >
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={value.status}
          onChange={(event) => set({ status: event.target.value as ContactFilterValues['status'] })}
          containerClassName="md:w-44"
        />
        <DateRangeFields idPrefix="contacts" value={value} onChange={set} />
        {mayExport ? (
          <Button variant="secondary" onClick={onExport} className="max-md:min-h-11">
            <Download size={16} aria-hidden />
            Export CSV
          </Button>
        ) : null}
      </FilterPanel>
    </div>
  );
}
