'use client';

/** An ImagePicker bound to a form field holding the newly chosen file (undefined for none). */
import { ImagePicker, type ImagePickerProps } from '@kasar/ui';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
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
