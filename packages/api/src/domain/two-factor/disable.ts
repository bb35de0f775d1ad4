/** Turning authenticator codes off from the Security screen, with a current code. */
import type { Db } from '@kasar/db';
import { TRPCError } from '@trpc/server';

import type { RecordAudit } from '../../audit';
import { wrongSecret } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import { mailSecurityChange, type Requester } from '../security-mail';
import { accountOf } from './account';
import { acceptSecondFactor } from './factors';

type Audited = ApiServices & { audit: RecordAudit };

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
      actor: accountOf(user),
      entity: 'user',
      entityId: user.id,
    });
  });
  mailSecurityChange(deps, user, { kind: 'two_factor_disabled' }, deps);
  return { message: MESSAGES.twoFactorDisabled };
}

/** Removes the account's secret, recovery codes and pending sign-in challenges. */
export async function clearTwoFactor(db: Db, userId: string) {
  await db.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastUsedStep: null },
  });
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.signInChallenge.deleteMany({ where: { userId } });
}
