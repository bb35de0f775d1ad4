'use client';

import { useMutation } from '@tanstack/react-query';

import { NewPasswordForm } from '~/components/auth/new-password-form';
import { useTRPC } from '~/trpc/react';

export function AcceptInvitationForm({
  token,
  invitation,
}: {
  token: string;
  invitation: { name: string; email: string };
}) {
  const trpc = useTRPC();
  const accept = useMutation(trpc.team.acceptInvitation.mutationOptions());
  return (
    <NewPasswordForm
      token={token}
      mutation={accept}
      text={{
        title: 'Set Your Password',
        intro: (
          <>
            Welcome, {invitation.name}. Choose a password for{' '}
            <strong className="font-medium text-ink-900">{invitation.email}</strong>; you will sign
            in with this address.
          </>
        ),
        submit: 'Set Password',
        submitting: 'Saving...',
        succeeded: 'Password Set',
        failed: 'Setting your password failed. Please try again.',
      }}
    />
  );
}
