'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { bannerFormFields, TEXT_LIMITS, type BannerFormData } from '@kasar/validators';
import { Checkbox, FormActions, TextField } from '@kasar/ui';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';

import { showServerErrors, submitErrorOf } from '../errors';
import { AltTextField } from '../alt-text-field';
import { ImageField } from '../image-field';
import { useDashboardForm } from '../use-dashboard-form';

type Banner = RouterOutputs['banners']['get'];

export interface BannerFormProps {
  banner?: Banner;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Sends the multipart body; when it fails, the server's errors show on the form. */
  save: (form: FormData) => Promise<unknown>;
  /** The submit box's text when the server's message is about single fields. */
  failure: string;
  cancel: ReactNode;
}

/** The add-banner page's and edit dialog's form: image, headline, tagline, active. */
export function BannerForm({
  banner,
  busy,
  submitLabel,
  busyLabel,
  save,
  failure,
  cancel,
}: BannerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDashboardForm({
    resolver: zodResolver(bannerFormFields({ imageRequired: !banner })),
    defaultValues: {
      image: undefined,
      headline: banner?.headline ?? '',
      tagline: banner?.tagline ?? '',
      image_alt: banner?.image_alt ?? '',
      is_enabled: banner?.is_enabled ?? true,
    },
  });
  const [headline, tagline, imageAlt] = useWatch({
    control,
    name: ['headline', 'tagline', 'image_alt'],
  });

  const onValid = async (data: BannerFormData) => {
    const form = new FormData();
    if (banner) form.set('id', banner.id);
    if (data.image) form.set('image', data.image);
    form.set('headline', data.headline);
    form.set('tagline', data.tagline ?? '');
    form.set('image_alt', data.image_alt ?? '');
    form.set('is_enabled', data.is_enabled ? '1' : '0');
    try {
      await save(form);
    } catch (error) {
      showServerErrors(setError, error, submitErrorOf(error, failure));
    }
  };

  const submitError = errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-5">
      <ImageField
        control={control}
        name="image"
        label={banner ? 'Banner Image (optional)' : 'Banner Image'}
        required={!banner}
        storedUrl={banner?.image_url ?? null}
        hint="JPEG, PNG, JPG or WebP, up to 10MB."
      />
      <AltTextField
        value={imageAlt}
        error={errors.image_alt?.message}
        registration={register('image_alt')}
      />
      <TextField
        label="Headline"
        required
        maxLength={TEXT_LIMITS.headline}
        error={errors.headline?.message}
        hint={`${headline.length}/${TEXT_LIMITS.headline}`}
        {...register('headline')}
      />
      <TextField
        label="Tagline"
        maxLength={TEXT_LIMITS.tagline}
        error={errors.tagline?.message}
        hint={`${(tagline ?? '').length}/${TEXT_LIMITS.tagline}`}
        {...register('tagline')}
      />
      <Checkbox label="Active" {...register('is_enabled')} />
      <FormActions
        cancel={cancel}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        busy={busy}
        error={submitError}
      />
    </form>
  );
}
