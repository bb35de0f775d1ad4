'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { aboutUsMessages, aboutUsUpdateFields, TEXT_LIMITS } from '@kasar/validators';
import { Alert, FormActions, TextArea, TextField } from '@kasar/ui';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { AltTextField } from '../alt-text-field';
import { FormSection } from '../form-section';
import { ImageField } from '../image-field';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useSettingsSave } from '../use-settings-save';
import { aboutUsBody } from './about-us-body';
import { EMPTY_STAT, StatRows } from './stat-rows';

type AboutUs = RouterOutputs['aboutUs']['get'];

export function AboutUsForm({ aboutUs }: { aboutUs: AboutUs }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(aboutUsUpdateFields),
    defaultValues: {
      founder_name: aboutUs.founder_name ?? '',
      founder_position: aboutUs.founder_position ?? '',
      founder_description: aboutUs.founder_description ?? '',
      founder_img: undefined,
      founder_img_alt: aboutUs.founder_img_alt ?? '',
      remove_founder_img: false,
      // One empty row when the server has none.
      stats: aboutUs.stats.length > 0 ? aboutUs.stats : [EMPTY_STAT],
    },
  });
  const { image, mutation, onSubmit, saving, submitError } = useSettingsSave(form, {
    image: { file: 'founder_img', removed: 'remove_founder_img', url: aboutUs.founder_img },
    save: (data) => client.aboutUs.update.mutate(aboutUsBody(data)),
    saved: MESSAGES.aboutUsUpdated,
    refetch: [trpc.aboutUs.pathKey()],
    failure: 'Failed to update about us. Please try again.',
    // The form is long: the submit box may be out of view.
    toastFailure: true,
    savedUrl: (saved) => saved.founder_img,
    onInvalid: () => toast.error(aboutUsMessages.validationFailed),
  });
  const description = useWatch({ control: form.control, name: 'founder_description' });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {mutation.isSuccess ? <Alert tone="success">{MESSAGES.aboutUsUpdated}</Alert> : null}
      <FormSection title="Founder Information">
        <ImageField {...image} label="Founder Image" hint="JPEG, PNG, JPG or WEBP, up to 10MB." />
        <AltTextField form={form} name="founder_img_alt" />
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
      <FormActions
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={saving}
        error={submitError}
      />
    </form>
  );
}
