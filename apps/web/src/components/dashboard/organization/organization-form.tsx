'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  LOGO_MIME_TYPES,
  organizationUpdateFields,
  PAGE_SEO_IMAGE_FIELDS,
  TEXT_LIMITS,
  type OrganizationUpdateValues,
} from '@kasar/validators';
import { Alert, FormActions, TextArea, TextField } from '@kasar/ui';
import { useState } from 'react';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { DraftNotice, SaveDraftButton, useDraftActions } from '../drafts/draft-controls';
import { FormSection } from '../form-section';
import { HistoryButton } from '../history/history-dialog';
import { StaleSaveNotice } from '../history/stale-save';
import { useOrganizationVersionCalls } from '../history/version-calls';
import { ImageField } from '../image-field';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';
import { useSettingsSave } from '../use-settings-save';
import { organizationBody, TEXT_FIELDS, type TextFieldName } from './organization-body';
import { PageSearchAppearance } from './page-search-appearance';

type Organization = RouterOutputs['organization']['get'];
type Draft = NonNullable<RouterOutputs['organization']['draft']>;

const SOCIAL_FIELDS: { name: TextFieldName; label: string; type: 'url' | 'text' }[] = [
  { name: 'facebook_link', label: 'Facebook', type: 'url' },
  { name: 'twitter_link', label: 'Twitter', type: 'url' },
  { name: 'instagram_link', label: 'Instagram', type: 'url' },
  { name: 'linkedin_link', label: 'LinkedIn', type: 'url' },
  { name: 'youtube_link', label: 'YouTube', type: 'url' },
  { name: 'whatsapp_link', label: 'WhatsApp', type: 'text' },
];

/** The form's values of a state of the organization: its texts, no new logo or social image. */
function formValues(organization: Organization): OrganizationUpdateValues {
  return {
    ...textValues(organization),
    logo: undefined,
    remove_logo: false,
    home_seo_image: undefined,
    remove_home_seo_image: false,
    our_projects_seo_image: undefined,
    remove_our_projects_seo_image: false,
    about_us_seo_image: undefined,
    remove_about_us_seo_image: false,
    contact_us_seo_image: undefined,
    remove_contact_us_seo_image: false,
  };
}

function textValues(organization: Organization): Record<TextFieldName, string> {
  return Object.fromEntries(TEXT_FIELDS.map((name) => [name, organization[name] ?? ''])) as Record<
    TextFieldName,
    string
  >;
}

/**
 * The organization profile's form, starting from its draft when it has one (the working copy).
 * 'Save draft' keeps the changes from the public site; 'Save Settings' publishes them at once, as
 * it always did (a draft it was loaded from is then done).
 */
