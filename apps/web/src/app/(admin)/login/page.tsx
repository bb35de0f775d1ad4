import { apiEnv } from '@kasar/api/env';
import type { Metadata } from 'next';

import { safeCallbackUrl } from '~/components/dashboard/auth-paths';

import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false } };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { callbackUrl } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center bg-ink-100 px-4 py-12">
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow-lg">
        <h1 className="font-display text-2xl font-bold text-ink-900">Admin Login</h1>
        <p className="mt-1 text-sm text-ink-600">Sign in to manage the Kasar Foundation website.</p>
        <LoginForm callbackUrl={safeCallbackUrl(callbackUrl, apiEnv.appUrl)} />
      </div>
    </main>
  );
}
