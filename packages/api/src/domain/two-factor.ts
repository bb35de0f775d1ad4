/**
 * Authenticator codes (TOTP, RFC 6238, with `otpauth`): enrolment from the Security screen,
 * recovery codes, and the second step of a password sign-in.
 *
 * - The secret is stored AES-256-GCM encrypted (auth/two-factor-crypto.ts); enrolment stores it
 *   and `totpEnabledAt` is set only once a first code confirms it.
 * - A code is accepted within ±1 time step (30 s) and once: the step of the last accepted code
 *   is stored and a code of that step or an earlier one is refused.
 * - Ten recovery codes, single use, shown once, stored as keyed hashes (an HMAC with a key from
 *   AUTH_SECRET of the code's SHA-256), so a copy of the table cannot be guessed offline.
 * - Every change of the account's factors is mailed to its holder (security-mail.ts).
 * - A right password of an account with a second factor (codes on, or a passkey) issues no token
 *   but a sign-in challenge (5 minutes, single use) that `completeSecondStep` exchanges for the
 *   token with a code or with one of the account's passkeys.
 */
import { createHash, randomInt } from 'node:crypto';

import { AuthTokenKind, type Db } from '@kasar/db';
import type { SecondStepData } from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

import {
  decryptSecret,
  encryptSecret,
  keyedRecoveryHash,
  recoveryCodeKeyFrom,
} from '../auth/two-factor-crypto';
import { hashSecret, issueAuthToken, newSecret, type SignInClient } from '../auth/tokens';
import type { RecordAudit } from '../audit';
import {
  invalidField,
  notFound,
  secondFactorRequired,
  wrongSecret,
  type SecondFactorMethod,
} from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices } from '../services';
import { passkeySignInOptions, verifyPasskeyAssertion } from './passkeys';
import { mailSecurityChange, type Requester } from './security-mail';
import { noteSignInDevice } from './sessions';

type Audited = ApiServices & { audit: RecordAudit };

/** The TOTP time step, in seconds (what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of this many steps before or after the current one are accepted. */
export const TOTP_WINDOW_STEPS = 1;
/** How long the second step of a sign-in may take. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Kasar Foundation';
/** Recovery codes use letters and digits that cannot be mistaken for each other. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const account = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });

function keyOf(deps: Pick<ApiServices, 'twoFactorKey'>): Buffer {
  if (!deps.twoFactorKey) throw new Error(MESSAGES.twoFactorKeyMissing);
  return deps.twoFactorKey;
}

/** The TOTP of a base32 secret for `label` (the account's e-mail). */
export function totpOf(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step of `now`. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, if it is right for `secretBase32` at `now` within ±1 step;
 * null otherwise. Whether it was used already is the caller's question.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, '').validate({
    token,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : stepAt(now) + delta;
}

/** A recovery code as typed (any case, spaces or dashes) in its stored form's input. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** The plain SHA-256 of a recovery code: what rows from before keyed hashes hold. */
const plainRecoveryHash = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
/** The stored form of a recovery code (keyed = true). */
const keyedRecoveryHashOf = (deps: Pick<ApiServices, 'twoFactorKey'>, code: string) =>
  keyedRecoveryHash(recoveryCodeKeyFrom(keyOf(deps)), plainRecoveryHash(code));

/** Ten new recovery codes, `xxxxx-xxxxx`: about 49 bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Replaces the account's recovery codes with ten new ones; answers them in plain text, once. */
async function replaceRecoveryCodes(
  deps: Pick<ApiServices, 'twoFactorKey'>,
  db: Db,
  userId: string,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({
    data: codes.map((code) => ({ userId, codeHash: keyedRecoveryHashOf(deps, code), keyed: true })),
  });
  return codes;
}

/**
 * Turns the recovery codes stored before keyed hashes (their plain SHA-256, keyed = false) into
 * keyed ones, so that no copy of the table made from now on can be guessed offline. Run when a
 * server process starts; each row is changed once, whichever instance gets there first. Answers
 * how many rows it changed (none without AUTH_SECRET).
 */
