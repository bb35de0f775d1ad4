/** Login, forgot-password and reset-password inputs with their rules and messages. */
import { z } from 'zod';

import {
  addIssue,
  commonMessages,
  firstTextError,
  matches,
  maxLength,
  minLength,
  text,
  type TextRule,
} from './common';
import { TEXT_LIMITS, TEXT_MINIMUMS } from './limits';

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: commonMessages.invalidEmail,
  emailTooLong: 'Email must not exceed 255 characters',
  scopeInvalid: 'Scope must be a list of rights such as projects.view',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must not exceed 200 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  tokenMissing: 'Reset token is missing',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/** An account's e-mail address: sign-in, forgot-password and invitations. */
export const accountEmail = text({
  required: authMessages.emailRequired,
  rules: [
    matches(z.regexes.email, authMessages.emailInvalid),
    maxLength(TEXT_LIMITS.email, authMessages.emailTooLong),
  ],
});

/** A password is taken as typed (never trimmed). */
function password(requiredMessage: string, rules: readonly TextRule[] = []) {
  const allRules = [...rules, maxLength(TEXT_LIMITS.password, authMessages.passwordTooLong)];
  return z.string({ error: requiredMessage }).superRefine((value, ctx) => {
    const message = value === '' ? requiredMessage : firstTextError(value, allRules);
    if (message !== undefined) addIssue(ctx, message);
  });
}

export const loginInput = z.object({
  email: accountEmail,
  password: password(authMessages.passwordRequired),
  /**
   * A REST client's narrower token: the rights it may use (`projects.view`, ...), of those its
   * account's role holds. Absent: every right of the role.
   */
  scope: z
    .array(
      z.string({ error: authMessages.scopeInvalid }).trim().max(60, authMessages.scopeInvalid),
      {
        error: authMessages.scopeInvalid,
      },
    )
    .max(100, authMessages.scopeInvalid)
    .optional(),
});

export const forgotPasswordInput = z.object({ email: accountEmail });

/** A new password and its confirmation, as both reset and change take them. */
const newPasswordFields = {
  new_password: password(authMessages.passwordRequired, [
    minLength(TEXT_MINIMUMS.newPassword, authMessages.passwordTooShort),
  ]),
  new_password_confirmation: z.string({ error: authMessages.passwordsDoNotMatch }),
};

function confirmationMatches(
  values: { new_password: string; new_password_confirmation: unknown },
  ctx: z.RefinementCtx,
) {
  const confirmation = values.new_password_confirmation;
  if (typeof confirmation === 'string' && values.new_password !== confirmation) {
    addIssue(ctx, authMessages.passwordsDoNotMatch, ['new_password_confirmation']);
  }
}

export const resetPasswordInput = z
  .object({ token: text({ required: authMessages.tokenMissing }), ...newPasswordFields })
  .superRefine(confirmationMatches, { when: () => true });

/** A signed-in user's own password change: the current one, then the new one twice. */
export const changePasswordInput = z
  .object({
    current_password: password(authMessages.currentPasswordRequired),
    ...newPasswordFields,
  })
  .superRefine(confirmationMatches, { when: () => true });

/** A password set on the server's command line (`npm run set-password`): typed twice. */
export const newPasswordInput = z
  .object(newPasswordFields)
  .superRefine(confirmationMatches, { when: () => true });

export type LoginData = z.output<typeof loginInput>;
export type ResetPasswordData = z.output<typeof resetPasswordInput>;
export type ForgotPasswordData = z.output<typeof forgotPasswordInput>;
export type ChangePasswordData = z.output<typeof changePasswordInput>;
