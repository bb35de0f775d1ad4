import { Alert } from '@kasar/ui';
import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';

import { linkToken, type LinkPageProps } from '~/components/auth/link-token';
import { AuthCard, BackToLogin, NewPasswordForm } from '~/components/auth/new-password-form';
import { api } from '~/trpc/server';

export const metadata: Metadata = { title: 'Set Your Password', robots: { index: false } };

/** Whom the link is for, or why it can no longer be used. */
async function invitationOf(token: string) {
  try {
    return { invitation: await (await api()).team.invitation({ token }) };
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return { refusal: error.message };
    }
    throw error;
  }
}

/** The page an invitation e-mail links to: the invited user chooses their password here. */
export default async function SetPasswordPage(props: LinkPageProps) {
  const token = await linkToken(props);
  const { invitation, refusal } = await invitationOf(token);
  return (
    <AuthCard>
      {invitation ? (
        <NewPasswordForm
          token={token}
          purpose="invitation"
          text={{
            title: 'Set Your Password',
            intro: (
              <>
                Welcome, {invitation.name}. Choose a password for{' '}
                <strong className="font-medium text-ink-900">{invitation.email}</strong>; you will
                sign in with this address.
              </>
            ),
            submit: 'Set Password',
            submitting: 'Saving...',
            succeeded: 'Password Set',
            failed: 'Setting your password failed. Please try again.',
          }}
        />
      ) : (
        <>
          <h1 className="font-display text-2xl font-bold text-ink-900">This link cannot be used</h1>
          <div className="mt-6">
            <Alert tone="error">{refusal}</Alert>
          </div>
          <BackToLogin />
        </>
      )}
    </AuthCard>
  );
}
