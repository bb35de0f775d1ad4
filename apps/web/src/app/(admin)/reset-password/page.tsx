import type { Metadata } from 'next';

import { linkToken, type LinkPageProps } from '~/components/auth/link-token';
import { AuthCard, NewPasswordForm } from '~/components/auth/new-password-form';

export const metadata: Metadata = { title: 'Reset Password', robots: { index: false } };

export default async function ResetPasswordPage(props: LinkPageProps) {
  return (
    <AuthCard>
      <NewPasswordForm
        token={await linkToken(props)}
        purpose="reset"
        text={{
          title: 'Reset Password',
          intro: 'Choose a new password for your account.',
          submit: 'Reset Password',
          submitting: 'Resetting...',
          succeeded: 'Password Reset Successful',
          failed: 'Password reset failed. Please try again.',
        }}
      />
    </AuthCard>
  );
}
