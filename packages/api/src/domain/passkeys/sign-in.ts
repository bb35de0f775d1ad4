/**
 * Signing in with a passkey: alone (a discoverable credential, the browser offers the account's
 * passkeys), as a sign-in's second step, or to confirm who one is. Used alone it must have
 * verified its user (PIN, fingerprint or face); after a right password that stays optional.
 */
import { AuthTokenKind, WebAuthnChallengePurpose } from '@kasar/db';
import type { PasskeySignInData } from '@kasar/validators';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { TRPCError } from '@trpc/server';

import { issueAuthToken, type SignInClient } from '../../auth/tokens';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import { noteSignInDevice } from '../sessions';
import {
  CHALLENGE_TTL_MS,
  claimChallenge,
  relyingPartyOf,
  storeChallenge,
  type Audited,
} from './challenges';

/**
 * The options of a passkey sign-in (navigator.credentials.get). Without `userId` no credential
 * is named, so the browser offers every passkey it holds for this site (sign-in with a passkey
 * alone). With it (a second sign-in step of a known account, or confirming who one is) only that
 * account's passkeys are allowed, and the challenge is that account's: `verifyPasskeyAssertion`
 * with the same `userId` accepts it. `userVerification` 'required' where the passkey is used alone
 * (the browser then asks for the PIN or fingerprint); 'preferred' after a right password.
 */
export async function passkeySignInOptions(
  deps: ApiServices,
  options: { userId?: string; userVerification: 'required' | 'preferred' },
) {
  const allowed = options.userId
    ? await deps.db.passkey.findMany({
        where: { userId: options.userId },
        select: { credentialId: true, transports: true },
      })
    : [];
  const generated = await generateAuthenticationOptions({
    rpID: relyingPartyOf(deps.appUrl).id,
    userVerification: options.userVerification,
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: allowed.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
  });
  await storeChallenge(
    deps,
    WebAuthnChallengePurpose.AUTHENTICATION,
    generated.challenge,
    options.userId ?? null,
  );
  return generated;
}

/**
 * Checks a passkey's answer to an authentication challenge: the credential is known (and the
 * account's, when `userId` is given: a second sign-in step, whose challenge came from
 * `passkeySignInOptions` with the same `userId`), the challenge is one this server issued for
 * that and unused, the signature holds under the stored public key. The stored counter,
 * backup state and last use are updated. Answers the account and whether the authenticator
 * verified its user (PIN, fingerprint: the caller decides whether that is needed), or null when
 * anything fails.
 */
export async function verifyPasskeyAssertion(
  deps: ApiServices,
  response: PasskeySignInData['response'],
  options: { userId?: string } = {},
): Promise<{
  user: { id: string; name: string; email: string };
  passkey: { id: string; name: string };
  userVerified: boolean;
} | null> {
  const passkey = await deps.db.passkey.findUnique({
    where: { credentialId: response.id },
    select: {
      id: true,
      name: true,
      credentialId: true,
      publicKey: true,
      counter: true,
      transports: true,
      user: { select: { id: true, name: true, email: true } },
    },
  });
  if (!passkey || (options.userId && passkey.user.id !== options.userId)) return null;
  const relyingParty = relyingPartyOf(deps.appUrl);
  const now = deps.now();
  let userVerified: boolean;
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) =>
        claimChallenge(
          deps.db,
          now,
          WebAuthnChallengePurpose.AUTHENTICATION,
          challenge,
          options.userId ?? null,
        ),
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      // Answered as `userVerified`: the callers that use a passkey alone refuse without it.
      requireUserVerification: false,
    });
    if (!verification.verified) return null;
    const info = verification.authenticationInfo;
    userVerified = info.userVerified;
    await deps.db.passkey.update({
      where: { id: passkey.id },
      data: {
        counter: BigInt(info.newCounter),
        backedUp: info.credentialBackedUp,
        deviceType: info.credentialDeviceType,
        lastUsedAt: now,
      },
    });
  } catch {
    // A wrong origin, challenge or signature, or a counter that went backwards (a cloned key).
    return null;
  }
  return { user: passkey.user, passkey: { id: passkey.id, name: passkey.name }, userVerified };
}

/**
 * Signs in with a passkey alone: a verified assertion whose authenticator verified its user
 * issues a session token for the web app's cookie (or a bearer token over REST), like `login`
 * with a password. One without user verification is refused like an unknown passkey.
 */
export async function signInWithPasskey(
  deps: Audited,
  input: PasskeySignInData,
  client: SignInClient & { channel: 'web' | 'rest' },
) {
  const verified = await verifyPasskeyAssertion(deps, input.response);
  if (!verified?.userVerified) {
    await deps.audit(deps.db, {
      type: 'auth.sign_in_failed',
      actor: verified ? { id: verified.user.id, email: verified.user.email } : null,
      entity: 'user',
      entityId: verified?.user.id,
      changes: {
        fields: [],
        values: {
          method: { to: 'passkey' },
          ...(verified ? { user_verified: { to: false } } : {}),
        },
      },
    });
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: verified ? MESSAGES.passkeyUserNotVerified : MESSAGES.passkeySignInFailed,
    });
  }
  const { user, passkey } = verified;
  const kind = client.channel === 'web' ? AuthTokenKind.SESSION : AuthTokenKind.API;
  const issued = await issueAuthToken(deps.db, user.id, kind, deps.now(), client);
  await deps.audit(deps.db, {
    type: 'auth.sign_in_passkey',
    actor: { id: user.id, email: user.email },
    entity: 'passkey',
    entityId: passkey.id,
    entityLabel: passkey.name,
    changes: { fields: [], values: { channel: { to: client.channel } } },
  });
  await noteSignInDevice(deps, user, client);
  return {
    token: issued.token,
    expires_at: issued.expiresAt.toISOString(),
    user: { id: user.id, name: user.name, email: user.email },
  };
}
