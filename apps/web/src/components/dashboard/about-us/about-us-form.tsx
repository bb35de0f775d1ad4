'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  aboutUsMessages,
  aboutUsUpdateFields,
  focalPointText,
  TEXT_LIMITS,
  type AboutUsUpdateValues,
} from '@kasar/validators';
import { Alert, FormActions, TextArea, TextField } from '@kasar/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { DraftNotice, SaveDraftButton, useDraftActions } from '../drafts/draft-controls';
import { FocalPointField } from '../focal-point-field';
import { FormSection } from '../form-section';
import { HistoryButton } from '../history/history-dialog';
import { StaleSaveNotice } from '../history/stale-save';
import { useAboutUsVersionCalls } from '../history/version-calls';
import { ImageField } from '../image-field';
import { useObjectUrl } from '../image-url';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';
import { useSettingsSave } from '../use-settings-save';
import { aboutUsBody } from './about-us-body';
import { EMPTY_STAT, StatRows } from './stat-rows';

type AboutUs = RouterOutputs['aboutUs']['get'];
type Draft = NonNullable<RouterOutputs['aboutUs']['draft']>;

/** The form's values of a state of About Us: its texts and stats, no new photo. */
function formValues(aboutUs: AboutUs): AboutUsUpdateValues {
  return {
    founder_name: aboutUs.founder_name ?? '',
    founder_position: aboutUs.founder_position ?? '',
    founder_description: aboutUs.founder_description ?? '',
    founder_img: undefined,
    founder_img_alt: aboutUs.founder_img_alt ?? '',
    founder_focal_point: focalPointText(aboutUs.founder_focal_point) ?? '',
    remove_founder_img: false,
    // One empty row when the server has none.
    stats: aboutUs.stats.length > 0 ? aboutUs.stats : [EMPTY_STAT],
  };
}

/**
 * The About Us form, starting from its draft when it has one (the working copy). 'Save draft'
 * keeps the changes from the public site; 'Save Changes' publishes them at once, as it always did
 * (a draft it was loaded from is then done).
 */
export function AboutUsForm({
  aboutUs,
  draft,
  draftError,
}: {
  aboutUs: AboutUs;
  draft: Draft | null;
  draftError: boolean;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  // The state the form shows: a save refused as stale is one whose state is not this one.
  const [loaded, setLoaded] = useState(draft?.data ?? aboutUs);
  const calls = useAboutUsVersionCalls();
  const form = useDashboardForm({
    resolver: zodResolver(aboutUsUpdateFields),
    defaultValues: formValues(draft?.data ?? aboutUs),
  });
  const { image, mutation, onSubmit, saving, submitError, staleSave, showStoredImage } =
    useSettingsSave(form, {
      image: { file: 'founder_img', removed: 'remove_founder_img', url: loaded.founder_img },
      save: (data) => {
        const body = aboutUsBody(data);
        if (loaded.updated_at) body.set('expected_updated_at', loaded.updated_at);
        return client.aboutUs.update.mutate(body);
      },
      saved: MESSAGES.aboutUsUpdated,
      refetch: [trpc.aboutUs.pathKey()],
      failure: 'Failed to update about us. Please try again.',
      // The form is long: the submit box may be out of view.
      toastFailure: true,
      savedUrl: (saved) => saved.founder_img,
      onSaved: (saved) => {
        setLoaded(saved);
        // A save from the draft published it.
        void drafts.reload();
      },
      onInvalid: () => toast.error(aboutUsMessages.validationFailed),
    });
  const show = (record: AboutUs) => {
    setLoaded(record);
    form.reset(formValues(record));
    showStoredImage(record.founder_img);
  };
  const saveDraft = useFormSave(form, {
    save: (data) => {
      const body = aboutUsBody(data);
      if (loaded.updated_at) body.set('expected_updated_at', loaded.updated_at);
      return client.aboutUs.saveDraft.mutate(body);
    },
    saved: MESSAGES.draftSaved,
    refetch: [trpc.aboutUs.pathKey()],
    failure: 'Failed to save the draft',
    toastFailure: true,
    onSaved: () => void drafts.reload(),
    onInvalid: () => toast.error(aboutUsMessages.validationFailed),
  });
  const drafts = useDraftActions({
    initial: draft,
    expectedUpdatedAt: loaded.updated_at ?? '',
    discard: (expected) => client.aboutUs.discardDraft.mutate({ expected_updated_at: expected }),
    readLive: () => client.aboutUs.get.query(),
    readWorkingCopy: async () => {
      const [live, current] = await Promise.all([
        client.aboutUs.get.query(),
        client.aboutUs.draft.query(),
      ]);
      return { item: current?.data ?? live, draft: current };
    },
    show,
    refetch: trpc.aboutUs.pathKey(),
  });
  const stale = staleSave ?? saveDraft.staleSave;
  const [description, photo] = useWatch({
    control: form.control,
    name: ['founder_description', 'founder_img'],
  });
  // The focal point is picked on the photo the page will show: the chosen file, else the stored one.
  const chosenUrl = useObjectUrl(photo instanceof File ? photo : null);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex justify-end">
        <HistoryButton title="About Us history" calls={calls} current={loaded} onRestored={show} />
      </div>
      {drafts.draft ? (
        <DraftNotice
          draft={drafts.draft}
          previewPath="/about-us"
          itemName="About Us"
          discarding={drafts.discarding}
          onDiscard={drafts.onDiscard}
          sharing={{
            queryKey: trpc.aboutUs.previewLinks.queryKey(),
            list: () => client.aboutUs.previewLinks.query(),
            share: (days) => client.aboutUs.sharePreview.mutate({ days }),
            revoke: (linkId) => client.aboutUs.revokePreview.mutate({ link_id: linkId }),
          }}
        />
      ) : draftError ? (
        <p className="text-sm text-red-700">Failed to load the draft</p>
      ) : null}
      {mutation.isSuccess ? <Alert tone="success">{MESSAGES.aboutUsUpdated}</Alert> : null}
      <FormSection title="Founder Information">
        <ImageField {...image} label="Founder Image" hint="JPEG, PNG, JPG or WEBP, up to 10MB." />
        <AltTextField form={form} name="founder_img_alt" />
        <FocalPointField
          control={form.control}
          name="founder_focal_point"
          imageUrl={chosenUrl ?? image.storedUrl}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Founder Name"
            maxLength={TEXT_LIMITS.founderName}
            {...fieldProps(form, 'founder_name')}
          />
          <TextField
            label="Founder Position"
            maxLength={TEXT_LIMITS.founderPosition}
            {...fieldProps(form, 'founder_position')}
          />
        </div>
        <TextArea
          label="Founder Description"
          rows={8}
          hint={`${(description ?? '').length}/${TEXT_LIMITS.founderDescription}`}
          {...fieldProps(form, 'founder_description')}
        />
      </FormSection>
      <StatRows form={form} />
      {stale ? <StaleSaveNotice conflict={stale} onReload={() => void drafts.reload()} /> : null}
      <FormActions
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={saving}
        error={stale ? undefined : (submitError ?? saveDraft.submitError)}
        extra={<SaveDraftButton busy={saveDraft.saving} onClick={saveDraft.send} />}
      />
    </form>
  );
}
