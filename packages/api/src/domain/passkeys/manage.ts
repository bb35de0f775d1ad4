/** The signed-in account's passkeys: listing, renaming and removing them (removal is mailed). */
import type { RenamePasskeyData } from '@kasar/validators';

import { notFound } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import type { Audited } from './challenges';

export const PASSKEY_FIELDS = {
  id: true,
  name: true,
  deviceType: true,
  backedUp: true,
  createdAt: true,
  lastUsedAt: true,
} as const;

export function passkeyOutputOf(passkey: {
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
