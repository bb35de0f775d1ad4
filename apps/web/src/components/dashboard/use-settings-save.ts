'use client';

/**
 * The save of a settings screen's form (organization, about us). The screen stays on the form
 * after a save, so editing any field clears the general messages (the submit box and the success
 * of the last save); its image shows the stored one until it is removed or replaced.
 */
import { MESSAGES } from '@kasar/api/messages';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { useTRPC } from '~/trpc/react';

import { useStoredImage } from './image-field';
import { useOnEdit } from './use-dashboard-form';
import { useFormSave, type FormSaveOptions } from './use-form-save';

/** Each screen's failure text; the longer about-us form also shows it in a toast. */
const SCREENS = {
  aboutUs: { failure: 'Failed to update about us. Please try again.', toastFailure: true },
  organization: { failure: 'Failed to update organization settings. Please try again.' },
};

export function useSettingsSave<TFieldValues extends FieldValues, TOutput, TData>(
  screen: keyof typeof SCREENS,
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  {
    image: { url, ...names },
    body,
    send,
    savedUrl,
    ...options
  }: Pick<FormSaveOptions<TOutput, TData>, 'onInvalid'> & {
    /** The image's form fields: the new file, and the removal of the stored one; its URL. */
    image: { file: FieldPath<TFieldValues>; removed: FieldPath<TFieldValues>; url: string | null };
    /** The multipart body of the texts; the image's fields are added to it. */
    body: (data: TOutput) => FormData;
    send: (body: FormData) => Promise<TData>;
    /** The stored image's URL after a save. */
    savedUrl: (result: TData) => string | null;
  },
) {
  const trpc = useTRPC();
  const image = useStoredImage(form, names, url);
  const save = useFormSave(form, {
    ...SCREENS[screen],
    ...options,
    save: (data) => {
      const multipart = body(data);
      // The new image, else the removal of the stored one when asked for.
      const values = data as Record<string, unknown>;
      const file = values[names.file];
      if (file instanceof File) multipart.set(names.file, file);
      else if (values[names.removed] === true) multipart.set(names.removed, '1');
      return send(multipart);
    },
    saved: MESSAGES[`${screen}Updated` as const],
    refetch: [trpc[screen].pathKey()],
    onSaved: (result) => image.saved(savedUrl(result)),
  });
  useOnEdit(form, () => {
    form.clearErrors('root');
    save.mutation.reset();
  });
  return { ...save, image: image.picker };
}
