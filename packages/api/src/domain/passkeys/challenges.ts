/**
 * WebAuthn challenges of passkeys: the relying party (APP_URL), and each challenge stored in the
 * database (any instance checks the answer) for CHALLENGE_TTL_MS, deleted by the check that uses
 * it, so it works once.
 */
import type { WebAuthnChallengePurpose } from '@kasar/db';
import { type Db } from '@kasar/db';

import type { RecordAudit } from '../../audit';
import { invalidField } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';

/** How long the browser has to answer a challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** The relying party of APP_URL: its host name (the ID) and its origin. */
export function relyingPartyOf(appUrl: string) {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

export type Audited = ApiServices & { audit: RecordAudit };

/** Stores a challenge handed to a browser. */
export async function storeChallenge(
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

export const notVerified = () => invalidField('response', MESSAGES.passkeyNotVerified);
