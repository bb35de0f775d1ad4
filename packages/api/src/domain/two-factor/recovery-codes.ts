/**
 * Recovery codes: ten per account, single use, shown once, stored as keyed hashes (an HMAC, with
 * a key from AUTH_SECRET, of the code's SHA-256) so that a copy of the table (a backup) cannot
 * be guessed offline; rows from before keyed hashes are upgraded in place when a process starts.
 */
import { createHash, randomInt } from 'node:crypto';

import type { Db } from '@kasar/db';
import { TRPCError } from '@trpc/server';

import type { RecordAudit } from '../../audit';
import { keyedRecoveryHash, recoveryCodeKeyFrom } from '../../auth/two-factor-crypto';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import { mailSecurityChange, type Requester } from '../security-mail';
import { accountOf } from './account';
import { twoFactorKeyOf } from './totp';

type Audited = ApiServices & { audit: RecordAudit };

export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes use letters and digits that cannot be mistaken for each other. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed (any case, spaces or dashes) in its stored form's input. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
/** The plain SHA-256 of a recovery code: what rows from before keyed hashes hold. */
const plainRecoveryHash = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
/** The stored form of a recovery code (keyed = true). */
const keyedRecoveryHashOf = (deps: Pick<ApiServices, 'twoFactorKey'>, code: string) =>
  keyedRecoveryHash(recoveryCodeKeyFrom(twoFactorKeyOf(deps)), plainRecoveryHash(code));

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
export async function replaceRecoveryCodes(
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
 * Uses up one of the account's unused recovery codes (keyed, or a plain hash not yet upgraded);
 * true when `code` was one. Conditional, so two requests with the same code cannot both pass.
 */
export async function useRecoveryCode(
  deps: Pick<ApiServices, 'db' | 'twoFactorKey'>,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const plain = plainRecoveryHash(code);
  const used = await deps.db.recoveryCode.updateMany({
    where: {
      userId,
      usedAt: null,
      OR: [
        { keyed: true, codeHash: keyedRecoveryHashOf(deps, code) },
        { keyed: false, codeHash: plain },
      ],
    },
    data: { usedAt: now },
  });
  return used.count === 1;
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
      actor: accountOf(user),
      entity: 'user',
      entityId: user.id,
    });
    return fresh;
  });
  mailSecurityChange(deps, user, { kind: 'recovery_codes_regenerated' }, deps);
  return { recovery_codes: codes };
}
