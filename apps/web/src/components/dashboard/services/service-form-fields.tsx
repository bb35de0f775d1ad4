'use client';

import { STATISTIC_KEYS } from '@kasar/validators';
import { Button, Checkbox, ImagePicker, TextArea, TextField } from '@kasar/ui';
import { Plus, Trash2 } from 'lucide-react';

import { FormSection } from '../form-section';
import { useObjectUrl } from '../image-url';
import { STATISTIC_LABELS, type ServiceForm } from './service-form-state';

/** The four sections of the service form, shared by the add page and the edit dialog. */
export function ServiceFormFields({
  form,
  currentHeroImage,
}: {
  form: ServiceForm;
  /** The stored hero image on edit; a new one is optional then. */
  currentHeroImage?: string | null;
}) {
  const { values, errors } = form;
  const chosenPreview = useObjectUrl(values.hero_image);
  const isEdit = currentHeroImage !== undefined;
  return (
    <div className="space-y-6">
      <FormSection title="Basic Information">
        <TextField
          label="Service Name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => form.set('name', event.target.value)}
        />
        <TextField
          label="Headline"
          required
          value={values.headline}
          error={errors.headline}
          onChange={(event) => form.set('headline', event.target.value)}
        />
        <TextArea
          label="Description"
          required
          rows={4}
          value={values.description}
          error={errors.description}
          onChange={(event) => form.set('description', event.target.value)}
        />
        <Checkbox
          label="Active"
          checked={values.is_enabled}
          onChange={(event) => form.set('is_enabled', event.target.checked)}
        />
      </FormSection>

      <FormSection title="Hero Image">
        <ImagePicker
          label={isEdit ? 'Hero Image (optional)' : 'Hero Image'}
          required={!isEdit}
          previewUrl={chosenPreview ?? currentHeroImage ?? null}
          onSelect={(file) => form.set('hero_image', file)}
          onRemove={values.hero_image ? () => form.set('hero_image', null) : undefined}
          error={errors.hero_image}
          hint="JPEG, PNG, JPG or WebP, up to 10MB."
        />
      </FormSection>

      <FormSection title="Key Features">
        <ul className="space-y-4">
          {values.features.map((feature, index) => (
            <li key={index} className="rounded-md border border-ink-200 p-4">
              <div className="mb-2 flex items-center justify-between">
                <span className="text-sm font-medium text-ink-800">Feature {index + 1}</span>
                {values.features.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    onClick={() => form.removeFeature(index)}
                    aria-label={`Remove feature ${index + 1}`}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                ) : null}
              </div>
              <div className="space-y-3">
                <TextField
                  label={`Feature ${index + 1} Title`}
                  required
                  value={feature.title}
                  error={errors[`features.${index}.title`]}
                  onChange={(event) => form.setFeature(index, { title: event.target.value })}
                />
                <TextArea
                  label={`Feature ${index + 1} Description`}
                  rows={2}
                  value={feature.description}
                  error={errors[`features.${index}.description`]}
                  onChange={(event) => form.setFeature(index, { description: event.target.value })}
                />
              </div>
            </li>
          ))}
        </ul>
        {errors.features ? <p className="text-sm text-red-700">{errors.features}</p> : null}
        <Button variant="secondary" size="sm" onClick={form.addFeature}>
          <Plus size={16} aria-hidden />
          Add Feature
        </Button>
      </FormSection>

      <FormSection title="Statistics">
        <div className="grid gap-4 sm:grid-cols-3">
          {STATISTIC_KEYS.map((key) => (
            <TextField
              key={key}
              label={STATISTIC_LABELS[key]}
              required={!isEdit}
              inputMode="numeric"
              value={values.statistics[key]}
              error={errors[`statistics.${key}`]}
              onChange={(event) => form.setStatistic(key, event.target.value)}
            />
          ))}
        </div>
      </FormSection>
    </div>
  );
}
