import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

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
    <main className="flex min-h-screen items-center justify-center bg-ink-100 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <ResetPasswordForm token={value} />
      </div>
    </main>
  );
}
