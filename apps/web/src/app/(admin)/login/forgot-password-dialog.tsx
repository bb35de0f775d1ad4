'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInput, type ForgotPasswordData } from '@kasar/validators';
import { Button, cn, Modal, TextField, FormActions } from '@kasar/ui';
import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '~/components/dashboard/errors';
import { fieldProps, useDashboardForm } from '~/components/dashboard/use-dashboard-form';
import { useTRPC } from '~/trpc/react';

const SENT_FALLBACK = 'Password reset instructions sent to your email';
const FAILED_FALLBACK = 'Failed to send reset instructions';

/** The result box is green when the text says it was sent or successful. */
function isPositive(message: string) {
  const text = message.toLowerCase();
  return text.includes('sent') || text.includes('successful');
}

export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const forgot = useMutation(trpc.auth.forgotPassword.mutationOptions());
  const form = useDashboardForm({
    resolver: zodResolver(forgotPasswordInput),
    defaultValues: { email: '' },
  });

  const message = forgot.isSuccess
    ? forgot.data.message || SENT_FALLBACK
    : forgot.isError
      ? errorMessage(forgot.error, FAILED_FALLBACK)
      : null;

  /** Closing clears the message and the email. */
  const close = () => {
    form.reset();
    forgot.reset();
    onClose();
  };

  return (
    <Modal open={open} onClose={close} title="Forgot Password?" size="sm">
      <form
        onSubmit={form.handleSubmit((data: ForgotPasswordData) => forgot.mutate(data))}
        noValidate
        className="space-y-4"
      >
        <p className="text-sm text-ink-700">
          Enter your email address and we will send you a link to reset your password.
        </p>
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
        {message ? (
          <div
            role="status"
            className={cn(
              'rounded-md border px-4 py-3 text-sm',
              isPositive(message)
                ? 'border-green-300 bg-green-50 text-green-800'
                : 'border-red-300 bg-red-50 text-red-800',
            )}
          >
            {message}
          </div>
        ) : null}
        <FormActions
          cancel={
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          }
          submitLabel="Send Reset Link"
          busyLabel="Sending..."
          busy={forgot.isPending}
        />
      </form>
    </Modal>
  );
}
