'use client';

/** The alternative text input shown beside each image picker of the dashboard forms. */
import { TEXT_LIMITS } from '@kasar/validators';
import { TextField } from '@kasar/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function AltTextField({
  value,
  error,
  registration,
}: {
  /** The current text, for the character count. */
  value: string | null | undefined;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="Alt text"
      maxLength={TEXT_LIMITS.imageAlt}
      error={error}
      hint={`Describes the image for screen readers and search engines; left empty, the site describes it. ${(value ?? '').length}/${TEXT_LIMITS.imageAlt}`}
      {...registration}
    />
  );
}
