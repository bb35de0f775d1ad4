'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  fieldErrorsFromZod,
  firstFieldErrors,
  LOGO_MIME_TYPES,
  organizationUpdateFields,
  TEXT_LIMITS,
} from '@kasar/validators';
import { Alert, Button, ImagePicker, TextArea, TextField } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { serverFieldErrors, submitErrorOf } from '../errors';
import { FormSection } from '../form-section';
import { useObjectUrl } from '../image-url';

type Organization = RouterOutputs['organization']['get'];

const TEXT_FIELDS = [
  'email',
  'mobile',
  'address',
  'map_link',
  'facebook_link',
  'twitter_link',
  'instagram_link',
  'linkedin_link',
  'youtube_link',
  'whatsapp_link',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];

const SOCIAL_FIELDS: { name: TextFieldName; label: string; type: 'url' | 'text' }[] = [
  { name: 'facebook_link', label: 'Facebook', type: 'url' },
  { name: 'twitter_link', label: 'Twitter', type: 'url' },
  { name: 'instagram_link', label: 'Instagram', type: 'url' },
  { name: 'linkedin_link', label: 'LinkedIn', type: 'url' },
  { name: 'youtube_link', label: 'YouTube', type: 'url' },
  { name: 'whatsapp_link', label: 'WhatsApp', type: 'text' },
];

const SAVE_FAILED = 'Failed to update organization settings. Please try again.';

function textValues(organization: Organization): Record<TextFieldName, string> {
  return Object.fromEntries(TEXT_FIELDS.map((name) => [name, organization[name] ?? ''])) as Record<
    TextFieldName,
    string
  >;
}

export function OrganizationForm({ organization }: { organization: Organization }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => textValues(organization));
  const [storedLogo, setStoredLogo] = useState(organization.logo_url);
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const chosenPreview = useObjectUrl(logo);
  const update = useMutation(trpc.organization.update.mutationOptions());

  /** SPEC §4: editing a field clears its error and the general messages. */
  const touch = (key: string) => {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
    setSubmitError(null);
    setSuccess(null);
  };

  const setValue = (name: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    touch(name);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setSubmitError(null);
    const parsed = organizationUpdateFields.safeParse({
      ...values,
      logo: logo ?? undefined,
      remove_logo: removeLogo,
    });
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsFromZod(parsed.error)));
      return;
    }
    const form = new FormData();
    for (const name of TEXT_FIELDS) form.set(name, values[name].trim());
    if (logo) form.set('logo', logo);
    else if (removeLogo) form.set('remove_logo', '1');
    update.mutate(form, {
      onSuccess: (saved) => {
        setLogo(null);
        setRemoveLogo(false);
        setStoredLogo(saved.logo_url);
        setSuccess(MESSAGES.organizationUpdated);
        toast.success(MESSAGES.organizationUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.organization.pathKey() });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setSubmitError(submitErrorOf(error, SAVE_FAILED));
      },
    });
  };

  const field = (name: TextFieldName, label: string, type: string, max: number) => (
    <TextField
      label={label}
      type={type}
      maxLength={max}
      value={values[name]}
      error={errors[name]}
      onChange={(event) => setValue(name, event.target.value)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {success ? <Alert tone="success">{success}</Alert> : null}
      <FormSection title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('email', 'Email', 'email', TEXT_LIMITS.email)}
          {field('mobile', 'Mobile', 'tel', TEXT_LIMITS.mobile)}
        </div>
        <TextArea
          label="Address"
          rows={3}
          maxLength={TEXT_LIMITS.address}
          value={values.address}
          error={errors.address}
          onChange={(event) => setValue('address', event.target.value)}
        />
        {field('map_link', 'Google Maps Link', 'url', TEXT_LIMITS.mapLink)}
      </FormSection>
      <FormSection title="Organization Logo">
        <ImagePicker
          label="Logo"
          accept={LOGO_MIME_TYPES.join(',')}
          previewUrl={chosenPreview ?? (removeLogo ? null : storedLogo)}
          onSelect={(file) => {
            setLogo(file);
            setRemoveLogo(false);
            touch('logo');
          }}
          onRemove={() => {
            setLogo(null);
            setRemoveLogo(true);
            touch('logo');
          }}
          chooseLabel="Upload Logo"
          changeLabel="Change Logo"
          error={errors.logo}
          hint="JPEG, PNG, JPG, WEBP or SVG, up to 5MB."
        />
      </FormSection>
      <FormSection title="Social Media Links">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map((social) =>
            field(social.name, social.label, social.type, TEXT_LIMITS.socialLink),
          )}
        </div>
      </FormSection>
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