export async function upgradeRecoveryCodeHashes(
  deps: Pick<ApiServices, 'db' | 'twoFactorKey'>,
): Promise<number> {
  if (!deps.twoFactorKey) return 0;
  const key = recoveryCodeKeyFrom(deps.twoFactorKey);
  const legacy = await deps.db.recoveryCode.findMany({
    where: { keyed: false },
    select: { id: true, codeHash: true },
  });
  let upgraded = 0;
  for (const row of legacy) {
    const changed = await deps.db.recoveryCode.updateMany({
      where: { id: row.id, keyed: false },
      data: { codeHash: keyedRecoveryHash(key, row.codeHash), keyed: true },
    });
    upgraded += changed.count;
  }
  return upgraded;
}

/**
 * How the account can answer the second step of a sign-in: 'code' when authenticator codes are
 * on (a recovery code then works too), 'passkey' when it has one. Empty: the password alone.
 */
export async function secondFactorMethods(
  deps: { db: Db },
  userId: string,
): Promise<SecondFactorMethod[]> {
  const [user, passkeys] = await Promise.all([
    deps.db.user.findUnique({ where: { id: userId }, select: { totpEnabledAt: true } }),
    deps.db.passkey.count({ where: { userId } }),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (user?.totpEnabledAt) methods.push('code');
  if (passkeys > 0) methods.push('passkey');
  return methods;
}

/** Whether the account has a second factor: authenticator codes on, or a passkey. */
export async function hasSecondFactor(deps: { db: Db }, userId: string): Promise<boolean> {
  return (await secondFactorMethods(deps, userId)).length > 0;
}

/**
 * Whether the organization requires two-factor sign-in and `userId` is past the grace without a
 * second factor: then only sign-out and setting one up are answered (checked on every staff
 * call by the `pastTwoFactorRequirement` middleware). One query while it is not required.
 */
export async function mustSetUpSecondFactor(deps: { db: Db }, userId: string): Promise<boolean> {
  if (!(await twoFactorRequired(deps))) return false;
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      totpEnabledAt: true,
      signInsWithoutSecondFactor: true,
      _count: { select: { passkeys: true } },
    },
  });
  if (!user) return false;
  const hasOne = user.totpEnabledAt !== null || user._count.passkeys > 0;
  return !hasOne && user.signInsWithoutSecondFactor > REQUIRE_TWO_FACTOR_GRACE_SIGN_INS;
}

/** The Security screen's summary: on or off, since when, and how many recovery codes are left. */
export async function twoFactorStatus(deps: ApiServices, userId: string) {
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true },
  });
  const recoveryCodesLeft = await deps.db.recoveryCode.count({ where: { userId, usedAt: null } });
  return {
    enabled: user.totpEnabledAt !== null,
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: user.totpEnabledAt ? recoveryCodesLeft : 0,
  };
}

/**
 * Starts enrolment: a new secret, stored encrypted but not in use until `confirmTwoFactor`.
 * Answers the secret as text, its otpauth:// URL and that URL as a QR code (SVG).
 */
export async function startTwoFactor(deps: ApiServices, userId: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorAlreadyOn });
  }
  const secret = new Secret({ size: 20 }).base32;
  await deps.db.user.update({
    where: { id: userId },
    data: { totpSecret: encryptSecret(keyOf(deps), secret), totpLastUsedStep: null },
  });
  const url = totpOf(secret, user.email).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: url, qr_svg: qrSvg };
}

/**
 * Switches two-factor sign-in on once a first code from the app is right; answers ten recovery
 * codes, shown this once.
 */
export async function confirmTwoFactor(deps: Audited & Requester, userId: string, code: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorAlreadyOn });
  }
  if (!user.totpSecret) throw invalidField('code', MESSAGES.twoFactorNotStarted);
  const now = deps.now();
  const step = matchingStep(decryptSecret(keyOf(deps), user.totpSecret), code, now);
  if (step === null) throw wrongSecret('code', MESSAGES.secondFactorWrong);
  const recoveryCodes = await deps.db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpEnabledAt: now, totpLastUsedStep: BigInt(step) },
    });
    const codes = await replaceRecoveryCodes(deps, tx, userId);
    await deps.audit(tx, {
      type: 'auth.two_factor_enabled',
      actor: account(user),
      entity: 'user',
      entityId: user.id,
    });
    return codes;
  });
  mailSecurityChange(deps, user, { kind: 'two_factor_enabled' }, deps);
  return { message: MESSAGES.twoFactorEnabled, recovery_codes: recoveryCodes };
}

