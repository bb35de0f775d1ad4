'use client';

/** The alternative text input shown beside each image picker of the dashboard forms. */
import { TEXT_LIMITS } from '@kasar/validators';
import { TextField } from '@kasar/ui';
import { useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

import { fieldProps } from './use-dashboard-form';

export function AltTextField<TFieldValues extends FieldValues, TOutput>({
  form,
  name,
}: {
  form: UseFormReturn<TFieldValues, unknown, TOutput>;
  /** The form field holding the text. */
  name: FieldPath<TFieldValues>;
}) {
  const value: unknown = useWatch({ control: form.control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <TextField
      label="Alt text"
      maxLength={TEXT_LIMITS.imageAlt}
      hint={`Describes the image for screen readers and search engines; left empty, the site describes it. ${length}/${TEXT_LIMITS.imageAlt}`}
      {...fieldProps(form, name)}
    />
  );
}
