'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInput, type ChangePasswordData } from '@kasar/validators';
import { Alert, Button, TextField } from '@kasar/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { showServerErrors, submitErrorOf } from '../errors';
import { FormSection } from '../form-section';
import { PageHeader } from '../page-header';
import { useDashboardForm } from '../use-dashboard-form';
import { NewPasswordFields } from './new-password-fields';

const CHANGE_FAILED = 'Password change failed. Please try again.';
const EMPTY: ChangePasswordData = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const change = useMutation(trpc.auth.changePassword.mutationOptions());
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useDashboardForm({ resolver: zodResolver(changePasswordInput), defaultValues: EMPTY });

  const onValid = (data: ChangePasswordData) =>
    change.mutate(data, {
      onSuccess: ({ message }) => {
        reset(EMPTY);
        toast.success(message);
        // The layout asks again whether the development password is still in use.
        router.refresh();
      },
      onError: (error) => showServerErrors(setError, error, submitErrorOf(error, CHANGE_FAILED)),
    });

  const submitError = errors.root?.server?.message;
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title="Change Password"
        description="Your other sessions and API tokens are signed out; this one stays signed in."
      />
      <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
        {change.isSuccess ? <Alert tone="success">{change.data.message}</Alert> : null}
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <FormSection title="Password">
          <TextField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <NewPasswordFields
            password={register('new_password')}
            confirmation={register('new_password_confirmation')}
            hint="At least 6 characters."
            errors={{
              password: errors.new_password?.message,
              confirmation: errors.new_password_confirmation?.message,
            }}
          />
        </FormSection>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change Password'}
          </Button>
        </div>
      </form>
    </div>
  );
}
