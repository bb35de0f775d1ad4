'use client';

import { PasswordField } from '~/components/auth/password-field';

import type { BoundField } from '../use-dashboard-form';

/** A new password and its confirmation, as the reset and change forms ask for them. */
export function NewPasswordFields({
  password,
  confirmation,
  hint,
}: {
  password: BoundField<'new_password'>;
  confirmation: BoundField<'new_password_confirmation'>;
  hint?: string;
}) {
  return (
    <>
      <PasswordField label="New Password" autoComplete="new-password" hint={hint} {...password} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...confirmation} />
    </>
  );
}
