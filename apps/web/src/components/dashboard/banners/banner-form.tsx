'use client';

/** The banner form of the add page and the edit dialog: image, headline, tagline, active. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  bannerFormFields,
  focalPointText,
  TEXT_LIMITS,
  type BannerFormData,
} from '@kasar/validators';
import { Checkbox, TextField } from '@kasar/ui';
import { useWatch } from 'react-hook-form';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { FocalPointField } from '../focal-point-field';
import { ImageField } from '../image-field';
import { useObjectUrl } from '../image-url';
import { useCan } from '../permissions';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';

type Banner = RouterOutputs['banners']['get'];

/** The form's values: the banner's, or an empty form. */
export function bannerValuesOf(banner?: Banner) {
  return {
    image: undefined,
    headline: banner?.headline ?? '',
    tagline: banner?.tagline ?? '',
    image_alt: banner?.image_alt ?? '',
    focal_point: focalPointText(banner?.focal_point ?? null) ?? '',
    is_enabled: banner?.is_enabled ?? true,
  };
}

function useBannerForm(banner?: Banner) {
  return useDashboardForm({
    resolver: zodResolver(bannerFormFields({ imageRequired: !banner })),
    defaultValues: bannerValuesOf(banner),
  });
}

/** The multipart body: the new image when one was chosen, is_enabled '1'/'0'. */
export function bannerFormData(data: BannerFormData, id?: string): FormData {
  const form = new FormData();
  if (id) form.set('id', id);
  if (data.image) form.set('image', data.image);
  form.set('headline', data.headline);
  form.set('tagline', data.tagline ?? '');
  form.set('image_alt', data.image_alt ?? '');
  // Always sent: '' clears a point the staff reset to centre.
  form.set('focal_point', focalPointText(data.focal_point ?? null) ?? '');
  form.set('is_enabled', data.is_enabled ? '1' : '0');
  return form;
}

/** The add page's create (without `banner`) or the edit dialog's update, then `onSaved`. */
export function useBannerSave(banner: Banner | undefined, onSaved: () => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useBannerForm(banner);
  const save = useFormSave(form, {
    save: (data) => {
      if (!banner) return client.banners.create.mutate(bannerFormData(data));
      // The state the form was loaded from: a banner saved by someone else since is refused.
      const body = bannerFormData(data, banner.id);
      body.set('expected_updated_at', banner.updated_at);
      return client.banners.update.mutate(body);
    },
    saved: banner ? MESSAGES.bannerUpdated : MESSAGES.bannerCreated,
    refetch: [trpc.banners.pathKey()],
    failure: banner ? 'Failed to update banner' : 'Failed to create banner',
    onSaved,
  });
  return { form, save };
}

export function BannerFormFields({
  form,
  banner,
}: {
  form: ReturnType<typeof useBannerForm>;
  banner?: Banner;
}) {
  const [headline, tagline, image] = useWatch({
    control: form.control,
    name: ['headline', 'tagline', 'image'],
  });
  // The focal point is picked on the image the banner will show: the chosen file, else the stored one.
  const chosenUrl = useObjectUrl(image instanceof File ? image : null);
  const mayPublish = useCan('banners.publish');
  return (
    <>
      <ImageField
        control={form.control}
        name="image"
        label={banner ? 'Banner Image (optional)' : 'Banner Image'}
        required={!banner}
        storedUrl={banner?.image_url ?? null}
        hint="JPEG, PNG, JPG or WebP, up to 10MB."
      />
      <AltTextField form={form} name="image_alt" />
      <FocalPointField
        control={form.control}
        name="focal_point"
        imageUrl={chosenUrl ?? banner?.image_url ?? null}
      />
      <TextField
        label="Headline"
        required
        maxLength={TEXT_LIMITS.headline}
        hint={`${headline.length}/${TEXT_LIMITS.headline}`}
        {...fieldProps(form, 'headline')}
      />
      <TextField
        label="Tagline"
        maxLength={TEXT_LIMITS.tagline}
        hint={`${(tagline ?? '').length}/${TEXT_LIMITS.tagline}`}
        {...fieldProps(form, 'tagline')}
      />
      {/* Without the publish right the status stays as it is (a new banner starts disabled). */}
      {mayPublish ? <Checkbox label="Active" {...form.register('is_enabled')} /> : null}
    </>
  );
}