/**
 * Accepts `code` as the account's second factor at `now`: an authenticator code not used before,
 * or an unused recovery code (which is used up). Answers how, or null for a wrong code.
 */
export async function acceptSecondFactor(
  deps: ApiServices,
  user: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
  code: string,
): Promise<'code' | 'recovery_code' | null> {
  const now = deps.now();
  // A secret whose enrolment is still unconfirmed answers nothing.
  if (user.totpSecret && user.totpEnabledAt) {
    const step = matchingStep(decryptSecret(keyOf(deps), user.totpSecret), code, now);
    if (step !== null) {
      // Conditional, so two requests with the same code cannot both pass.
      const claimed = await deps.db.user.updateMany({
        where: {
          id: user.id,
          OR: [{ totpLastUsedStep: null }, { totpLastUsedStep: { lt: BigInt(step) } }],
        },
        data: { totpLastUsedStep: BigInt(step) },
      });
      return claimed.count === 1 ? 'code' : null;
    }
  }
  // No recovery code answers while codes are off (a reset or turning off removes them anyway).
  if (!user.totpEnabledAt) return null;
  const plain = plainRecoveryHash(code);
  const used = await deps.db.recoveryCode.updateMany({
    where: {
      userId: user.id,
      usedAt: null,
      OR: [
        { keyed: true, codeHash: keyedRecoveryHashOf(deps, code) },
        { keyed: false, codeHash: plain },
      ],
    },
    data: { usedAt: now },
  });
  return used.count === 1 ? 'recovery_code' : null;
}

/**
 * Turns two-factor sign-in off from the Security screen: a current code confirms it (wrong ones
 * count toward the account's sign-in limits), and its holder is mailed.
 */
export async function disableTwoFactor(deps: Audited & Requester, userId: string, code: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.totpEnabledAt)
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorOff });
  if (!(await acceptSecondFactor(deps, user, code))) {
    throw wrongSecret('code', MESSAGES.secondFactorWrong);
  }
  await deps.db.$transaction(async (tx) => {
    await clearTwoFactor(tx, userId);
    await deps.audit(tx, {
      type: 'auth.two_factor_disabled',
      actor: account(user),
      entity: 'user',
      entityId: user.id,
    });
  });
  mailSecurityChange(deps, user, { kind: 'two_factor_disabled' }, deps);
  return { message: MESSAGES.twoFactorDisabled };
}

async function clearTwoFactor(db: Db, userId: string) {
  await db.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastUsedStep: null },
  });
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.signInChallenge.deleteMany({ where: { userId } });
}

/**
 * Resets an account's two-factor sign-in (a staff member who lost every factor): the secret,
 * recovery codes and passkeys are removed and every session and bearer token of the account ends,
 * so the next sign-in asks for the password alone and nobody holding a lost device or a stolen
 * session stays in. The account's holder is mailed. `by` is the colleague who reset it (the
 * Team screen), or null for the operator's command.
 */
export async function resetTwoFactor(
  deps: Audited,
  userId: string,
  by: { name: string; email: string } | null,
  requester?: Requester,
) {
  const user = await deps.db.$transaction(async (tx) => {
    const found = await tx.user.findUnique({ where: { id: userId } });
    if (!found) throw notFound(MESSAGES.userNotFound);
    await clearTwoFactor(tx, userId);
    const passkeys = await tx.passkey.deleteMany({ where: { userId } });
    const sessions = await tx.authToken.deleteMany({ where: { userId } });
    await deps.audit(tx, {
      type: 'auth.two_factor_reset',
      entity: 'user',
      entityId: found.id,
      entityLabel: found.email,
      changes: {
        fields: [],
        values: {
          credentials_removed: { to: passkeys.count },
          sessions_ended: { to: sessions.count },
        },
      },
    });
    return found;
  });
  mailSecurityChange(deps, user, { kind: 'two_factor_reset', by }, requester);
  return { message: MESSAGES.twoFactorReset };
}

/**
 * `npm run reset-two-factor -- <email>`: the operator's reset, for when no one who can sign in
 * is left to do it on the Team screen. No one is signed in at a command line: the event names the
 * account as its own actor, like set-password.
 */
