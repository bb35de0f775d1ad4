'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  LOGO_MIME_TYPES,
  organizationUpdateFields,
  TEXT_LIMITS,
  type OrganizationUpdateData,
} from '@kasar/validators';
import { Alert, Button, TextArea, TextField } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { showServerErrors, submitErrorOf } from '../errors';
import { FormSection } from '../form-section';
import { ImageField } from '../image-field';
import { useDashboardForm } from '../use-dashboard-form';

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
  const [storedLogo, setStoredLogo] = useState(organization.logo_url);
  const update = useMutation(trpc.organization.update.mutationOptions());
  const { register, control, handleSubmit, setValue, setError, resetField, formState } =
    useDashboardForm(
      {
        resolver: zodResolver(organizationUpdateFields),
        defaultValues: { ...textValues(organization), logo: undefined, remove_logo: false },
      },
      // Editing a field also clears the general messages.
      (_name, { clearErrors }) => {
        clearErrors('root');
        update.reset();
      },
    );
  const removeLogo = useWatch({ control, name: 'remove_logo' });
  const errors = formState.errors;

  const onValid = (data: OrganizationUpdateData) => {
    const form = new FormData();
    for (const name of TEXT_FIELDS) form.set(name, data[name] ?? '');
    if (data.logo) form.set('logo', data.logo);
    else if (data.remove_logo) form.set('remove_logo', '1');
    update.mutate(form, {
      onSuccess: (saved) => {
        resetField('logo');
        resetField('remove_logo');
        setStoredLogo(saved.logo_url);
        toast.success(MESSAGES.organizationUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.organization.pathKey() });
      },
      onError: (error) => showServerErrors(setError, error, submitErrorOf(error, SAVE_FAILED)),
    });
  };

  const field = (name: TextFieldName, label: string, type: string, max: number) => (
    <TextField
      key={name}
      label={label}
      type={type}
      maxLength={max}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  const submitError = errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
      {update.isSuccess ? <Alert tone="success">{MESSAGES.organizationUpdated}</Alert> : null}
      <FormSection title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('email', 'Email', 'email', TEXT_LIMITS.email)}
          {field('mobile', 'Mobile', 'tel', TEXT_LIMITS.mobile)}
        </div>
        <TextArea
          label="Address"
          rows={3}
          maxLength={TEXT_LIMITS.address}
          error={errors.address?.message}
          {...register('address')}
        />
        {field('map_link', 'Google Maps Link', 'url', TEXT_LIMITS.mapLink)}
      </FormSection>
      <FormSection title="Organization Logo">
        <ImageField
          control={control}
          name="logo"
          label="Logo"
          accept={LOGO_MIME_TYPES.join(',')}
          storedUrl={removeLogo ? null : storedLogo}
          onStoredRemoved={(removed) => setValue('remove_logo', removed)}
          chooseLabel="Upload Logo"
          changeLabel="Change Logo"
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
