/**
 * Sign-in and sign-out (bearer tokens for REST clients, session tokens inside the dashboard's
 * cookie), the current session, and password reset by e-mail.
 */
import { AuthTokenKind, PasswordTokenKind } from '@kasar/db';
import type { LoginData, ResetPasswordData } from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import {
  hashSecret,
  issueAuthToken,
  issuePasswordToken,
  resolveAuthToken,
  RESET_TOKEN_TTL_MS,
} from '../auth/tokens';
import type { RequestMeta } from '../context';
import { invalidField } from '../errors';
import { passwordResetMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import type { ApiServices, TransactionServices } from '../services';

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks the credentials and issues a token: a session token for the web app's cookie, a
 * bearer token for REST. A wrong e-mail or password is UNAUTHORIZED, which the login rate
 * limit counts.
 */
export async function login(
  deps: TransactionServices,
  input: LoginData,
  channel: RequestMeta['channel'],
) {
  const user = await deps.db.user.findUnique({ where: { email: normalEmail(input.email) } });
  // Unknown e-mails cost the same time as known ones.
  const valid = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !valid) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.loginFailed });
  const kind = channel === 'web' ? AuthTokenKind.SESSION : AuthTokenKind.API;
  const issued = await issueAuthToken(deps.db, user.id, kind, deps.now());
  return {
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/** The signed-in user and token of a session or bearer token; null once it has ended. */
export function currentSession(deps: ApiServices, token: string) {
  return resolveAuthToken(deps.db, token, deps.now());
}

/** Revokes one token (sign-out); an unknown or already revoked one is fine. */
export async function logout(deps: ApiServices, tokenId: string | null) {
  if (tokenId) await deps.db.authToken.deleteMany({ where: { id: tokenId } });
  return { message: MESSAGES.loggedOut };
}

/** Ends the session a token belongs to, if it is still running (the dashboard's sign-out). */
export async function endSession(deps: ApiServices, token: string) {
  const session = await currentSession(deps, token);
  return logout(deps, session?.tokenId ?? null);
}

/**
 * Mails a reset link when the address has an account. The answer is the same either way, and
 * is not held up by the mail.
 */
export async function requestPasswordReset(deps: TransactionServices, email: string) {
  const now = deps.now();
  const user = await deps.db.user.findUnique({ where: { email: normalEmail(email) } });
  // An invited user who has not joined yet accepts their invitation instead.
  if (!user?.joinedAt) return;
  const secret = await issuePasswordToken(deps.db, user.id, PasswordTokenKind.RESET, now);
  const resetUrl = `${deps.appUrl}/reset-password?token=${encodeURIComponent(secret)}`;
  const mail = passwordResetMail({
    name: user.name,
    resetUrl,
    expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  // Not awaited: the answer must not take longer for addresses that have an account.
  void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
    deps.log.error('password reset mail failed', { error: String(error) });
  });
}

/**
 * Sets a new password with a reset token, which works once. A reset ends every session and
 * revokes every bearer token of the account.
 */
export async function resetPassword(deps: ApiServices, input: ResetPasswordData) {
  const now = deps.now();
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.$transaction(async (tx) => {
    const token = await tx.passwordResetToken.findUnique({
      where: { tokenHash: hashSecret(input.token) },
    });
    // The conditional update makes the token single-use even under concurrent requests.
    const claimed = token
      ? await tx.passwordResetToken.updateMany({
          where: {
            id: token.id,
            kind: PasswordTokenKind.RESET,
            usedAt: null,
            expiresAt: { gt: now },
          },
          data: { usedAt: now },
        })
      : { count: 0 };
    if (!token || claimed.count === 0) {
      throw invalidField('token', MESSAGES.resetTokenInvalid);
    }
    await tx.user.update({ where: { id: token.userId }, data: { passwordHash } });
    await tx.authToken.deleteMany({ where: { userId: token.userId } });
    await tx.passwordResetToken.deleteMany({ where: { userId: token.userId, usedAt: null } });
  });
  return { message: MESSAGES.resetSucceeded };
}
