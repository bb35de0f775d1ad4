/**
 * The second step of a password sign-in: a right password of an account with a second factor
 * (codes on, or a passkey) issues no token but a sign-in challenge (5 minutes, single use) that
 * `completeSecondStep` exchanges for the token with a code or with one of the account's passkeys.
 */
import { AuthTokenKind, type Db } from '@kasar/db';
import type { SecondStepData } from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import type { RecordAudit } from '../../audit';
import { hashSecret, issueAuthToken, newSecret, type SignInClient } from '../../auth/tokens';
import { invalidField, signInChallengeExpired, type SecondFactorMethod } from '../../errors';
import { MESSAGES } from '../../messages';
import type { SecondFactorStep } from '../../schemas/auth';
import type { ApiServices } from '../../services';
import { passkeySignInOptions, verifyPasskeyAssertion } from '../passkeys';
import { noteSignInDevice } from '../sessions';
import { accountOf } from './account';
import { acceptSecondFactor } from './factors';

type Audited = ApiServices & { audit: RecordAudit };

/** How long the second step of a sign-in may take. */
export const SIGN_IN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * The first step's answer for an account with a second factor: no token, but a challenge (5
 * minutes, single use) and the account's `methods`. Only the challenge's SHA-256 is stored.
 */
export async function issueSignInChallenge(
  db: Db,
  userId: string,
  methods: SecondFactorMethod[],
  kind: AuthTokenKind,
  now: Date,
  client?: SignInClient,
  scope: readonly string[] = [],
): Promise<SecondFactorStep> {
  const challenge = newSecret();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_TTL_MS);
  await db.signInChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.signInChallenge.create({
    data: {
      userId,
      kind,
      tokenHash: hashSecret(challenge),
      expiresAt,
      scope: [...scope],
      userAgent: client?.userAgent?.slice(0, 512) ?? null,
      address: client?.address.slice(0, 64) ?? null,
    },
  });
  return {
    status: 'second_factor',
    message: methods.includes('code')
      ? MESSAGES.secondFactorRequired
      : MESSAGES.secondFactorPasskeyRequired,
    challenge,
    expires_at: expiresAt.toISOString(),
    methods,
  };
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
    throw signInChallengeExpired();
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
      actor: accountOf(user),
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
  if (claimed.count === 0) throw signInChallengeExpired();
  const issued = await issueAuthToken(deps.db, user.id, row.kind, now, client, row.scope);
  const channel = row.kind === AuthTokenKind.SESSION ? 'web' : 'rest';
  if (how === 'recovery_code') {
    const left = await deps.db.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await deps.audit(deps.db, {
      type: 'auth.recovery_code_used',
      actor: accountOf(user),
      entity: 'user',
      entityId: user.id,
      changes: { fields: [], values: { recovery_codes_left: { to: left } } },
    });
  }
  await deps.audit(deps.db, {
    type: 'auth.sign_in',
    actor: accountOf(user),
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
