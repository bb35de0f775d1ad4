'use client';

/** The add and edit service forms' values, checks (the shared zod schemas) and wire format. */
import type { RouterOutputs } from '@kasar/api';
import {
  capPercentage,
  digitsOnly,
  fieldErrorsFromZod,
  firstFieldErrors,
  serviceCreateFields,
  serviceUpdateFields,
  STATISTIC_KEYS,
  type StatisticKey,
} from '@kasar/validators';
import { useState } from 'react';

type Service = RouterOutputs['services']['get'];

export interface FeatureRow {
  title: string;
  description: string;
}

export interface ServiceFormValues {
  name: string;
  headline: string;
  description: string;
  is_enabled: boolean;
  hero_image: File | null;
  features: FeatureRow[];
  statistics: Record<StatisticKey, string>;
}

export const STATISTIC_LABELS: Record<StatisticKey, string> = {
  projectsCompleted: 'Projects Completed',
  satisfiedClients: 'Satisfied Clients (%)',
  onTimeDelivery: 'On-Time Delivery (%)',
};

const EMPTY: ServiceFormValues = {
  name: '',
  headline: '',
  description: '',
  is_enabled: true,
  hero_image: null,
  features: [{ title: '', description: '' }],
  statistics: { projectsCompleted: '', satisfiedClients: '', onTimeDelivery: '' },
};

function valuesOf(service: Service): ServiceFormValues {
  const statistic = (key: StatisticKey) =>
    String(service.statistics.find((entry) => entry.key === key)?.value ?? '');
  return {
    name: service.name,
    headline: service.headline,
    description: service.description,
    is_enabled: service.is_enabled,
    hero_image: null,
    features:
      service.features.length > 0
        ? service.features.map((feature) => ({
            title: feature.title,
            description: feature.description ?? '',
          }))
        : EMPTY.features,
    statistics: {
      projectsCompleted: statistic('projectsCompleted'),
      satisfiedClients: statistic('satisfiedClients'),
      onTimeDelivery: statistic('onTimeDelivery'),
    },
  };
}

/** Only statistics with a value are sent (SPEC §7), in a fixed order. */
function sentStatistics(values: ServiceFormValues) {
  return STATISTIC_KEYS.filter((key) => values.statistics[key] !== '').map((key) => ({
    key,
    value: values.statistics[key],
  }));
}

/** Errors keyed 'statistics.<index>.value' point at the sent list; the form keys them by name. */
function withStatisticKeys(errors: Record<string, string>, values: ServiceFormValues) {
  const sent = sentStatistics(values);
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^statistics\.(\d+)\./.exec(key);
    const statistic = match ? sent[Number(match[1])] : undefined;
    mapped[statistic ? `statistics.${statistic.key}` : key] = message;
  }
  return mapped;
}

export function useServiceForm(service?: Service) {
  const [values, setValues] = useState<ServiceFormValues>(() =>
    service ? valuesOf(service) : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });

  const set = <K extends keyof ServiceFormValues>(key: K, value: ServiceFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const setStatistic = (key: StatisticKey, input: string) => {
    const value = key === 'projectsCompleted' ? digitsOnly(input) : capPercentage(input);
    setValues((current) => ({ ...current, statistics: { ...current.statistics, [key]: value } }));
    clearError(`statistics.${key}`);
  };

  const setFeature = (index: number, patch: Partial<FeatureRow>) => {
    setValues((current) => ({
      ...current,
      features: current.features.map((row, at) => (at === index ? { ...row, ...patch } : row)),
    }));
    clearError(`features.${index}.title`);
  };

  const addFeature = () =>
    setValues((current) => ({
      ...current,
      features: [...current.features, { title: '', description: '' }],
    }));

  const removeFeature = (index: number) =>
    setValues((current) =>
      current.features.length > 1
        ? { ...current, features: current.features.filter((_, at) => at !== index) }
        : current,
    );

  /** Checks with the shared schema; returns false (and shows the errors) when invalid. */
  const validate = (): boolean => {
    const input = {
      ...(service ? { id: service.id } : {}),
      name: values.name,
      headline: values.headline,
      description: values.description,
      is_enabled: values.is_enabled,
      hero_image: values.hero_image ?? undefined,
      features: values.features,
      statistics: sentStatistics(values),
    };
    const parsed = (service ? serviceUpdateFields : serviceCreateFields).safeParse(input);
    if (parsed.success) {
      setErrors({});
      return true;
    }
    setErrors(withStatisticKeys(firstFieldErrors(fieldErrorsFromZod(parsed.error)), values));
    return false;
  };

  /** The multipart body: is_enabled '1'/'0', features and statistics as JSON text. */
  const toFormData = (): FormData => {
    const form = new FormData();
    if (service) form.set('id', service.id);
    form.set('name', values.name);
    form.set('headline', values.headline);
    form.set('description', values.description);
    form.set('is_enabled', values.is_enabled ? '1' : '0');
    form.set('features', JSON.stringify(values.features));
    form.set('statistics', JSON.stringify(sentStatistics(values)));
    if (values.hero_image) form.set('hero_image', values.hero_image);
    return form;
  };

  const showServerErrors = (fieldErrors: Record<string, string>) =>
    setErrors(withStatisticKeys(fieldErrors, values));

  return {
    values,
    errors,
    set,
    setStatistic,
    setFeature,
    addFeature,
    removeFeature,
    validate,
    toFormData,
    showServerErrors,
  };
}

export type ServiceForm = ReturnType<typeof useServiceForm>;
