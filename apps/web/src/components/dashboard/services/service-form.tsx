'use client';

/** The service form of the add page and the edit dialog: its values, four sections and body. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  capPercentage,
  digitsOnly,
  focalPointText,
  serviceFormFields,
  STATISTIC_KEYS,
  type ServiceFormData,
  type ServiceFormValues,
  type StatisticKey,
} from '@kasar/validators';
import { Checkbox, TextArea, TextField } from '@kasar/ui';
import { useFieldArray, useWatch, type FieldPath } from 'react-hook-form';
import toast from 'react-hot-toast';

import { cleanedInput } from '~/components/cleaned-input';
import { DEFAULT_SHARE_IMAGE, generatedTitle } from '~/components/site/page-seo';
import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { FormSection } from '../form-section';
import { AddRowButton, RemoveRowButton } from '../form-row-buttons';
import { FocalPointField } from '../focal-point-field';
import { ImageField } from '../image-field';
import { SearchAppearanceFields } from '../seo/search-appearance-fields';
import { useObjectUrl } from '../image-url';
import { useCan } from '../permissions';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';

type Service = RouterOutputs['services']['get'];

const STATISTIC_LABELS: Record<StatisticKey, string> = {
  projectsCompleted: 'Projects Completed',
  satisfiedClients: 'Satisfied Clients (%)',
  onTimeDelivery: 'On-Time Delivery (%)',
};

/** What each statistic input keeps of what is typed: digits, percentages at most 100. */
const STATISTIC_INPUT: Record<StatisticKey, (value: string) => string> = {
  projectsCompleted: digitsOnly,
  satisfiedClients: capPercentage,
  onTimeDelivery: capPercentage,
};

const NEW_FEATURE = { title: '', description: '' };

/** The form's values: the service's, or an empty form with one feature row. */
export function serviceValuesOf(service?: Service): ServiceFormValues {
  const statistic = (key: StatisticKey) =>
    String(service?.statistics.find((entry) => entry.key === key)?.value ?? '');
  return {
    name: service?.name ?? '',
    slug: service?.slug ?? '',
    headline: service?.headline ?? '',
    description: service?.description ?? '',
    is_enabled: service?.is_enabled ?? true,
    hero_image: undefined,
    hero_image_alt: service?.hero_image_alt ?? '',
    hero_focal_point: focalPointText(service?.hero_focal_point ?? null) ?? '',
    seo_title: service?.seo_title ?? '',
    seo_description: service?.seo_description ?? '',
    seo_image: undefined,
    remove_seo_image: false,
    noindex: service?.noindex ?? false,
    features: service?.features.length
      ? service.features.map((feature) => ({
          title: feature.title,
          description: feature.description ?? '',
        }))
      : [NEW_FEATURE],
    statistics: {
      projectsCompleted: statistic('projectsCompleted'),
      satisfiedClients: statistic('satisfiedClients'),
      onTimeDelivery: statistic('onTimeDelivery'),
    },
  };
}

export function useServiceForm(service?: Service) {
  return useDashboardForm({
    resolver: zodResolver(serviceFormFields),
    defaultValues: serviceValuesOf(service),
  });
}

type ServiceForm = ReturnType<typeof useServiceForm>;

/** The multipart body: is_enabled '1'/'0', features and the given statistics as JSON text. */
export function serviceFormData(data: ServiceFormData, id?: string): FormData {
  const form = new FormData();
  if (id) form.set('id', id);
  form.set('name', data.name);
  if (data.slug) form.set('slug', data.slug);
  form.set('headline', data.headline);
  form.set('description', data.description);
  form.set('is_enabled', data.is_enabled ? '1' : '0');
  form.set('features', JSON.stringify(data.features));
  form.set('statistics', JSON.stringify(data.statistics));
  if (data.hero_image) form.set('hero_image', data.hero_image);
  form.set('hero_image_alt', data.hero_image_alt ?? '');
  // Always sent: '' clears a point the staff reset to centre.
  form.set('hero_focal_point', focalPointText(data.hero_focal_point ?? null) ?? '');
  // Always sent: '' clears a text, and the page shows its generated one again.
  form.set('seo_title', data.seo_title ?? '');
  form.set('seo_description', data.seo_description ?? '');
  if (data.seo_image) form.set('seo_image', data.seo_image);
  else if (data.remove_seo_image) form.set('remove_seo_image', '1');
  form.set('noindex', data.noindex ? '1' : '0');
  return form;
}

/** Server errors point into the sent statistics list ('statistics.0.value'); the form uses keys. */
export function statisticFieldOf(data: ServiceFormData) {
  return (key: string) => {
    const match = /^statistics\.(\d+)\./.exec(key);
    const statistic = match ? data.statistics[Number(match[1])] : undefined;
    return statistic ? `statistics.${statistic.key}` : key;
  };
}

/**
 * The add page's create (without `service`) or the edit dialog's update, then `onSaved`. An
 * update sends the `updated_at` the form was loaded with: a service saved by someone else since
 * is refused (the form then offers to reload it).
 */
