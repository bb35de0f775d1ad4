'use client';

/** The project form of the add page and the edit dialog: its values, live checks and fields. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  MONTHS,
  projectCreateInput,
  projectFieldLiveMessages,
  YEAR_OPTIONS,
  type ProjectCreateValues,
} from '@kasar/validators';
import { Checkbox, Select, TextArea, TextField } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { FormSection } from '../form-section';
import { useCan } from '../permissions';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';

type Project = RouterOutputs['projects']['get'];

const MONTH_OPTIONS = MONTHS.map((month) => ({ value: month, label: month }));
const YEARS = YEAR_OPTIONS.map((year) => ({ value: String(year), label: String(year) }));

/** Live checks on input give these fields' 'is required' messages. */
const LIVE_MESSAGES: ReadonlyMap<string, string> = new Map(
  Object.entries(projectFieldLiveMessages),
);
/** The timeline rules put their message on one field; editing any of these clears them all. */
const TIMELINE_FIELDS = ['start_month', 'start_year', 'end_month', 'end_year'] as const;

/** The four selects of the Timeline section; a project without an end is ongoing. */
const TIMELINE_SELECTS = [
  {
    name: 'start_month',
    label: 'Start Month',
    required: true,
    placeholder: 'Select month',
    options: MONTH_OPTIONS,
  },
  {
    name: 'start_year',
    label: 'Start Year',
    required: true,
    placeholder: 'Select year',
    options: YEARS,
  },
  { name: 'end_month', label: 'End Month', placeholder: 'Select month', options: MONTH_OPTIONS },
  { name: 'end_year', label: 'End Year', placeholder: 'Select year', options: YEARS },
] as const;

/** Every input holds text; the schema turns years and the area into numbers (or null). */
export function projectValuesOf(project?: Project): ProjectCreateValues {
  return {
    service_id: project?.service_id ?? '',
    title: project?.title ?? '',
    builtup_area_sqft: project?.builtup_area_sqft?.toString() ?? '',
    location: project?.location ?? '',
    client_name: project?.client_name ?? '',
    start_month: project?.start_month ?? '',
    start_year: project?.start_year.toString() ?? '',
    end_month: project?.end_month ?? '',
    end_year: project?.end_year?.toString() ?? '',
    scope_of_work: project?.scope_of_work ?? '',
    is_enabled: project?.is_enabled ?? true,
  };
}

/** The schema's output is the JSON payload: years as numbers, empty optional values null. */
export function useProjectForm(project?: Project) {
  return useDashboardForm(
    { resolver: zodResolver(projectCreateInput), defaultValues: projectValuesOf(project) },
    (name: FieldPath<ProjectCreateValues>, { getValues, setError, clearErrors }) => {
      if ((TIMELINE_FIELDS as readonly string[]).includes(name)) clearErrors([...TIMELINE_FIELDS]);
      const live = LIVE_MESSAGES.get(name);
      const value: unknown = getValues(name);
      if (live && typeof value === 'string' && value.trim() === '') {
        setError(name, { type: 'live', message: live });
      }
    },
  );
}

/**
 * The add page's create (without `project`) or the edit dialog's update, then `onSaved`. The
 * services' lists are fetched again too: they count each service's projects.
 */
export function useProjectSave(project: Project | undefined, onSaved: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useProjectForm(project);
  const save = useFormSave(form, {
    save: (data) =>
      project
        ? client.projects.update.mutate({
            id: project.id,
            ...data,
            // The state the form was loaded from: a project saved by someone else since is refused.
            expected_updated_at: project.updated_at,
          })
        : client.projects.create.mutate(data),
    saved: project ? MESSAGES.projectUpdated : MESSAGES.projectCreated,
    refetch: [trpc.projects.pathKey(), trpc.services.pathKey()],
    failure: project
      ? 'Failed to update project. Please try again.'
      : 'Failed to create project. Please try again.',
    onSaved,
  });
  return { form, save };
}

export function ProjectFormFields({ form }: { form: ReturnType<typeof useProjectForm> }) {
  const trpc = useTRPC();
  const services = useQuery(trpc.projects.serviceOptions.queryOptions());
  // Without the publish right the status stays as it is (a new project starts disabled).
  const mayPublish = useCan('projects.publish');
  const field = (name: FieldPath<ProjectCreateValues>) => fieldProps(form, name);
  const serviceField = field('service_id');
  const serviceOptions = (services.data ?? []).map((service) => ({
    value: service.id,
    label: service.is_enabled ? service.name : `${service.name} (inactive)`,
  }));
  return (
    <div className="space-y-6">
      <FormSection title="Project Details">
        <Select
          // An uncontrolled select cannot pick an option that is not there yet: it mounts again
          // once the services arrive, and react-hook-form selects the stored one.
          key={services.isSuccess ? 'services' : 'no-services'}
          label="Service"
          required
          placeholder={services.isPending ? 'Loading services...' : 'Select a service'}
          options={serviceOptions}
          {...serviceField}
          error={serviceField.error ?? (services.isError ? 'Failed to load services' : undefined)}
        />
        <TextField label="Project Title" required {...field('title')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Location" required {...field('location')} />
          <TextField label="Client Name" required {...field('client_name')} />
        </div>
        <TextField
          label="Built-up Area (sq ft)"
          type="number"
          min={0}
          step="any"
          {...field('builtup_area_sqft')}
        />
      </FormSection>
      <FormSection title="Timeline">
        <div className="grid gap-4 sm:grid-cols-2">
          {TIMELINE_SELECTS.map(({ name, ...select }) => (
            <Select key={name} {...select} {...field(name)} />
          ))}
        </div>
        <p className="text-xs text-ink-600">Leave the end empty while the project is ongoing.</p>
      </FormSection>
      <FormSection title="Scope">
        <TextArea label="Scope of Work" required rows={5} {...field('scope_of_work')} />
        {mayPublish ? <Checkbox label="Active" {...form.register('is_enabled')} /> : null}
      </FormSection>
    </div>
  );
}
