/** Adding a passkey to the signed-in account (navigator.credentials.create), mailed to its holder. */
import { WebAuthnChallengePurpose } from '@kasar/db';
import type { AddPasskeyData } from '@kasar/validators';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';

import { invalidField } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import { mailSecurityChange, type Requester } from '../security-mail';
import {
  CHALLENGE_TTL_MS,
  claimChallenge,
  notVerified,
  relyingPartyOf,
  storeChallenge,
  type Audited,
} from './challenges';
import { PASSKEY_FIELDS, passkeyOutputOf } from './manage';

/** The name passkey prompts show for the site. */
const RELYING_PARTY_NAME = 'Kasar Foundation dashboard';

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
