/**
 * Passkeys (WebAuthn credentials) with @simplewebauthn/server: adding one to the signed-in
 * account, listing, renaming and removing them, and signing in with one alone (a discoverable
 * credential: the browser offers the account's passkeys, no e-mail is typed). A passkey used
 * alone (a sign-in, or confirming who one is) must have verified its user with a PIN, fingerprint
 * or face: otherwise holding the device would be the only factor. After a right password (the
 * second step of a sign-in) that stays optional.
 *
 * The relying party is APP_URL: its host name is the relying-party ID and its origin the only
 * origin accepted. Each challenge is stored in the database (any instance checks the answer),
 * lives CHALLENGE_TTL_MS and is deleted by the check that uses it, so it works once.
 */
import { AuthTokenKind, WebAuthnChallengePurpose, type Db } from '@kasar/db';
import type { AddPasskeyData, PasskeySignInData, RenamePasskeyData } from '@kasar/validators';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { TRPCError } from '@trpc/server';

import { issueAuthToken, type SignInClient } from '../auth/tokens';
import type { RecordAudit } from '../audit';
import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices } from '../services';
import { mailSecurityChange, type Requester } from './security-mail';
import { noteSignInDevice } from './sessions';

/** How long the browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The name passkey prompts show for the site. */
const RELYING_PARTY_NAME = 'Kasar Foundation dashboard';

/** The relying party of APP_URL: its host name (the ID) and its origin. */
export function relyingPartyOf(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

type Audited = ApiServices & { audit: RecordAudit };

/** Stores a challenge handed to a browser. */
async function storeChallenge(
  deps: ApiServices,
  purpose: WebAuthnChallengePurpose,
  challenge: string,
  userId: string | null,
) {
  const now = deps.now();
  // Expired challenges of abandoned ceremonies go as new ones come.
  await deps.db.webAuthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  await deps.db.webAuthnChallenge.create({
    data: {
      purpose,
      challenge,
      userId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    },
  });
}

/**
 * Uses up a challenge the browser signed: true when it was issued for this purpose and account
 * (null: a sign-in with a passkey alone), has not expired and was not used before. It is deleted either
 * way, so it works once even when two requests bring it at the same moment.
 */
export async function claimChallenge(
  db: Db,
  now: Date,
  purpose: WebAuthnChallengePurpose,
  challenge: string,
  userId: string | null,
): Promise<boolean> {
  const claimed = await db.webAuthnChallenge.deleteMany({
    where: { challenge, purpose, userId, expiresAt: { gt: now } },
  });
  return claimed.count === 1;
}

/** The registration options for the signed-in user's browser (navigator.credentials.create). */
export async function passkeyRegistrationOptions(
  deps: ApiServices,
  user: { id: string; name: string; email: string },
) {
  const existing = await deps.db.passkey.findMany({
    where: { userId: user.id },
    select: { credentialId: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: relyingPartyOf(deps.appUrl).id,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    // The same authenticator twice would be two rows for one key.
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    // Discoverable, so it signs in without an e-mail typed.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(deps, WebAuthnChallengePurpose.REGISTRATION, options.challenge, user.id);
  return options;
}

const notVerified = () => invalidField('response', MESSAGES.passkeyNotVerified);

/**
 * Checks the browser's new credential against its challenge and keeps it under `name`; the
 * account's holder is mailed.
 */
export async function addPasskey(
  deps: Audited & Requester,
  user: { id: string; name: string; email: string },
  input: AddPasskeyData,
) {
  const relyingParty = relyingPartyOf(deps.appUrl);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: (challenge) =>
        claimChallenge(
          deps.db,
          deps.now(),
          WebAuthnChallengePurpose.REGISTRATION,
          challenge,
          user.id,
        ),
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: false,
    });
  } catch {
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  const info = verification.registrationInfo;
  const taken = await deps.db.passkey.findUnique({
    where: { credentialId: info.credential.id },
    select: { id: true },
  });
  if (taken) throw invalidField('response', MESSAGES.passkeyAlreadyAdded);
  const added = await deps.db.$transaction(async (tx) => {
    const passkey = await tx.passkey.create({
      data: {
        userId: user.id,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey),
        counter: BigInt(info.credential.counter),
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: input.name,
        createdAt: deps.now(),
      },
      select: PASSKEY_FIELDS,
    });
    await deps.audit(tx, {
      type: 'auth.passkey_added',
      entity: 'passkey',
      entityId: passkey.id,
      entityLabel: passkey.name,
    });
    return passkeyOutputOf(passkey);
  });
  mailSecurityChange(deps, user, { kind: 'passkey_added', passkeyName: added.name }, deps);
  return added;
}

const PASSKEY_FIELDS = {
  id: true,
  name: true,
  deviceType: true,
  backedUp: true,
  createdAt: true,
  lastUsedAt: true,
} as const;

function passkeyOutputOf(passkey: {
  id: string;
  name: string;
  deviceType: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
}) {
  return {
    id: passkey.id,
    name: passkey.name,
    synced: passkey.deviceType === 'multiDevice',
    backed_up: passkey.backedUp,
    created_at: passkey.createdAt.toISOString(),
    last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(deps: ApiServices, userId: string) {
  const passkeys = await deps.db.passkey.findMany({
    where: { userId },
    select: PASSKEY_FIELDS,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return passkeys.map(passkeyOutputOf);
}

/** Renames one of the account's passkeys; another account's is not found. */
export async function renamePasskey(deps: Audited, user: { id: string }, input: RenamePasskeyData) {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.passkey.findFirst({
      where: { id: input.id, userId: user.id },
      select: { name: true },
    });
    if (!before) throw notFound(MESSAGES.passkeyNotFound);
    const passkey = await tx.passkey.update({
      where: { id: input.id },
      data: { name: input.name },
      select: PASSKEY_FIELDS,
    });
    await deps.audit(tx, {
      type: 'auth.passkey_renamed',
      entity: 'passkey',
      entityId: passkey.id,
      entityLabel: passkey.name,
      changes: { fields: ['name'], values: { name: { from: before.name, to: passkey.name } } },
    });
    return passkeyOutputOf(passkey);
  });
}

/** Removes one of the account's passkeys; it signs in no more. */
export async function removePasskey(deps: Audited, user: { id: string }, id: string) {
  await deps.db.$transaction(async (tx) => {
    const passkey = await tx.passkey.findFirst({
      where: { id, userId: user.id },
      select: { id: true, name: true },
    });
    if (!passkey) throw notFound(MESSAGES.passkeyNotFound);
    await tx.passkey.delete({ where: { id: passkey.id } });
    await deps.audit(tx, {
      type: 'auth.passkey_removed',
      entity: 'passkey',
      entityId: passkey.id,
      entityLabel: passkey.name,
    });
  });
  return { message: MESSAGES.passkeyRemoved };
}

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
