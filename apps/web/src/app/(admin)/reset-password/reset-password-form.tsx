'use client';

import { fieldErrorsFromZod, firstFieldErrors, resetPasswordInput } from '@kasar/validators';
import { Alert, Button, TextField } from '@kasar/ui';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';

import { LOGIN_PATH } from '~/components/dashboard/auth-paths';
import { errorMessage, serverFieldErrors } from '~/components/dashboard/errors';
import { useTRPC } from '~/trpc/react';

/** SPEC §9: after a successful reset the page goes to /login after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;
const RESET_FAILED = 'Password reset failed. Please try again.';

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => router.replace(LOGIN_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, router]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitError(null);
    const values = { token, new_password: password, new_password_confirmation: confirmation };
    const parsed = resetPasswordInput.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = firstFieldErrors(fieldErrorsFromZod(parsed.error));
      setErrors(fieldErrors);
      if (fieldErrors.token) setSubmitError(fieldErrors.token);
      return;
    }
    setErrors({});
    reset.mutate(values, {
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        setSubmitError(errorMessage(error, RESET_FAILED));
      },
    });
  };

  if (reset.isSuccess) {
    return (
      <div className="space-y-3 text-center">
        <h1 className="font-display text-2xl font-bold text-ink-900">Password Reset Successful</h1>
        <p className="text-sm text-ink-700">{reset.data.message}</p>
        <p className="text-sm text-ink-600">Redirecting you to the login page...</p>
      </div>
    );
  }

  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Reset Password</h1>
      <p className="mt-1 text-sm text-ink-600">Choose a new password for your account.</p>
      <form onSubmit={onSubmit} className="mt-6 space-y-4" noValidate>
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.new_password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          error={errors.new_password_confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={LOGIN_PATH} className="font-medium text-brand-700 hover:underline">
          Back to Login
        </Link>
      </p>
    </>
  );
}