export function OrganizationForm({
  organization,
  draft,
  draftError,
}: {
  organization: Organization;
  draft: Draft | null;
  draftError: boolean;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // The state the form shows: a save refused as stale is one whose state is not this one.
  const [loaded, setLoaded] = useState(draft?.data ?? organization);
  const calls = useOrganizationVersionCalls();
  const form = useDashboardForm({
    resolver: zodResolver(organizationUpdateFields),
    defaultValues: formValues(draft?.data ?? organization),
  });
  const { image, mutation, onSubmit, saving, submitError, staleSave, showStoredImage } =
    useSettingsSave(form, {
      image: { file: 'logo', removed: 'remove_logo', url: loaded.logo_url },
      save: (data) => {
        const body = organizationBody(data);
        if (loaded.updated_at) body.set('expected_updated_at', loaded.updated_at);
        return client.organization.update.mutate(body);
      },
      saved: MESSAGES.organizationUpdated,
      refetch: [trpc.organization.pathKey()],
      failure: 'Failed to update organization settings. Please try again.',
      savedUrl: (saved) => saved.logo_url,
      onSaved: (saved) => {
        setLoaded(saved);
        // The saved social images now show as stored ones.
        for (const field of PAGE_SEO_IMAGE_FIELDS) {
          form.resetField(field);
          form.resetField(`remove_${field}`);
        }
        // A save from the draft published it.
        void drafts.reload();
      },
    });
  const show = (record: Organization) => {
    setLoaded(record);
    form.reset(formValues(record));
    showStoredImage(record.logo_url);
  };
  const saveDraft = useFormSave(form, {
    save: (data) => {
      const body = organizationBody(data);
      if (loaded.updated_at) body.set('expected_updated_at', loaded.updated_at);
      return client.organization.saveDraft.mutate(body);
    },
    saved: MESSAGES.draftSaved,
    refetch: [trpc.organization.pathKey()],
    failure: 'Failed to save the draft',
    onSaved: () => void drafts.reload(),
  });
  const drafts = useDraftActions({
    initial: draft,
    expectedUpdatedAt: loaded.updated_at ?? '',
    discard: (expected) =>
      client.organization.discardDraft.mutate({ expected_updated_at: expected }),
    readLive: () => client.organization.get.query(),
    readWorkingCopy: async () => {
      const [live, current] = await Promise.all([
        client.organization.get.query(),
        client.organization.draft.query(),
      ]);
      return { item: current?.data ?? live, draft: current };
    },
    show,
    refetch: trpc.organization.pathKey(),
  });
  const stale = staleSave ?? saveDraft.staleSave;

  const field = (name: TextFieldName, label: string, type: string, max: number) => (
    <TextField key={name} label={label} type={type} maxLength={max} {...fieldProps(form, name)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex justify-end">
        <HistoryButton
          title="Organization history"
          calls={calls}
          current={loaded}
          onRestored={show}
        />
      </div>
      {drafts.draft ? (
        <DraftNotice
          draft={drafts.draft}
          previewPath="/contact-us"
          itemName="the organization profile"
          discarding={drafts.discarding}
          onDiscard={drafts.onDiscard}
          sharing={{
            queryKey: trpc.organization.previewLinks.queryKey(),
            list: () => client.organization.previewLinks.query(),
            share: (days) => client.organization.sharePreview.mutate({ days }),
            revoke: (linkId) => client.organization.revokePreview.mutate({ link_id: linkId }),
          }}
        />
      ) : draftError ? (
        <p className="text-sm text-red-700">Failed to load the draft</p>
      ) : null}
      {mutation.isSuccess ? <Alert tone="success">{MESSAGES.organizationUpdated}</Alert> : null}
      <FormSection title="Contact Information">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('email', 'Email', 'email', TEXT_LIMITS.email)}
          {field('mobile', 'Mobile', 'tel', TEXT_LIMITS.mobile)}
        </div>
        <TextArea
          label="Address"
          rows={3}
          maxLength={TEXT_LIMITS.address}
          {...fieldProps(form, 'address')}
        />
        {field('map_link', 'Google Maps Link', 'url', TEXT_LIMITS.mapLink)}
      </FormSection>
      <FormSection title="Organization Logo">
        <ImageField
          {...image}
          label="Logo"
          accept={LOGO_MIME_TYPES.join(',')}
          chooseLabel="Upload Logo"
          changeLabel="Change Logo"
          hint="JPEG, PNG, JPG, WEBP or SVG, up to 5MB."
        />
        <AltTextField form={form} name="logo_alt" />
      </FormSection>
      <FormSection title="Social Media Links">
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map((social) =>
            field(social.name, social.label, social.type, TEXT_LIMITS.socialLink),
          )}
        </div>
      </FormSection>
      <PageSearchAppearance form={form} organization={loaded} />
      {stale ? <StaleSaveNotice conflict={stale} onReload={() => void drafts.reload()} /> : null}
      <FormActions
        submitLabel="Save Settings"
        busyLabel="Saving..."
        busy={saving}
        error={stale ? undefined : (submitError ?? saveDraft.submitError)}
        extra={<SaveDraftButton busy={saveDraft.saving} onClick={saveDraft.send} />}
      />
    </form>
  );
}
