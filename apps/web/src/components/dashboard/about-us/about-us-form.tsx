'use client';

import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  aboutUsMessages,
  aboutUsUpdateFields,
  completeStats,
  fieldErrorsFromZod,
  firstFieldErrors,
  TEXT_LIMITS,
  type StatRowValues,
} from '@kasar/validators';
import { Alert, Button, ImagePicker, TextArea, TextField } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { serverFieldErrors, submitErrorOf } from '../errors';
import { FormSection } from '../form-section';
import { useObjectUrl } from '../image-url';
import { StatRows } from './stat-rows';

type AboutUs = RouterOutputs['aboutUs']['get'];

const SAVE_FAILED = 'Failed to update about us. Please try again.';
const EMPTY_ROW: StatRowValues = { stat_name: '', value: '' };

export function AboutUsForm({ aboutUs }: { aboutUs: AboutUs }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [name, setName] = useState(aboutUs.founder_name ?? '');
  const [position, setPosition] = useState(aboutUs.founder_position ?? '');
  const [description, setDescription] = useState(aboutUs.founder_description ?? '');
  const [rows, setRows] = useState<StatRowValues[]>(() =>
    aboutUs.stats.length > 0 ? aboutUs.stats.map((stat) => ({ ...stat })) : [EMPTY_ROW],
  );
  const [storedImage, setStoredImage] = useState(aboutUs.founder_img);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const chosenPreview = useObjectUrl(image);
  const update = useMutation(trpc.aboutUs.update.mutationOptions());

  /** SPEC §4: editing a field clears its error and the general messages. */
  const touch = (key?: string) => {
    if (key) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)),
      );
    }
    setSubmitError(null);
    setSuccess(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setSubmitError(null);
    const parsed = aboutUsUpdateFields.safeParse({
      founder_name: name,
      founder_position: position,
      founder_description: description,
      founder_img: image ?? undefined,
      stats: rows,
    });
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsFromZod(parsed.error)));
      toast.error(aboutUsMessages.validationFailed);
      return;
    }
    const form = new FormData();
    form.set('founder_name', name.trim());
    form.set('founder_position', position.trim());
    form.set('founder_description', description.trim());
    const stats = completeStats(rows);
    if (stats.length > 0) form.set('stats', JSON.stringify(stats));
    if (image) form.set('founder_img', image);
    else if (removeImage) form.set('remove_founder_img', '1');
    update.mutate(form, {
      onSuccess: (saved) => {
        setImage(null);
        setRemoveImage(false);
        setStoredImage(saved.founder_img);
        setSuccess(MESSAGES.aboutUsUpdated);
        toast.success(MESSAGES.aboutUsUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.aboutUs.pathKey() });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        const message = submitErrorOf(error, SAVE_FAILED);
        setSubmitError(message);
        toast.error(message);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {success ? <Alert tone="success">{success}</Alert> : null}
      <FormSection title="Founder Information">
        <ImagePicker
          label="Founder Image"
          previewUrl={chosenPreview ?? (removeImage ? null : storedImage)}
          onSelect={(file) => {
            setImage(file);
            setRemoveImage(false);
            touch('founder_img');
          }}
          onRemove={() => {
            setImage(null);
            setRemoveImage(true);
            touch('founder_img');
          }}
          error={errors.founder_img}
          hint="JPEG, PNG, JPG or WEBP, up to 10MB."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Founder Name"
            maxLength={TEXT_LIMITS.founderName}
            value={name}
            error={errors.founder_name}
            onChange={(event) => {
              setName(event.target.value);
              touch('founder_name');
            }}
          />
          <TextField
            label="Founder Position"
            maxLength={TEXT_LIMITS.founderPosition}
            value={position}
            error={errors.founder_position}
            onChange={(event) => {
              setPosition(event.target.value);
              touch('founder_position');
            }}
          />
        </div>
        <TextArea
          label="Founder Description"
          rows={8}
          counterMax={TEXT_LIMITS.founderDescription}
          value={description}
          error={errors.founder_description}
          onChange={(event) => {
            setDescription(event.target.value);
            touch('founder_description');
          }}
        />
      </FormSection>
      <StatRows
        rows={rows}
        errors={errors}
        onChange={(next, touched) => {
          setRows(next);
          touch(touched);
        }}
      />
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
