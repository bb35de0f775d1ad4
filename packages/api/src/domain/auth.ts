/**
 * Sign-in and sign-out (bearer tokens for REST clients, session tokens inside the dashboard's
 * cookie), the current session, and password reset by e-mail.
 */
import { AuthTokenKind, PasswordTokenKind } from '@kasar/db';
import {
  authMessages,
  type ChangePasswordData,
  type LoginData,
  type ResetPasswordData,
  roleMessages,
} from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import { decoyPasswordHash, DEVELOPMENT_ADMIN_PASSWORD } from '../auth/password';
import {
  hashSecret,
  issueAuthToken,
  issuePasswordToken,
  resolveAuthToken,
  RESET_TOKEN_TTL_MS,
  type SignInClient,
} from '../auth/tokens';
import type { AuditEvent, RecordAudit } from '../audit';
import type { RequestMeta } from '../context';
import { invalidField } from '../errors';
import { accountLockedMail, passwordResetMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import { isPermission, PERMISSIONS, type Permission } from '../permissions';
import type { LoginOutcome } from '../schemas/auth';
import type { ApiServices } from '../services';
import { noteSignInDevice } from './sessions';
import {
  countSignInWithoutSecondFactor,
  issueSignInChallenge,
  secondFactorMethods,
} from './two-factor';

/** Services of an auth procedure that records what happens (the `audited` middleware). */
type AuditedAuth<Services> = Services & { audit: RecordAudit };

/** An account as sign-in events name it. */
const account = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

/** A new password of `user`'s: how many of the account's sessions and bearer tokens it ended. */
function passwordEvent(
  type: 'auth.password_reset_completed' | 'auth.password_changed' | 'auth.password_set_by_operator',
  user: { id: string; email: string },
  sessionsEnded: number,
): AuditEvent {
  return {
    type,
    actor: account(user),
    entity: 'user',
    entityId: user.id,
    changes: { fields: ['password'], values: { sessions_ended: { to: sessionsEnded } } },
  };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** A sign-in's asked-for scope, each right checked against the catalogue (422 on `scope`). */
function scopeOf(scope: readonly string[] | undefined): Permission[] {
  const asked = scope ?? [];
  const unknown = asked.find((value) => !isPermission(value));
  if (unknown !== undefined) {
    throw invalidField('scope', roleMessages.permissionUnknown(unknown));
  }
  return PERMISSIONS.filter((permission) => asked.includes(permission));
}

/**
 * Checks the credentials and issues a token: a session token for the web app's cookie, a
 * bearer token for REST. A wrong e-mail or password is UNAUTHORIZED, which the login rate
 * limit counts. An account with a second factor gets no token yet: the outcome is a second step,
 * whose challenge `completeSecondStep` (two-factor/second-step.ts) exchanges with a code or a
 * passkey (the REST API answers it as a 403).
 */
export async function login(
  deps: AuditedAuth<ApiServices>,
  input: LoginData,
  channel: RequestMeta['channel'],
  client?: SignInClient,
): Promise<LoginOutcome> {
  const user = await deps.db.user.findUnique({ where: { email: normalEmail(input.email) } });
  // Unknown e-mails cost the same time as known ones.
  const valid = await deps.passwords.verify(
    user?.passwordHash ?? (await decoyPasswordHash()),
    input.password,
  );
  if (!user || !valid) {
    // An unknown address is not recorded: people type passwords into the e-mail field.
    await deps.audit(deps.db, {
      type: 'auth.sign_in_failed',
      actor: user ? account(user) : null,
      entity: 'user',
      entityId: user?.id,
    });
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.loginFailed });
  }
  const kind = channel === 'web' ? AuthTokenKind.SESSION : AuthTokenKind.API;
  const scope = scopeOf(input.scope);
  // Codes on or a passkey: the password alone issues no token, only a second-step challenge.
  const methods = await secondFactorMethods(deps, user.id);
  if (methods.length > 0) {
    return issueSignInChallenge(deps.db, user.id, methods, kind, deps.now(), client, scope);
  }
  await countSignInWithoutSecondFactor(deps.db, user.id);
  const issued = await issueAuthToken(deps.db, user.id, kind, deps.now(), client, scope);
  await deps.audit(deps.db, {
    type: 'auth.sign_in',
    actor: account(user),
    entity: 'user',
    entityId: user.id,
    changes: { fields: [], values: { channel: { to: channel } } },
  });
  if (client) await noteSignInDevice(deps, user, client);
  return {
    status: 'signed_in',
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/** The signed-in user and token of a session or bearer token; null once it has ended. */
export function currentSession(deps: ApiServices, token: string) {
  return resolveAuthToken(deps.db, token, deps.now());
}

/**
 * Revokes one token (sign-out) and records it; an unknown or already revoked one is fine.
 * `audit` is the caller's recorder, or the dashboard's sign-out, which has no procedure.
 */
export async function logout(
  deps: AuditedAuth<ApiServices>,
  session: { tokenId: string; user: { id: string; email: string } } | null,
) {
  if (session) {
    await deps.db.$transaction(async (tx) => {
      const { count } = await tx.authToken.deleteMany({ where: { id: session.tokenId } });
      if (count === 0) return;
      await deps.audit(tx, {
        type: 'auth.sign_out',
        actor: account(session.user),
        entity: 'user',
        entityId: session.user.id,
      });
    });
  }
  return { message: MESSAGES.loggedOut };
}

/** Ends the session a token belongs to, if it is still running (the dashboard's sign-out). */
export async function endSession(deps: ApiServices, token: string) {
  const session = await currentSession(deps, token);
  // next-auth's sign-out event carries no request: who signed out, not from where.
  const audit: RecordAudit = (db, events) => deps.auditLog.write(db, [events].flat());
  return logout({ ...deps, audit }, session);
}

/**
 * Mails a reset link when the address has an account. The answer is the same either way, and
 * takes the same time: before it, both read one row; the link is stored, recorded and mailed
 * after it (a failure is logged).
 */
export async function requestPasswordReset(deps: AuditedAuth<ApiServices>, email: string) {
  const now = deps.now();
  const user = await deps.db.user.findUnique({ where: { email: normalEmail(email) } });
  // An invited user who has not joined yet accepts their invitation instead.
  if (!user?.joinedAt) return;
  void mailResetLink(deps, user, now).catch((error: unknown) => {
    deps.log.error('password reset request failed', { error: String(error) });
  });
}

async function mailResetLink(
  deps: AuditedAuth<ApiServices>,
  user: { id: string; email: string; name: string },
  now: Date,
) {
  const secret = await issuePasswordToken(deps.db, user.id, PasswordTokenKind.RESET, now);
  await deps.audit(deps.db, {
    type: 'auth.password_reset_requested',
    actor: account(user),
    entity: 'user',
    entityId: user.id,
  });
  const resetUrl = `${deps.appUrl}/reset-password?token=${encodeURIComponent(secret)}`;
  const mail = passwordResetMail({
    name: user.name,
    resetUrl,
    expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
  });
  await deps.mailer.send({ to: user.email, ...mail });
}

/**
 * Sets a new password with a reset token, which works once. The token is checked before the new
 * password is hashed, so an unknown, expired or used token costs no hashing. A reset ends every
 * session and revokes every bearer token of the account.
 */
export async function resetPassword(deps: AuditedAuth<ApiServices>, input: ResetPasswordData) {
  const now = deps.now();
  const tokenHash = hashSecret(input.token);
  const usable = await deps.db.passwordResetToken.findFirst({
    where: { tokenHash, kind: PasswordTokenKind.RESET, usedAt: null, expiresAt: { gt: now } },
    select: { id: true, userId: true },
  });
  if (!usable) throw invalidField('token', MESSAGES.resetTokenInvalid);
  const passwordHash = await deps.passwords.hash(input.new_password);
  await deps.db.$transaction(async (tx) => {
    // The conditional update makes the token single-use even under concurrent requests.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: usable.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count === 0) throw invalidField('token', MESSAGES.resetTokenInvalid);
    const user = await tx.user.update({ where: { id: usable.userId }, data: { passwordHash } });
    const revoked = await tx.authToken.deleteMany({ where: { userId: usable.userId } });
    // Every session and bearer token of the account ended with it.
    await deps.audit(tx, passwordEvent('auth.password_reset_completed', user, revoked.count));
    await tx.passwordResetToken.deleteMany({ where: { userId: usable.userId, usedAt: null } });
  });
  return { message: MESSAGES.resetSucceeded };
}

/**
 * Tells an account's owner that its sign-in is locked after too many failed attempts from
 * anywhere (an unknown e-mail gets no mail). Never throws: a failed mail is logged.
 */
export async function warnAccountLocked(
  deps: ApiServices,
  lockout: {
    email: string;
    clientAddress: string;
    until: Date;
    failures: number;
    windowMinutes: number;
    reason: 'password' | 'second_factor' | 'confirmation';
  },
) {
  try {
    const user = await deps.db.user.findUnique({ where: { email: normalEmail(lockout.email) } });
    if (!user) return;
    const mail = accountLockedMail({
      name: user.name,
      lastAddress: lockout.clientAddress,
      until: lockout.until,
      failures: lockout.failures,
      windowMinutes: lockout.windowMinutes,
      reason: lockout.reason,
      resetUrl: `${deps.appUrl}/login`,
    });
    void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
      deps.log.error('account lock-out mail failed', { error: String(error) });
    });
  } catch (error) {
    deps.log.error('account lock-out warning failed', { error: String(error) });
  }
}

