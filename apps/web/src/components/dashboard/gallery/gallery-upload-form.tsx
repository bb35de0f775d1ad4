'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@kasar/api/messages';
import {
  galleryMessages,
  galleryUploadFields,
  MAX_GALLERY_FILES,
  rasterKindOfFile,
  type GalleryUploadData,
} from '@kasar/validators';
import { FileDrop, FormActions, Select } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useController, type FieldErrors, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';

import { useTRPC } from '~/trpc/react';

import { errorMessage, showServerErrors } from '../errors';
import { FormSection } from '../form-section';
import { GALLERY_PATH } from '../routes';
import { CancelLink } from '../cancel-link';
import { useDashboardForm } from '../use-dashboard-form';
import { ACTIVE_SERVICES_INPUT } from './gallery-filter';
import { SelectedImage } from './selected-image';

const UPLOAD_FAILED = 'Failed to upload images. Please try again.';

type GalleryFormValues = z.input<typeof galleryUploadFields>;

const schemaResolver = zodResolver(galleryUploadFields);

/**
 * The shared schema, plus each file's kind read from its first bytes (its name and declared
 * type say nothing): a file that is not a JPEG, PNG or WebP image is named as soon as it is
 * chosen. The server checks the whole image again when it stores it.
 */
const galleryResolver: Resolver<GalleryFormValues, unknown, GalleryUploadData> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const kinds = await Promise.all(values.images.map((file) => rasterKindOfFile(file)));
  const wrongKind = kinds.flatMap((kind, index) => (kind ? [] : [index]));
  if (wrongKind.length === 0) return result;
  const errors = { ...result.errors } as FieldErrors<GalleryFormValues>;
  // Per-file errors as an array, the shape react-hook-form reads for list fields.
  const fileErrors: unknown[] = Array.isArray(errors.images)
    ? [...(errors.images as unknown[])]
    : [];
  for (const index of wrongKind) {
    const file = values.images[index];
    if (file && !fileErrors[index]) {
      fileErrors[index] = { type: 'kind', message: galleryMessages.fileType(file.name) };
    }
  }
  return {
    values: {},
    errors: { ...errors, images: fileErrors } as FieldErrors<GalleryFormValues>,
  };
};

export function GalleryUploadForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  // The service only narrows the project choice; it is not sent.
  const [serviceId, setServiceId] = useState('');
  const { register, control, handleSubmit, setValue, setError, trigger, formState } =
    useDashboardForm({
      resolver: galleryResolver,
      defaultValues: { project_id: '', images: [], alts: [], is_enabled: true },
    });
  const images = useController({ control, name: 'images' });
  const files = images.field.value;
  // One alternative text per chosen file, at the same index.
  const alts = useController({ control, name: 'alts' });
  const altTexts = alts.field.value ?? [];
  const errors = formState.errors;
  const services = useQuery(trpc.services.list.queryOptions(ACTIVE_SERVICES_INPUT));
  const projects = useQuery({
    ...trpc.services.projects.queryOptions({ id: serviceId }),
    enabled: serviceId !== '',
  });
  const upload = useMutation(trpc.gallery.upload.mutationOptions());

  /** Each file is checked as it is added; removing one clears the file errors until then. */
  const addFiles = (added: File[]) => {
    images.field.onChange([...files, ...added]);
    alts.field.onChange([...files.map((_, at) => altTexts[at] ?? ''), ...added.map(() => '')]);
    void trigger('images');
  };
  const removeFile = (index: number) => {
    images.field.onChange(files.filter((_, at) => at !== index));
    alts.field.onChange(files.map((_, at) => altTexts[at] ?? '').filter((_, at) => at !== index));
  };
  const setAlt = (index: number, value: string) =>
    alts.field.onChange(files.map((_, at) => (at === index ? value : (altTexts[at] ?? ''))));

  const onValid = (data: GalleryUploadData) => {
    const form = new FormData();
    form.set('project_id', data.project_id);
    form.set('is_enabled', data.is_enabled ? '1' : '0');
    data.images.forEach((file, index) => {
      form.append('images[]', file);
      form.append('alts[]', data.alts?.[index] ?? '');
    });
    upload.mutate(form, {
      onSuccess: () => {
        toast.success(MESSAGES.imagesUploaded);
        void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(GALLERY_PATH);
      },
      onError: (error) => {
        const message = errorMessage(error, UPLOAD_FAILED);
        showServerErrors(setError, error, message);
        toast.error(message);
      },
    });
  };

  const submitError = errors.root?.server?.message;
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
      <FormSection title="Project">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Service"
            required
            placeholder={services.isPending ? 'Loading services...' : 'Select a service'}
            options={(services.data?.data ?? []).map((service) => ({
              value: service.id,
              label: service.name,
            }))}
            value={serviceId}
            error={services.isError ? 'Failed to load services' : undefined}
            onChange={(event) => {
              setServiceId(event.target.value);
              setValue('project_id', '');
            }}
          />
          <Select
            label="Project"
            required
            placeholder={serviceId ? 'Select a project' : 'Select a service first'}
            disabled={serviceId === ''}
            options={(projects.data ?? []).map((project) => ({
              value: project.id,
              label: project.title,
            }))}
            error={
              errors.project_id?.message ??
              (projects.isError ? 'Failed to load projects' : undefined)
            }
            {...register('project_id')}
          />
        </div>
      </FormSection>
      <FormSection title="Images">
        <FileDrop
          label="Drag and drop images here, or click to choose"
          hint={`JPEG, PNG, JPG or WebP, up to 10MB each; at most ${MAX_GALLERY_FILES} images.`}
          onFiles={addFiles}
          error={images.fieldState.error?.message}
          disabled={upload.isPending}
        />
        {files.length > 0 ? (
          <>
            <p className="text-sm text-ink-700">
              {files.length} of {MAX_GALLERY_FILES} images selected
            </p>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {files.map((file, index) => (
                <SelectedImage
                  key={`${file.name}-${index}`}
                  file={file}
                  error={errors.images?.[index]?.message}
                  alt={altTexts[index] ?? ''}
                  altError={errors.alts?.[index]?.message}
                  onAltChange={(value) => setAlt(index, value)}
                  onRemove={() => removeFile(index)}
                />
              ))}
            </ul>
          </>
        ) : null}
      </FormSection>
      {upload.isPending ? (
        <div className="space-y-1">
          <p className="text-sm text-ink-700" id="upload-progress-label">
            Uploading {files.length} {files.length === 1 ? 'image' : 'images'}...
          </p>
          <div
            role="progressbar"
            aria-labelledby="upload-progress-label"
            className="h-2 overflow-hidden rounded-full bg-ink-200"
          >
            <div className="h-full w-1/2 animate-pulse rounded-full bg-brand-700" />
          </div>
        </div>
      ) : null}
      <FormActions
        cancel={<CancelLink href={GALLERY_PATH} />}
        submitLabel="Upload Images"
        busyLabel="Uploading..."
        busy={upload.isPending}
        error={submitError}
      />
    </form>
  );
}
