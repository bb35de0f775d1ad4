'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput, type ResetPasswordData } from '@kasar/validators';
import { Alert, Button } from '@kasar/ui';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { NewPasswordFields } from '~/components/dashboard/account/new-password-fields';
import { LOGIN_PATH } from '~/components/dashboard/auth-paths';
import { errorMessage, showServerErrors } from '~/components/dashboard/errors';
import { useDashboardForm } from '~/components/dashboard/use-dashboard-form';
import { useTRPC } from '~/trpc/react';

/** After a successful reset the page goes to /login after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;
const RESET_FAILED = 'Password reset failed. Please try again.';

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDashboardForm({
    resolver: zodResolver(resetPasswordInput),
    // The token from the link is checked and sent with the two passwords.
    defaultValues: { token, new_password: '', new_password_confirmation: '' },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => router.replace(LOGIN_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, router]);

  const onValid = (data: ResetPasswordData) =>
    reset.mutate(data, {
      onError: (error) => showServerErrors(setError, error, errorMessage(error, RESET_FAILED)),
    });

  if (reset.isSuccess) {
    return (
      <div className="space-y-3 text-center">
        <h1 className="font-display text-2xl font-bold text-ink-900">Password Reset Successful</h1>
        <p className="text-sm text-ink-700">{reset.data.message}</p>
        <p className="text-sm text-ink-600">Redirecting you to the login page...</p>
      </div>
    );
  }

  const submitError = errors.root?.server?.message ?? errors.token?.message;
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">Reset Password</h1>
      <p className="mt-1 text-sm text-ink-600">Choose a new password for your account.</p>
      <form onSubmit={handleSubmit(onValid)} className="mt-6 space-y-4" noValidate>
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <NewPasswordFields
          password={register('new_password')}
          confirmation={register('new_password_confirmation')}
          errors={{
            password: errors.new_password?.message,
            confirmation: errors.new_password_confirmation?.message,
          }}
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
