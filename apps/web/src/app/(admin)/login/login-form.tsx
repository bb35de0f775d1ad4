'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { SecondFactorMethod } from '@kasar/api';
import { loginInput, type LoginData } from '@kasar/validators';
import { Alert, SubmitButton, TextField } from '@kasar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { PasswordField } from '~/components/auth/password-field';
import { fieldProps, useDashboardForm } from '~/components/dashboard/use-dashboard-form';

import { signInWithPassword } from './actions';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PasskeySignIn } from './passkey-sign-in';
import { SecondStepForm } from './second-step-form';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [forgotOpen, setForgotOpen] = useState(false);
  // A right password of an account with a second factor: a code or a passkey is asked for next.
  const [secondStep, setSecondStep] = useState<SecondFactorMethod[] | null>(null);
  const form = useDashboardForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  const onValid = async ({ email, password }: LoginData) => {
    const result = await signInWithPassword(email, password);
    if (result.error) {
      form.setError('root.server', { type: 'server', message: result.error });
      return;
    }
    if (result.secondStep) {
      setSecondStep(result.secondStep);
      return;
    }
    router.replace(callbackUrl);
  };

  if (secondStep) {
    return (
      <SecondStepForm
        methods={secondStep}
        onSignedIn={() => router.replace(callbackUrl)}
        onRestart={() => {
          form.reset({ email: form.getValues('email'), password: '' });
          setSecondStep(null);
        }}
      />
    );
  }

  return (
    <>
      <form onSubmit={form.handleSubmit(onValid)} noValidate className="mt-6 space-y-4">
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...fieldProps(form, 'email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          revealable
          {...fieldProps(form, 'password')}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Forgot Password?
          </button>
        </div>
        <SubmitButton
          label="Sign In"
          busyLabel="Signing in..."
          // A successful sign-in stays busy while the next page loads.
          busy={isSubmitting || isSubmitSuccessful}
          className="w-full"
        />
      </form>
      <PasskeySignIn
        onError={(message) => form.setError('root.server', { type: 'server', message })}
        onSignedIn={() => router.replace(callbackUrl)}
      />
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
