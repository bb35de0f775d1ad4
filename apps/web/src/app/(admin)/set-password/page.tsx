import { Alert } from '@kasar/ui';
import { TRPCError } from '@trpc/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AuthCard, BackToLogin } from '~/components/auth/new-password-form';
import { LOGIN_PATH } from '~/components/dashboard/auth-paths';
import { api } from '~/trpc/server';

import { AcceptInvitationForm } from './accept-invitation-form';

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
export default async function SetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (!value) redirect(LOGIN_PATH);
  const { invitation, refusal } = await invitationOf(value);
  return (
    <AuthCard>
      {invitation ? (
        <AcceptInvitationForm token={value} invitation={invitation} />
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
