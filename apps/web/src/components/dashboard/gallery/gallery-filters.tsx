'use client';

import { Button, Select } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { FilterPanel } from '../filter-panel';
import { SearchBox } from '../search-box';
import { ACTIVE_SERVICES_INPUT, NO_FILTERS, type GalleryFilterValues } from './gallery-filter';

/**
 * Search, service, then project (enabled once a service is chosen), and Clear Filters; on a phone
 * all but the search fold into a Filters panel.
 */
export function GalleryFilters({
  filters,
  onChange,
}: {
  filters: GalleryFilterValues;
  onChange: (filters: GalleryFilterValues) => void;
}) {
  const trpc = useTRPC();
  const services = useQuery(trpc.services.list.queryOptions(ACTIVE_SERVICES_INPUT));
  const projects = useQuery({
    ...trpc.services.projects.queryOptions({ id: filters.serviceId }),
    enabled: filters.serviceId !== '',
  });
  const filtersFailed = services.isError || projects.isError;
  useEffect(() => {
    if (filtersFailed) toast.error('Failed to load filters');
  }, [filtersFailed]);

  const active = filters.search !== '' || filters.serviceId !== '' || filters.projectId !== '';
  return (
    <div className="mb-6 grid items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]">
      <SearchBox
        label="Search images"
        placeholder="Search by project, client, location or service"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      {/* From md up the panel's fields are cells of this grid. */}
      <FilterPanel
        activeCount={[filters.serviceId, filters.projectId].filter((id) => id !== '').length}
        className="grid gap-4 md:contents"
      >
        <Select
          label="Service"
          placeholder="All services"
          options={(services.data?.data ?? []).map((service) => ({
            value: service.id,
            label: service.name,
          }))}
          value={filters.serviceId}
          onChange={(event) =>
            onChange({ ...filters, serviceId: event.target.value, projectId: '' })
          }
        />
        <Select
          label="Project"
          placeholder="All projects"
          disabled={filters.serviceId === ''}
          options={(projects.data ?? []).map((project) => ({
            value: project.id,
            label: project.title,
          }))}
          value={filters.projectId}
          onChange={(event) => onChange({ ...filters, projectId: event.target.value })}
        />
        <Button
          variant="secondary"
          disabled={!active}
          onClick={() => onChange(NO_FILTERS)}
          className="max-md:min-h-11"
        >
          Clear Filters
        </Button>
      </FilterPanel>
    </div>
  );
}
