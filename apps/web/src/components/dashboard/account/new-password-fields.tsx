'use client';

import { TextField } from '@kasar/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A new password and its confirmation, as the reset and change forms ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
  hint,
}: {
  password: UseFormRegisterReturn<'new_password'>;
  confirmation: UseFormRegisterReturn<'new_password_confirmation'>;
  errors: { password?: string; confirmation?: string };
  hint?: string;
}) {
  return (
    <>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint={hint}
        error={errors.password}
        {...password}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
