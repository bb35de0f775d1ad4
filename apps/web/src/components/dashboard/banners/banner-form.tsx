'use client';

import type { RouterOutputs } from '@kasar/api';
import {
  bannerCreateFields,
  bannerUpdateFields,
  fieldErrorsFromZod,
  firstFieldErrors,
  TEXT_LIMITS,
} from '@kasar/validators';
import { Alert, Button, Checkbox, ImagePicker, TextField } from '@kasar/ui';
import { useState, type FormEvent, type ReactNode } from 'react';

import { useObjectUrl } from '../image-url';

type Banner = RouterOutputs['banners']['get'];

export interface BannerFormProps {
  banner?: Banner;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Sends the multipart body once the fields pass the shared schema. */
  onSubmit: (form: FormData) => void;
  serverErrors: Record<string, string>;
  submitError: string | null;
  cancel: ReactNode;
}

/** The add-banner page's and edit dialog's form: image, headline, tagline, active. */
export function BannerForm({
  banner,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  serverErrors,
  submitError,
  cancel,
}: BannerFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const [headline, setHeadline] = useState(banner?.headline ?? '');
  const [tagline, setTagline] = useState(banner?.tagline ?? '');
  const [enabled, setEnabled] = useState(banner?.is_enabled ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useObjectUrl(image);
  const shown = { ...serverErrors, ...errors };

  const clear = (key: string) =>
    setErrors((current) => {
      const next = { ...current };
      delete next[key];
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = {
      headline,
      tagline,
      is_enabled: enabled,
      image: image ?? undefined,
    };
    const parsed = banner
      ? bannerUpdateFields.safeParse({ ...values, id: banner.id })
      : bannerCreateFields.safeParse(values);
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsFromZod(parsed.error)));
      return;
    }
    setErrors({});
    const form = new FormData();
    if (banner) form.set('id', banner.id);
    if (image) form.set('image', image);
    form.set('headline', headline);
    form.set('tagline', tagline);
    form.set('is_enabled', enabled ? '1' : '0');
    onSubmit(form);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ImagePicker
        label={banner ? 'Banner Image (optional)' : 'Banner Image'}
        required={!banner}
        previewUrl={preview ?? banner?.image_url ?? null}
        onSelect={(file) => {
          setImage(file);
          clear('image');
        }}
        onRemove={image ? () => setImage(null) : undefined}
        error={shown.image}
        hint="JPEG, PNG, JPG or WebP, up to 10MB."
      />
      <TextField
        label="Headline"
        required
        maxLength={TEXT_LIMITS.headline}
        value={headline}
        error={shown.headline}
        hint={`${headline.length}/${TEXT_LIMITS.headline}`}
        onChange={(event) => {
          setHeadline(event.target.value);
          clear('headline');
        }}
      />
      <TextField
        label="Tagline"
        maxLength={TEXT_LIMITS.tagline}
        value={tagline}
        error={shown.tagline}
        hint={`${tagline.length}/${TEXT_LIMITS.tagline}`}
        onChange={(event) => {
          setTagline(event.target.value);
          clear('tagline');
        }}
      />
      <Checkbox
        label="Active"
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
      />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end gap-3">
        {cancel}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
