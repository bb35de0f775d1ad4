'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  aboutUsMessages,
  aboutUsUpdateFields,
  TEXT_LIMITS,
  type AboutUsUpdateData,
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
import { EMPTY_STAT, StatRows } from './stat-rows';

type AboutUs = RouterOutputs['aboutUs']['get'];

const SAVE_FAILED = 'Failed to update about us. Please try again.';

export function AboutUsForm({ aboutUs }: { aboutUs: AboutUs }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [storedImage, setStoredImage] = useState(aboutUs.founder_img);
  const update = useMutation(trpc.aboutUs.update.mutationOptions());
  const form = useDashboardForm(
    {
      resolver: zodResolver(aboutUsUpdateFields),
      defaultValues: {
        founder_name: aboutUs.founder_name ?? '',
        founder_position: aboutUs.founder_position ?? '',
        founder_description: aboutUs.founder_description ?? '',
        founder_img: undefined,
        remove_founder_img: false,
        // One empty row when the server has none.
        stats: aboutUs.stats.length > 0 ? aboutUs.stats : [EMPTY_STAT],
      },
    },
    // Editing a field also clears the general messages.
    (_name, { clearErrors }) => {
      clearErrors('root');
      update.reset();
    },
  );
  const { register, control, handleSubmit, setValue, setError, resetField, formState } = form;
  const [description, removeImage] = useWatch({
    control,
    name: ['founder_description', 'remove_founder_img'],
  });
  const errors = formState.errors;

  /** Empty texts clear them; only complete stat rows are left in `data` and sent. */
  const onValid = (data: AboutUsUpdateData) => {
    const body = new FormData();
    body.set('founder_name', data.founder_name ?? '');
    body.set('founder_position', data.founder_position ?? '');
    body.set('founder_description', data.founder_description ?? '');
    if (data.stats?.length) body.set('stats', JSON.stringify(data.stats));
    if (data.founder_img) body.set('founder_img', data.founder_img);
    else if (data.remove_founder_img) body.set('remove_founder_img', '1');
    update.mutate(body, {
      onSuccess: (saved) => {
        resetField('founder_img');
        resetField('remove_founder_img');
        setStoredImage(saved.founder_img);
        toast.success(MESSAGES.aboutUsUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.aboutUs.pathKey() });
      },
      onError: (error) => {
        const message = submitErrorOf(error, SAVE_FAILED);
        showServerErrors(setError, error, message);
        toast.error(message);
      },
    });
  };

  const submitError = errors.root?.server?.message;
  return (
    <form
      onSubmit={handleSubmit(onValid, () => toast.error(aboutUsMessages.validationFailed))}
      noValidate
      className="space-y-6"
    >
      {update.isSuccess ? <Alert tone="success">{MESSAGES.aboutUsUpdated}</Alert> : null}
      <FormSection title="Founder Information">
        <ImageField
          control={control}
          name="founder_img"
          label="Founder Image"
          storedUrl={removeImage ? null : storedImage}
          onStoredRemoved={(removed) => setValue('remove_founder_img', removed)}
          hint="JPEG, PNG, JPG or WEBP, up to 10MB."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Founder Name"
            maxLength={TEXT_LIMITS.founderName}
            error={errors.founder_name?.message}
            {...register('founder_name')}
          />
          <TextField
            label="Founder Position"
            maxLength={TEXT_LIMITS.founderPosition}
            error={errors.founder_position?.message}
            {...register('founder_position')}
          />
        </div>
        <TextArea
          label="Founder Description"
          rows={8}
          error={errors.founder_description?.message}
          hint={`${(description ?? '').length}/${TEXT_LIMITS.founderDescription}`}
          {...register('founder_description')}
        />
      </FormSection>
      <StatRows form={form} />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
