'use client';

/**
 * The save of a settings screen's form (organization, about us). The screen stays on the form
 * after a save, so editing any field clears the general messages (the submit box and the success
 * of the last save); its image shows the stored one until it is removed or replaced.
 */
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

import { useStoredImage } from './image-field';
import { useOnEdit } from './use-dashboard-form';
import { useFormSave, type FormSaveOptions } from './use-form-save';

export function useSettingsSave<TFieldValues extends FieldValues, TOutput, TData>(
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  {
    image: { url, ...names },
    savedUrl,
    onSaved,
    ...options
  }: Omit<FormSaveOptions<TOutput, TData>, 'fieldOf'> & {
    /** The image's form fields: the new file, and the removal of the stored one; its URL. */
    image: { file: FieldPath<TFieldValues>; removed: FieldPath<TFieldValues>; url: string | null };
    /** The stored image's URL after a save. */
    savedUrl: (result: TData) => string | null;
  },
) {
  const image = useStoredImage(form, names, url);
  const save = useFormSave(form, {
    ...options,
    onSaved: (result) => {
      image.saved(savedUrl(result));
      onSaved?.(result);
    },
  });
  useOnEdit(form, () => {
    form.clearErrors('root');
    save.mutation.reset();
  });
  /** Shows another state of the record (reloaded or restored): its stored image, no messages. */
  const showStoredImage = (storedUrl: string | null) => {
    image.saved(storedUrl);
    form.clearErrors('root');
    save.mutation.reset();
  };
  return { ...save, image: image.picker, showStoredImage };
}
