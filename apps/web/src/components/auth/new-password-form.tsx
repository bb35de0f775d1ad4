'use client';

/**
 * Choosing a password with a link's token (password reset, invitation): two password fields
 * checked with the reset rules, and after success a message and the way to /login after 3 seconds.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInput, type ResetPasswordData } from '@kasar/validators';
import { Alert, SubmitButton } from '@kasar/ui';
import Link from 'next/link';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';

import { NewPasswordFields } from '~/components/dashboard/account/new-password-fields';
import { LOGIN_PATH } from '~/components/dashboard/auth-paths';
import { errorMessage, showServerErrors } from '~/components/dashboard/errors';
import { fieldProps, useDashboardForm } from '~/components/dashboard/use-dashboard-form';
import { useTRPCClient } from '~/trpc/react';

/** After a successful reset (or invitation) the page goes to /login after 3 seconds. */
const REDIRECT_DELAY_MS = 3000;

/** What the password is chosen for: a reset of one's own, or an invitation's first. */
export type NewPasswordPurpose = 'reset' | 'invitation';

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
  purpose,
  text,
}: {
  token: string;
  purpose: NewPasswordPurpose;
  text: NewPasswordFormText;
}) {
  const router = useRouter();
  const client = useTRPCClient();
  const mutation = useMutation({
    mutationFn: (data: ResetPasswordData) =>
      purpose === 'reset'
        ? client.auth.resetPassword.mutate(data)
        : client.team.acceptInvitation.mutate(data),
  });
  const form = useDashboardForm({
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
      onError: (error) => showServerErrors(form.setError, error, errorMessage(error, text.failed)),
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

  const { errors } = form.formState;
  const submitError = errors.root?.server?.message ?? errors.token?.message;
  return (
    <>
      <h1 className="font-display text-2xl font-bold text-ink-900">{text.title}</h1>
      <p className="mt-1 text-sm text-ink-600">{text.intro}</p>
      <form onSubmit={form.handleSubmit(onValid)} className="mt-6 space-y-4" noValidate>
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <NewPasswordFields
          password={fieldProps(form, 'new_password')}
          confirmation={fieldProps(form, 'new_password_confirmation')}
        />
        <SubmitButton
          label={text.submit}
          busyLabel={text.submitting}
          busy={mutation.isPending}
          className="w-full"
        />
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