export async function resetTwoFactorFromCommandLine(deps: ApiServices, email: string) {
  const user = await deps.db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true },
  });
  if (!user) throw invalidField('email', MESSAGES.noAccountWithEmail);
  const audit: RecordAudit = (db, events) =>
    deps.auditLog.write(
      db,
      [events].flat().map((event) => ({ ...event, actor: account(user) })),
    );
  await resetTwoFactor({ ...deps, audit }, user.id, null);
  return { email: user.email };
}

/** 'Reset two-factor' on the Team screen: another staff member's, never one's own. */
export async function resetColleagueTwoFactor(
  deps: Audited & Requester,
  actor: { id: string; name: string; email: string },
  userId: string,
) {
  if (actor.id === userId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.cannotResetOwnTwoFactor });
  }
  return resetTwoFactor(deps, userId, { name: actor.name, email: actor.email }, deps);
}

/** Ten new recovery codes for the signed-in account; the old ones stop working. */
export async function regenerateRecoveryCodes(deps: Audited & Requester, userId: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.totpEnabledAt)
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorOff });
  const codes = await deps.db.$transaction(async (tx) => {
    const fresh = await replaceRecoveryCodes(deps, tx, userId);
    await deps.audit(tx, {
      type: 'auth.recovery_codes_regenerated',
      actor: account(user),
      entity: 'user',
      entityId: user.id,
    });
    return fresh;
  });
  mailSecurityChange(deps, user, { kind: 'recovery_codes_regenerated' }, deps);
  return { recovery_codes: codes };
}

/**
 * The first step's answer for an account with a second factor: the 403 error to throw, carrying a
 * challenge (5 minutes, single use) and the account's `methods` instead of a token. Only the
 * challenge's SHA-256 is stored.
 */
export async function issueSignInChallenge(
  db: Db,
  userId: string,
  methods: SecondFactorMethod[],
  kind: AuthTokenKind,
  now: Date,
  client?: SignInClient,
) {
  const challenge = newSecret();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  await db.signInChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.signInChallenge.create({
    data: {
      userId,
      kind,
      tokenHash: hashSecret(challenge),
      expiresAt,
      userAgent: client?.userAgent?.slice(0, 512) ?? null,
      address: client?.address.slice(0, 64) ?? null,
    },
  });
  return secondFactorRequired(
    {
      second_factor_required: true,
      challenge,
      expires_at: expiresAt.toISOString(),
      methods,
    },
    methods.includes('code') ? MESSAGES.secondFactorRequired : MESSAGES.secondFactorPasskeyRequired,
  );
}

/** The account of a live sign-in challenge (the rate limits count the second step by it). */
export async function challengeAccount(db: Db, challenge: string, now: Date) {
  const row = await db.signInChallenge.findUnique({
    where: { tokenHash: hashSecret(challenge) },
    select: { expiresAt: true, user: { select: { id: true, email: true } } },
  });
  return row && row.expiresAt > now ? row.user : null;
}

/** The live sign-in challenge of the second step, with its account; 422 once it has expired. */
async function liveChallenge(deps: ApiServices, challenge: string) {
  const row = await deps.db.signInChallenge.findUnique({
    where: { tokenHash: hashSecret(challenge) },
    include: { user: true },
  });
  if (!row || row.expiresAt <= deps.now()) {
    throw invalidField('challenge', MESSAGES.signInChallengeInvalid);
  }
  return row;
}

/**
 * The options of a passkey answering the second step (navigator.credentials.get): only the
 * challenge's account's passkeys are allowed. 422 on `challenge` when it has expired or the
 * account has no passkey.
 */
export async function secondStepPasskeyOptions(deps: ApiServices, input: { challenge: string }) {
  const { user } = await liveChallenge(deps, input.challenge);
  if ((await deps.db.passkey.count({ where: { userId: user.id } })) === 0) {
    throw invalidField('challenge', MESSAGES.secondStepNoPasskey);
  }
  return passkeySignInOptions(deps, { userId: user.id, userVerification: 'preferred' });
}

/**
 * The second step: the challenge of the first and a code (authenticator or recovery) or one of
 * the account's passkeys issue the token the password alone did not. A wrong code or passkey is
 * UNAUTHORIZED (the sign-in limits count it) and leaves the challenge for another try within its
 * 5 minutes; a right one uses it up.
 */
