'use client';

/** An ImagePicker bound to a form field holding the newly chosen file (undefined for none). */
import { ImagePicker, type ImagePickerProps } from '@kasar/ui';
import { useState } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

import { useObjectUrl } from './image-url';

export function ImageField<TFieldValues extends FieldValues, TOutput>({
  control,
  name,
  storedUrl,
  onStoredRemoved,
  ...picker
}: Omit<ImagePickerProps, 'previewUrl' | 'onSelect' | 'onRemove' | 'error'> & {
  control: Control<TFieldValues, unknown, TOutput>;
  name: FieldPathByValue<TFieldValues, File | undefined>;
  /** The saved image, shown while no new file is chosen. */
  storedUrl: string | null;
  /**
   * On the settings screens Remove also drops the saved image: this hears true then, and false
   * when a new file is chosen. Elsewhere Remove only drops the chosen file.
   */
  onStoredRemoved?: (removed: boolean) => void;
}) {
  const { field, fieldState } = useController({ control, name });
  const chosen: unknown = field.value;
  const chosenUrl = useObjectUrl(chosen instanceof File ? chosen : null);
  const remove = onStoredRemoved
    ? () => {
        field.onChange(undefined);
        onStoredRemoved(true);
      }
    : chosenUrl
      ? () => field.onChange(undefined)
      : undefined;
  return (
    <ImagePicker
      {...picker}
      previewUrl={chosenUrl ?? storedUrl}
      onSelect={(file) => {
        field.onChange(file);
        onStoredRemoved?.(false);
      }}
      onRemove={remove}
      error={fieldState.error?.message}
    />
  );
}

/**
 * The image of a settings screen: the stored one shows until it is removed (form field `removed`
 * turns true) or replaced (a file in form field `file`). `saved` takes the image the server kept
 * after a save and starts over from it.
 */
export function useStoredImage<TFieldValues extends FieldValues, TOutput>(
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  names: { file: FieldPath<TFieldValues>; removed: FieldPath<TFieldValues> },
  initialUrl: string | null,
) {
  const [storedUrl, setStoredUrl] = useState(initialUrl);
  const removed: unknown = useWatch({ control: form.control, name: names.removed });
  return {
    /** The ImageField props that show and remove the stored image. */
    picker: {
      control: form.control,
      name: names.file as FieldPathByValue<TFieldValues, File | undefined>,
      storedUrl: removed === true ? null : storedUrl,
      onStoredRemoved: (value: boolean) =>
        form.setValue(names.removed, value as PathValue<TFieldValues, typeof names.removed>),
    },
    saved: (url: string | null) => {
      form.resetField(names.file);
      form.resetField(names.removed);
      setStoredUrl(url);
    },
  };
}
