'use client';

/** The add and edit project forms' values, checks (the shared zod schemas) and JSON payload. */
import type { RouterOutputs } from '@kasar/api';
import {
  fieldErrorsFromZod,
  firstFieldErrors,
  projectCreateInput,
  projectFieldLiveMessages,
  projectUpdateInput,
} from '@kasar/validators';
import { useState } from 'react';

type Project = RouterOutputs['projects']['get'];

export interface ProjectFormValues {
  service_id: string;
  title: string;
  builtup_area_sqft: string;
  location: string;
  client_name: string;
  start_month: string;
  start_year: string;
  end_month: string;
  end_year: string;
  scope_of_work: string;
  is_enabled: boolean;
}

const EMPTY: ProjectFormValues = {
  service_id: '',
  title: '',
  builtup_area_sqft: '',
  location: '',
  client_name: '',
  start_month: '',
  start_year: '',
  end_month: '',
  end_year: '',
  scope_of_work: '',
  is_enabled: true,
};

function valuesOf(project: Project): ProjectFormValues {
  return {
    service_id: project.service_id,
    title: project.title,
    builtup_area_sqft: project.builtup_area_sqft === null ? '' : String(project.builtup_area_sqft),
    location: project.location,
    client_name: project.client_name,
    start_month: project.start_month,
    start_year: String(project.start_year),
    end_month: project.end_month ?? '',
    end_year: project.end_year === null ? '' : String(project.end_year),
    scope_of_work: project.scope_of_work,
    is_enabled: project.is_enabled,
  };
}

/** SPEC §7: years are numbers and empty optional values are null. */
function payloadOf(values: ProjectFormValues) {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  const yearOrNull = (value: string) => (value === '' ? null : Number(value));
  return {
    service_id: values.service_id,
    title: values.title,
    builtup_area_sqft: orNull(values.builtup_area_sqft),
    location: values.location,
    client_name: values.client_name,
    start_month: values.start_month,
    start_year: yearOrNull(values.start_year),
    end_month: orNull(values.end_month),
    end_year: yearOrNull(values.end_year),
    scope_of_work: values.scope_of_work,
    is_enabled: values.is_enabled,
  };
}

/** The timeline rules put their message on one field; editing any of these clears them all. */
const TIMELINE_FIELDS = ['start_month', 'start_year', 'end_month', 'end_year'];

export function useProjectForm(project?: Project) {
  const [values, setValues] = useState<ProjectFormValues>(() =>
    project ? valuesOf(project) : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = <K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const next = { ...current };
      const cleared = TIMELINE_FIELDS.includes(key) ? TIMELINE_FIELDS : [key];
      for (const field of cleared) delete next[field];
      // SPEC §5: live checks give the 'is required' messages of these four fields.
      const liveMessage = (projectFieldLiveMessages as Record<string, string | undefined>)[key];
      if (liveMessage && typeof value === 'string' && value.trim() === '') next[key] = liveMessage;
      return next;
    });
  };

  const validate = (): boolean => {
    const parsed = project
      ? projectUpdateInput.safeParse({ id: project.id, ...payloadOf(values) })
      : projectCreateInput.safeParse(payloadOf(values));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(firstFieldErrors(fieldErrorsFromZod(parsed.error)));
    return false;
  };

  return {
    values,
    errors,
    set,
    validate,
    payload: () => payloadOf(values),
    showServerErrors: setErrors,
  };
}

export type ProjectForm = ReturnType<typeof useProjectForm>;
