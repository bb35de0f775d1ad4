'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput, type LoginData } from '@kasar/validators';
import { Alert, Button, TextField } from '@kasar/ui';
import { Eye, EyeOff } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { useDashboardForm } from '~/components/dashboard/use-dashboard-form';

import { signInWithPassword } from './actions';
import { ForgotPasswordDialog } from './forgot-password-dialog';

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [showPassword, setShowPassword] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useDashboardForm({
    resolver: zodResolver(loginInput),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async ({ email, password }: LoginData) => {
    const result = await signInWithPassword(email, password);
    if (result.error) {
      setError('root.server', { type: 'server', message: result.error });
      return;
    }
    router.replace(callbackUrl);
  };

  // A successful sign-in stays busy while the next page loads.
  const busy = isSubmitting || isSubmitSuccessful;
  return (
    <>
      <form onSubmit={handleSubmit(onValid)} noValidate className="mt-6 space-y-4">
        {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
          addon={
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              aria-pressed={showPassword}
              className="rounded p-2 text-ink-600 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {showPassword ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
            </button>
          }
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
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