/**
 * Changes a signed-in user's password: the current one must be right. Every other session and
 * bearer token of the user ends and unused reset links stop working; the token of this request
 * stays valid.
 */
export async function changePassword(
  deps: AuditedAuth<ApiServices>,
  caller: { userId: string; tokenId: string | null },
  input: ChangePasswordData,
) {
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: caller.userId },
    select: { id: true, email: true, passwordHash: true },
  });
  // Hashing holds no connection: the rows are read before and written after.
  if (!(await deps.passwords.verify(user.passwordHash, input.current_password))) {
    throw invalidField('current_password', authMessages.currentPasswordWrong);
  }
  const passwordHash = await deps.passwords.hash(input.new_password);
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: caller.userId }, data: { passwordHash } });
    const ended = await tx.authToken.deleteMany({
      where: { userId: caller.userId, ...(caller.tokenId ? { id: { not: caller.tokenId } } : {}) },
    });
    await tx.passwordResetToken.deleteMany({ where: { userId: caller.userId, usedAt: null } });
    await deps.audit(tx, passwordEvent('auth.password_changed', user, ended.count));
  });
  return { message: MESSAGES.passwordChanged };
}

/** Whether each stored hash is of the development password, worked out once per hash. */
const developmentHashes = new Map<string, Promise<boolean>>();
const DEVELOPMENT_HASHES_KEPT = 100;

