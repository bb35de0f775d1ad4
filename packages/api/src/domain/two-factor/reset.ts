/**
 * Resetting an account's two-factor sign-in for someone who lost every factor: by a colleague on
 * the Team screen, or by the operator's `npm run reset-two-factor`.
 */
import { TRPCError } from '@trpc/server';

import type { RecordAudit } from '../../audit';
import { invalidField, notFound } from '../../errors';
import type { AuthenticatedUser } from '../../auth/tokens';
import { MESSAGES } from '../../messages';
import { assertMayManageOwner } from '../roles';
import type { ApiServices } from '../../services';
import { mailSecurityChange, type Requester } from '../security-mail';
import { accountOf } from './account';
import { clearTwoFactor } from './disable';

type Audited = ApiServices & { audit: RecordAudit };

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
      [events].flat().map((event) => ({ ...event, actor: accountOf(user) })),
    );
  await resetTwoFactor({ ...deps, audit }, user.id, null);
  return { email: user.email };
}

/** 'Reset two-factor' on the Team screen: another staff member's, never one's own. */
export async function resetColleagueTwoFactor(
  deps: Audited & Requester,
  actor: AuthenticatedUser,
  userId: string,
) {
  if (actor.id === userId) {
    throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.cannotResetOwnTwoFactor });
  }
  // Only an Owner resets an Owner's two-factor: an Admin could otherwise take over an Owner.
  const target = await deps.db.user.findUnique({ where: { id: userId }, select: { roleId: true } });
  if (target) assertMayManageOwner(actor, target.roleId);
  return resetTwoFactor(deps, userId, { name: actor.name, email: actor.email }, deps);
}