export function useServiceSave(service: Service | undefined, onSaved: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useServiceForm(service);
  const save = useFormSave(form, {
    save: (data) => {
      if (!service) return client.services.create.mutate(serviceFormData(data));
      const body = serviceFormData(data, service.id);
      body.set('expected_updated_at', service.updated_at);
      return client.services.update.mutate(body);
    },
    saved: service ? MESSAGES.serviceUpdated : MESSAGES.serviceCreated,
    refetch: [trpc.services.pathKey()],
    failure: service ? 'Failed to update service' : 'Failed to create service',
    fieldOf: statisticFieldOf,
    onSaved: (saved) => {
      // The save took an address a redirect led away from: the redirect went (decision 035).
      if (saved.notice) toast(saved.notice, { duration: 10_000 });
      onSaved();
    },
  });
  return { form, save };
}

/**
 * The five sections; `currentHeroImage` is the stored image on edit, where a new one is optional,
 * and `current` the service being edited (its slug and social image).
 */
export function ServiceFormFields({
  form,
  currentHeroImage,
  current,
}: {
  form: ServiceForm;
  currentHeroImage?: string | null;
  current?: Pick<Service, 'slug' | 'seo_image'>;
}) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const field = (name: FieldPath<ServiceFormValues>) => fieldProps(form, name);
  const features = useFieldArray({ control, name: 'features' });
  // The focal point is picked on the hero the page will show: the chosen file, else the stored one.
  const heroImage = useWatch({ control, name: 'hero_image' });
  const chosenHeroUrl = useObjectUrl(heroImage instanceof File ? heroImage : null);
  const isEdit = currentHeroImage !== undefined;
  const mayPublish = useCan('services.publish');
  const [name, headline, socialImageRemoved] = useWatch({
    control,
    name: ['name', 'headline', 'remove_seo_image'],
  });
  // The stored social image shows until Remove (then the save drops it) or a new file.
  const socialImage = {
    control,
    name: 'seo_image' as const,
    storedUrl: socialImageRemoved === true ? null : (current?.seo_image ?? null),
    onStoredRemoved: (removed: boolean) => form.setValue('remove_seo_image', removed),
  };
  return (
    <div className="space-y-6">
      <FormSection title="Basic Information">
        <TextField label="Service Name" required {...field('name')} />
        <TextField
          label="Slug"
          hint={
            isEdit
              ? 'The address of its page: /services/<slug>. A new slug keeps the old address working (a redirect).'
              : 'The address of its page: /services/<slug>. Empty: made from the name.'
          }
          autoComplete="off"
          {...field('slug')}
        />
        <TextField label="Headline" required {...field('headline')} />
        <TextArea label="Description" required rows={4} {...field('description')} />
        {/* Without the publish right the status stays as it is (a new service starts disabled). */}
        {mayPublish ? <Checkbox label="Active" {...register('is_enabled')} /> : null}
      </FormSection>

      <FormSection title="Hero Image">
        <ImageField
          control={control}
          name="hero_image"
          label={isEdit ? 'Hero Image (optional)' : 'Hero Image'}
          required={!isEdit}
          storedUrl={currentHeroImage ?? null}
          hint="JPEG, PNG, JPG or WebP, up to 10MB."
        />
        <AltTextField form={form} name="hero_image_alt" />
        <FocalPointField
          control={control}
          name="hero_focal_point"
          imageUrl={chosenHeroUrl ?? currentHeroImage ?? null}
        />
      </FormSection>

      <FormSection title="Key Features">
        <ul className="space-y-4">
          {features.fields.map((feature, index) => (
            <li key={feature.id} className="rounded-md border border-ink-200 p-4">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-medium text-ink-800">Feature {index + 1}</span>
                <RemoveRowButton rows={features} index={index} noun="feature" size="sm" />
              </div>
              <div className="space-y-3">
                <TextField
                  label={`Feature ${index + 1} Title`}
                  required
                  {...field(`features.${index}.title`)}
                />
                <TextArea
                  label={`Feature ${index + 1} Description`}
                  rows={2}
                  {...field(`features.${index}.description`)}
                />
              </div>
            </li>
          ))}
        </ul>
        {errors.features?.root ? (
          <p className="text-sm text-red-700">{errors.features.root.message}</p>
        ) : null}
        <AddRowButton
          label="Add Feature"
          onClick={() => features.append(NEW_FEATURE, { shouldFocus: false })}
        />
      </FormSection>

      <FormSection title="Search appearance">
        <SearchAppearanceFields
          form={form}
          names={{ title: 'seo_title', description: 'seo_description' }}
          image={socialImage}
          generated={{
            title: generatedTitle(name.trim() || 'Service name'),
            description: headline.trim() || 'The headline of the service',
            image: chosenHeroUrl ?? currentHeroImage ?? DEFAULT_SHARE_IMAGE,
          }}
          path={`/services/${current?.slug ?? 'new-service'}`}
        />
        <Checkbox label="Hide from search engines (noindex)" {...register('noindex')} />
        <p className="text-sm text-ink-600">
          The page stays on the site, asks search engines not to list it and leaves the sitemap.
        </p>
      </FormSection>

      <FormSection title="Statistics">
        <div className="grid gap-4 sm:grid-cols-3">
          {STATISTIC_KEYS.map((key) => (
            <TextField
              key={key}
              label={STATISTIC_LABELS[key]}
              required={!isEdit}
              inputMode="numeric"
              error={errors.statistics?.[key]?.message}
              {...cleanedInput(register(`statistics.${key}`), STATISTIC_INPUT[key])}
            />
          ))}
        </div>
      </FormSection>
    </div>
  );
}
