'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeInput, type TwoFactorCodeData } from '@kasar/validators';
import { Alert, SubmitButton, TextField } from '@kasar/ui';

import { fieldProps, useDashboardForm } from '~/components/dashboard/use-dashboard-form';

import { signInWithCode } from './actions';

/**
 * The second step of a password sign-in with two-factor on: the 6-digit code of the
 * authenticator app, or one of the recovery codes.
 */
export function SecondStepForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useDashboardForm({
    resolver: zodResolver(twoFactorCodeInput),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onValid = async ({ code }: TwoFactorCodeData) => {
    const result = await signInWithCode(code);
    if (result.error) {
      form.setError('root.server', { type: 'server', message: result.error });
      return;
    }
    onSignedIn();
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate className="mt-6 space-y-4">
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      <p className="text-sm text-ink-700">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        required
        autoFocus
        {...fieldProps(form, 'code')}
      />
      <SubmitButton
        label="Verify"
        busyLabel="Verifying..."
        busy={isSubmitting || isSubmitSuccessful}
        className="w-full"
      />
    </form>
  );
}
