import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import { AuthCard } from '~/components/auth/new-password-form';
import { LOGIN_PATH } from '~/components/dashboard/auth-paths';

import { ResetPasswordForm } from './reset-password-form';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false } };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  if (!value) redirect(LOGIN_PATH);
  return (
    <AuthCard>
      <ResetPasswordForm token={value} />
    </AuthCard>
  );
}
