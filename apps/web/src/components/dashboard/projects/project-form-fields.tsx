'use client';

import { MONTHS, YEAR_OPTIONS } from '@kasar/validators';
import { Checkbox, Select, TextArea, TextField } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { FormSection } from '../form-section';
import type { ProjectForm } from './project-form-state';

const MONTH_OPTIONS = MONTHS.map((month) => ({ value: month, label: month }));
const YEARS = YEAR_OPTIONS.map((year) => ({ value: String(year), label: String(year) }));

/** The project form's fields, shared by the add page and the edit dialog. */
export function ProjectFormFields({ form }: { form: ProjectForm }) {
  const trpc = useTRPC();
  const services = useQuery(trpc.projects.serviceOptions.queryOptions());
  const { values, errors } = form;
  const serviceOptions = (services.data ?? []).map((service) => ({
    value: service.id,
    label: service.is_enabled ? service.name : `${service.name} (inactive)`,
  }));
  return (
    <div className="space-y-6">
      <FormSection title="Project Details">
        <Select
          label="Service"
          required
          placeholder={services.isPending ? 'Loading services...' : 'Select a service'}
          options={serviceOptions}
          value={values.service_id}
          error={errors.service_id ?? (services.isError ? 'Failed to load services' : undefined)}
          onChange={(event) => form.set('service_id', event.target.value)}
        />
        <TextField
          label="Project Title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => form.set('title', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Location"
            required
            value={values.location}
            error={errors.location}
            onChange={(event) => form.set('location', event.target.value)}
          />
          <TextField
            label="Client Name"
            required
            value={values.client_name}
            error={errors.client_name}
            onChange={(event) => form.set('client_name', event.target.value)}
          />
        </div>
        <TextField
          label="Built-up Area (sq ft)"
          type="number"
          min={0}
          step="any"
          value={values.builtup_area_sqft}
          error={errors.builtup_area_sqft}
          onChange={(event) => form.set('builtup_area_sqft', event.target.value)}
        />
      </FormSection>
      <FormSection title="Timeline">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Start Month"
            required
            placeholder="Select month"
            options={MONTH_OPTIONS}
            value={values.start_month}
            error={errors.start_month}
            onChange={(event) => form.set('start_month', event.target.value)}
          />
          <Select
            label="Start Year"
            required
            placeholder="Select year"
            options={YEARS}
            value={values.start_year}
            error={errors.start_year}
            onChange={(event) => form.set('start_year', event.target.value)}
          />
          <Select
            label="End Month"
            placeholder="Select month"
            options={MONTH_OPTIONS}
            value={values.end_month}
            error={errors.end_month}
            onChange={(event) => form.set('end_month', event.target.value)}
          />
          <Select
            label="End Year"
            placeholder="Select year"
            options={YEARS}
            value={values.end_year}
            error={errors.end_year}
            onChange={(event) => form.set('end_year', event.target.value)}
          />
        </div>
        <p className="text-xs text-ink-600">Leave the end empty while the project is ongoing.</p>
      </FormSection>
      <FormSection title="Scope">
        <TextArea
          label="Scope of Work"
          required
          rows={5}
          value={values.scope_of_work}
          error={errors.scope_of_work}
          onChange={(event) => form.set('scope_of_work', event.target.value)}
        />
        <Checkbox
          label="Active"
          checked={values.is_enabled}
          onChange={(event) => form.set('is_enabled', event.target.checked)}
        />
      </FormSection>
    </div>
  );
}
