'use client';

/**
 * Choosing a password with a link's token (password reset, invitation): two password fields
 * checked with the reset rules, and after success a message and the way to /login after 3 seconds.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput, type ResetPasswordData } from '@kasar/validators';
import { Alert, Button, TextField } from '@kasar/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';

import { LOGIN_PATH } from '~/components/dashboard/auth-paths';
import { errorMessage, showServerErrors } from '~/components/dashboard/errors';
import { useDashboardForm } from '~/components/dashboard/use-dashboard-form';

/** After a successful reset (or invitation) the page goes to /login after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;

/** The mutation that takes the token and the two passwords (React Query's result fits). */
export interface NewPasswordMutation {
  mutate(data: ResetPasswordData, options: { onError: (error: unknown) => void }): void;
  isPending: boolean;
  isSuccess: boolean;
  data?: { message: string } | undefined;
}

export interface NewPasswordFormText {
  title: string;
  intro: ReactNode;
  submit: string;
  submitting: string;
  succeeded: string;
  failed: string;
}

export function NewPasswordForm({
  token,
  mutation,
  text,
}: {
  token: string;
  mutation: NewPasswordMutation;
  text: NewPasswordFormText;
}) {
  const router = useRouter();
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
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(() => router.replace(LOGIN_PATH), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, router]);

  const onValid = (data: ResetPasswordData) =>
    mutation.mutate(data, {
      onError: (error) => showServerErrors(setError, error, errorMessage(error, text.failed)),
    });

  if (mutation.isSuccess) {
    return (
      <div className="space-y-3 text-center">
        <h1 className="font-display text-2xl font-bold text-ink-900">{text.succeeded}</h1>
        <p className="text-sm text-ink-700">{mutation.data?.message}</p>
        <p className="text-sm text-ink-600">Redirecting you to the login page...</p>
      </div>
    );
  }

  const submitError = errors.root?.server?.message ?? errors.token?.message;
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">{text.title}</h1>
      <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
      <form onSubmit={handleSubmit(onValid)} className="mt-6 space-y-4" noValidate>
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <TextField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.new_password_confirmation?.message}
          {...register('new_password_confirmation')}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? text.submitting : text.submit}
        </Button>
      </form>
      <BackToLogin />
    </>
  );
}

export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link href={LOGIN_PATH} className="font-medium text-brand-700 hover:underline">
        Back to Login
      </Link>
    </p>
  );
}

/** The centred card of the pages reached from an e-mail link. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-100 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">{children}</div>
    </main>
  );
}
