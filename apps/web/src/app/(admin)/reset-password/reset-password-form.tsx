'use client';

import { useMutation } from '@tanstack/react-query';

import { NewPasswordForm } from '~/components/auth/new-password-form';
import { useTRPC } from '~/trpc/react';

export function ResetPasswordForm({ token }: { token: string }) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  return (
    <NewPasswordForm
      token={token}
      mutation={reset}
      text={{
        title: 'Reset Password',
        intro: 'Choose a new password for your account.',
        submit: 'Reset Password',
        submitting: 'Resetting...',
        succeeded: 'Password Reset Successful',
        failed: 'Password reset failed. Please try again.',
      }}
    />
  );
}