/**
 * Whether a stored hash is of the development admin password. A hash is checked once per
 * process: a changed password has a new hash.
 */
function isDevelopmentPasswordHash(deps: ApiServices, passwordHash: string) {
  let known = developmentHashes.get(passwordHash);
  if (!known) {
    if (developmentHashes.size >= DEVELOPMENT_HASHES_KEPT) developmentHashes.clear();
    known = deps.passwords.verify(passwordHash, DEVELOPMENT_ADMIN_PASSWORD);
    developmentHashes.set(passwordHash, known);
  }
  return known;
}

/** Whether the user still signs in with the development admin password (the dashboard warns). */
export async function hasDevelopmentPassword(deps: ApiServices, userId: string) {
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: { passwordHash: true },
  });
  return user ? isDevelopmentPasswordHash(deps, user.passwordHash) : false;
}

/**
 * The accounts that still sign in with the development admin password, by e-mail: production
 * mode refuses to start while there is one. Each stored hash is checked (one argon2 verification
 * per account; a firm has a handful).
 */
export async function accountsWithDevelopmentPassword(deps: ApiServices): Promise<string[]> {
  const users = await deps.db.user.findMany({
    select: { email: true, passwordHash: true },
    orderBy: { email: 'asc' },
  });
  const found: string[] = [];
  for (const user of users) {
    if (await isDevelopmentPasswordHash(deps, user.passwordHash)) found.push(user.email);
  }
  return found;
}

/**
 * Sets an account's password from the server's command line (`npm run set-password`): the
 * recovery when no one can sign in or mail is down. The password follows the same rules as a
 * reset's and may not be the development one. Like a reset it ends every session and bearer
 * token of the account and every unused reset link; a pending invitation counts as accepted.
 */
export async function setPasswordFromCommandLine(
  deps: ApiServices,
  input: { email: string; password: string },
) {
  const email = normalEmail(input.email);
  const user = await deps.db.user.findUnique({
    where: { email },
    select: { id: true, joinedAt: true },
  });
  if (!user) throw invalidField('email', MESSAGES.noAccountWithEmail);
  if (input.password === DEVELOPMENT_ADMIN_PASSWORD) {
    throw invalidField('new_password', MESSAGES.developmentPasswordRefused);
  }
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, joinedAt: user.joinedAt ?? now },
    });
    const revoked = await tx.authToken.deleteMany({ where: { userId: user.id } });
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    // No one is signed in at a command line: the event names the account as its own actor.
    await deps.auditLog.write(tx, [
      passwordEvent('auth.password_set_by_operator', updated, revoked.count),
    ]);
    return { email: updated.email, sessionsEnded: revoked.count };
  });
}