export async function completeSecondStep(
  deps: Audited,
  input: SecondStepData,
  client?: SignInClient,
) {
  const now = deps.now();
  const row = await liveChallenge(deps, input.challenge);
  const { user } = row;
  // After a right password, the passkey need not have verified its user (a PIN or fingerprint).
  const how = input.passkey
    ? (await verifyPasskeyAssertion(deps, input.passkey, { userId: user.id }))
      ? 'passkey'
      : null
    : await acceptSecondFactor(deps, user, input.code ?? '');
  if (!how) {
    await deps.audit(deps.db, {
      type: 'auth.second_factor_failed',
      actor: account(user),
      entity: 'user',
      entityId: user.id,
      changes: { fields: [], values: { method: { to: input.passkey ? 'passkey' : 'code' } } },
    });
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: input.passkey ? MESSAGES.secondStepPasskeyFailed : MESSAGES.secondFactorWrong,
    });
  }
  const claimed = await deps.db.signInChallenge.deleteMany({ where: { id: row.id } });
  if (claimed.count === 0) throw invalidField('challenge', MESSAGES.signInChallengeInvalid);
  const issued = await issueAuthToken(deps.db, user.id, row.kind, now, client);
  const channel = row.kind === AuthTokenKind.SESSION ? 'web' : 'rest';
  if (how === 'recovery_code') {
    const left = await deps.db.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await deps.audit(deps.db, {
      type: 'auth.recovery_code_used',
      actor: account(user),
      entity: 'user',
      entityId: user.id,
      changes: { fields: [], values: { recovery_codes_left: { to: left } } },
    });
  }
  await deps.audit(deps.db, {
    type: 'auth.sign_in',
    actor: account(user),
    entity: 'user',
    entityId: user.id,
    changes: { fields: [], values: { channel: { to: channel }, second_factor: { to: how } } },
  });
  if (client) await noteSignInDevice(deps, user, client);
  return {
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
  };
}

/**
 * 'Require two-factor sign-in for all staff': a staff member without a second factor may still
 * sign in with the password alone this many times after it is switched on; from the next sign-in
 * on, the dashboard shows only the set-up until they have one. An invited user gets no grace.
 */
export const REQUIRE_TWO_FACTOR_GRACE_SIGN_INS = 3;

/** Whether the organization requires a second factor of every staff member. */
export async function twoFactorRequired(deps: { db: Db }): Promise<boolean> {
  const row = await deps.db.organization.findUnique({
    where: { id: 1 },
    select: { requireTwoFactor: true },
  });
  return row?.requireTwoFactor ?? false;
}

/** Switches the requirement on or off (Team screen), recorded in the activity log. */
export async function setTwoFactorRequired(deps: Audited, callerId: string, required: boolean) {
  await deps.db.$transaction(async (tx) => {
    const existing = await tx.organization.findUnique({ where: { id: 1 } });
    // The profile's updated_at stays: an open organization form is not made stale by this.
    await tx.organization.upsert({
      where: { id: 1 },
      create: { id: 1, requireTwoFactor: required },
      update: { requireTwoFactor: required, updatedAt: existing?.updatedAt },
    });
    // Everyone's grace starts anew from here.
    if (required) await tx.user.updateMany({ data: { signInsWithoutSecondFactor: 0 } });
    await deps.audit(tx, {
      type: 'auth.two_factor_requirement_changed',
      entity: 'organization',
      entityId: '1',
      entityLabel: 'Organization',
      changes: {
        fields: ['require_two_factor'],
        values: { require_two_factor: { to: required } },
      },
    });
  });
  return twoFactorPolicy(deps, callerId);
}

/**
 * Counts a password sign-in without a second factor while one is required (called by `login`);
 * nothing when it is not required.
 */
export async function countSignInWithoutSecondFactor(db: Db, userId: string) {
  if (!(await twoFactorRequired({ db }))) return;
  await db.user.update({
    where: { id: userId },
    data: { signInsWithoutSecondFactor: { increment: 1 } },
  });
}

/**
 * The requirement as the dashboard sees it: whether it is on, the grace, and whether `userId`
 * (the signed-in staff member) must set up a second factor before anything else.
 */
export async function twoFactorPolicy(deps: { db: Db }, userId: string | null) {
  const required = await twoFactorRequired(deps);
  const mustEnrol = required && userId !== null && (await mustSetUpSecondFactor(deps, userId));
  return { required, grace_sign_ins: REQUIRE_TWO_FACTOR_GRACE_SIGN_INS, must_enrol: mustEnrol };
}
