'use client';

import { MESSAGES } from '@kasar/api/messages';
import {
  fieldErrorsFromZod,
  firstFieldErrors,
  galleryMessages,
  galleryUploadFields,
  IMAGE_MIME_TYPES,
  MAX_GALLERY_FILES,
  MAX_IMAGE_BYTES,
  SERVICE_FILTER_LIMIT,
} from '@kasar/validators';
import { Alert, Button, buttonClasses, FileDrop, Select } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage, serverFieldErrors } from '../errors';
import { FormSection } from '../form-section';
import { GALLERY_PATH } from '../routes';
import { SelectedImage } from './selected-image';

const UPLOAD_FAILED = 'Failed to upload images. Please try again.';

/** The message for one file that cannot be uploaded, or undefined when it can. */
function fileError(file: File): string | undefined {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return galleryMessages.fileType(file.name);
  }
  if (file.size > MAX_IMAGE_BYTES) return galleryMessages.fileTooLarge(file.name);
  return undefined;
}

/** Keeps only the project's error (file errors are worked out again when files change). */
function projectErrorOf(errors: Record<string, string>): Record<string, string> {
  return errors.project_id ? { project_id: errors.project_id } : {};
}

/** Drops the project's error once a project is chosen. */
function withoutProjectError(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => key !== 'project_id'));
}

export function GalleryUploadForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [serviceId, setServiceId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const services = useQuery(
    trpc.services.list.queryOptions({ status: 'active', limit: SERVICE_FILTER_LIMIT }),
  );
  const projects = useQuery({
    ...trpc.services.projects.queryOptions({ id: serviceId }),
    enabled: serviceId !== '',
  });
  const upload = useMutation(trpc.gallery.upload.mutationOptions());

  const addFiles = (added: File[]) => {
    const next = [...files, ...added];
    setFiles(next);
    const nextErrors: Record<string, string> = {};
    next.forEach((file, index) => {
      const message = fileError(file);
      if (message) nextErrors[`images.${index}`] = message;
    });
    if (next.length > MAX_GALLERY_FILES) nextErrors.images = galleryMessages.tooManyImages;
    setErrors((current) => ({ ...projectErrorOf(current), ...nextErrors }));
  };

  const removeFile = (index: number) => {
    setFiles((current) => current.filter((_, at) => at !== index));
    setErrors(projectErrorOf);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = galleryUploadFields.safeParse({
      project_id: projectId,
      images: files,
      is_enabled: true,
    });
    if (!parsed.success) {
      setErrors(firstFieldErrors(fieldErrorsFromZod(parsed.error)));
      return;
    }
    setErrors({});
    const form = new FormData();
    form.set('project_id', projectId);
    form.set('is_enabled', '1');
    for (const file of files) form.append('images[]', file);
    upload.mutate(form, {
      onSuccess: () => {
        toast.success(MESSAGES.imagesUploaded);
        void queryClient.invalidateQueries({ queryKey: trpc.gallery.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.services.pathKey() });
        router.push(GALLERY_PATH);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error(errorMessage(error, UPLOAD_FAILED));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
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
              setProjectId('');
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
            value={projectId}
            error={errors.project_id ?? (projects.isError ? 'Failed to load projects' : undefined)}
            onChange={(event) => {
              setProjectId(event.target.value);
              setErrors(withoutProjectError);
            }}
          />
        </div>
      </FormSection>
      <FormSection title="Images">
        <FileDrop
          label="Drag and drop images here, or click to choose"
          hint={`JPEG, PNG, JPG or WebP, up to 10MB each; at most ${MAX_GALLERY_FILES} images.`}
          onFiles={addFiles}
          error={errors.images}
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
                  error={errors[`images.${index}`]}
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
      {upload.isError ? (
        <Alert tone="error">{errorMessage(upload.error, UPLOAD_FAILED)}</Alert>
      ) : null}
      <div className="flex justify-end gap-3">
        <Link href={GALLERY_PATH} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload Images'}
        </Button>
      </div>
    </form>
  );
}
