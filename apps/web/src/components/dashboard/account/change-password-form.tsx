'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInput, type ChangePasswordData } from '@kasar/validators';
import { Alert, FormActions } from '@kasar/ui';
import { useRouter } from 'next/navigation';

import { PasswordField } from '~/components/auth/password-field';
import { useTRPCClient } from '~/trpc/react';

import { FormSection } from '../form-section';
import { PageHeader } from '../page-header';
import { useFormSave } from '../use-form-save';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: ChangePasswordData = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
};

/** The signed-in user's own password: the current one, then the new one twice. */
export function ChangePasswordForm() {
  const client = useTRPCClient();
  const router = useRouter();
  const form = useDashboardForm({
    resolver: zodResolver(changePasswordInput),
    defaultValues: EMPTY,
  });
  const { mutation, onSubmit, saving, submitError } = useFormSave(form, {
    save: (data) => client.auth.changePassword.mutate(data),
    saved: ({ message }) => message,
    failure: 'Password change failed. Please try again.',
    onSaved: () => {
      form.reset(EMPTY);
      // The layout asks again whether the development password is still in use.
      router.refresh();
    },
  });

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader
        title="Change Password"
        description="Your other sessions and API tokens are signed out; this one stays signed in."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <FormSection title="Password">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            {...fieldProps(form, 'current_password')}
          />
          <NewPasswordFields
            password={fieldProps(form, 'new_password')}
            confirmation={fieldProps(form, 'new_password_confirmation')}
            hint="At least 6 characters."
          />
        </FormSection>
        <FormActions submitLabel="Change Password" busyLabel="Changing..." busy={saving} />
      </form>
    </div>
  );
}
