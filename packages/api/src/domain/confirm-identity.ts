/**
 * Confirming who one is before an action that mints access or exposes secrets (GitHub's "sudo
 * mode"): adding a passkey, setting up or turning off authenticator codes, new recovery codes,
 * resetting a colleague's two-factor, inviting someone, changing the two-factor requirement and
 * downloading a backup. A session or bearer token alone (stolen, or left signed in) cannot do
 * these: they need the account's password, a current authenticator code (or a recovery code) or
 * a passkey that verified its user, given within FRESH_PROOF_TTL_MS. A sign-in is such a proof
 * too. The time of the latest proof is kept on the token's row (auth_tokens.proved_at), so every
 * instance sees it. Wrong passwords and codes count toward the account's sign-in limits.
 */
import type { ConfirmIdentityData } from '@kasar/validators';
import { confirmIdentityMessages } from '@kasar/validators';

import type { RecordAudit } from '../audit';
import { decoyPasswordHash } from '../auth/password';
import { wrongSecret, type ProofMethod } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices } from '../services';
import { passkeySignInOptions, verifyPasskeyAssertion } from './passkeys';
import { acceptSecondFactor } from './two-factor';

/** How long a proof lets its session or token do the actions that need one. */
export const FRESH_PROOF_TTL_MS = 10 * 60 * 1000;

/** Whether a proof made at `provedAt` still counts at `now`. */
export function hasFreshProof(provedAt: Date | null, now: Date): boolean {
  return provedAt !== null && now.getTime() - provedAt.getTime() < FRESH_PROOF_TTL_MS;
}

/**
 * What the account can prove itself with, in the order the dashboard offers them: its password
 * always, a code while authenticator codes are on, a passkey when it has one.
 */
export async function proofMethods(deps: ApiServices, userId: string): Promise<ProofMethod[]> {
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: { totpEnabledAt: true, _count: { select: { passkeys: true } } },
  });
  const methods: ProofMethod[] = ['password'];
  if (user?.totpEnabledAt) methods.push('code');
  if (user && user._count.passkeys > 0) methods.push('passkey');
  return methods;
}

/** The signed-in caller of a confirmation: who, and which session or token the proof is for. */
export interface ProofCaller {
  user: { id: string; email: string };
  tokenId: string | null;
}

/**
 * When the session or token `tokenId` last proved who its holder is; null for none. Read when
 * asked, not with the token: a confirmation counts from the very next call.
 */
export async function provedAtOf(deps: ApiServices, tokenId: string | null): Promise<Date | null> {
  if (!tokenId) return null;
  const row = await deps.db.authToken.findUnique({
    where: { id: tokenId },
    select: { provedAt: true },
  });
  return row?.provedAt ?? null;
}

/** Whether the caller's proof is fresh, until when, and how they can prove themselves again. */
export async function identityProofStatus(deps: ApiServices, caller: ProofCaller) {
  const provedAt = await provedAtOf(deps, caller.tokenId);
  const fresh = hasFreshProof(provedAt, deps.now());
  return {
    fresh,
    proved_until:
      fresh && provedAt ? new Date(provedAt.getTime() + FRESH_PROOF_TTL_MS).toISOString() : null,
    methods: await proofMethods(deps, caller.user.id),
  };
}

/**
 * The options of a passkey confirming who the caller is (navigator.credentials.get): only their
 * own passkeys, with user verification required, as for a sign-in with a passkey alone.
 */
export function confirmIdentityPasskeyOptions(deps: ApiServices, userId: string) {
  return passkeySignInOptions(deps, { userId, userVerification: 'required' });
}

/**
 * Checks the proof and, when it is right, marks the caller's session or token as proved now.
 * A wrong password, code or passkey is a 422 on its field that the sign-in limits count.
 */
export async function confirmIdentity(
  deps: ApiServices & { audit: RecordAudit },
  caller: ProofCaller,
  input: ConfirmIdentityData,
) {
  const now = deps.now();
  const user = await deps.db.user.findUnique({ where: { id: caller.user.id } });
  const method: ProofMethod = input.passkey ? 'passkey' : input.code ? 'code' : 'password';
  let proved = false;
  let passkeyRefusal: string = MESSAGES.passkeyNotVerified;
  if (method === 'password') {
    // A user who was removed meanwhile costs the same time as a wrong password.
    proved =
      (await deps.passwords.verify(
        user?.passwordHash ?? (await decoyPasswordHash()),
        input.password ?? '',
      )) && user !== null;
  } else if (method === 'code' && user) {
    proved = (await acceptSecondFactor(deps, user, input.code ?? '')) !== null;
  } else if (input.passkey) {
    const verified = await verifyPasskeyAssertion(deps, input.passkey, { userId: caller.user.id });
    proved = verified?.userVerified === true;
    if (verified && !verified.userVerified) passkeyRefusal = MESSAGES.passkeyUserNotVerified;
  }
  if (!proved) {
    await deps.audit(deps.db, {
      type: 'auth.identity_confirm_failed',
      entity: 'user',
      entityId: caller.user.id,
      changes: { fields: [], values: { method: { to: method } } },
    });
    if (method === 'password') {
      throw wrongSecret('password', confirmIdentityMessages.passwordWrong);
    }
    if (method === 'code') throw wrongSecret('code', MESSAGES.secondFactorWrong);
    throw wrongSecret('passkey', passkeyRefusal);
  }
  if (caller.tokenId) {
    await deps.db.authToken.updateMany({ where: { id: caller.tokenId }, data: { provedAt: now } });
  }
  await deps.audit(deps.db, {
    type: 'auth.identity_confirmed',
    entity: 'user',
    entityId: caller.user.id,
    changes: { fields: [], values: { method: { to: method } } },
  });
  return {
    message: MESSAGES.identityConfirmed,
    proved_until: new Date(now.getTime() + FRESH_PROOF_TTL_MS).toISOString(),
  };
}
