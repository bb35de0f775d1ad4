/**
 * An account's second factors: which it has (authenticator codes on, passkeys), and checking a
 * typed code against them (an authenticator code not used before, or an unused recovery code).
 */
import type { Db } from '@kasar/db';

import { decryptSecret } from '../../auth/two-factor-crypto';
import type { SecondFactorMethod } from '../../errors';
import type { ApiServices } from '../../services';
import { useRecoveryCode } from './recovery-codes';
import { matchingStep, twoFactorKeyOf } from './totp';

/**
 * How the account can answer the second step of a sign-in: 'code' when authenticator codes are
 * on (a recovery code then works too), 'passkey' when it has one. Empty: the password alone.
 */
export async function secondFactorMethods(
  deps: { db: Db },
  userId: string,
): Promise<SecondFactorMethod[]> {
  const [user, passkeys] = await Promise.all([
    deps.db.user.findUnique({ where: { id: userId }, select: { totpEnabledAt: true } }),
    deps.db.passkey.count({ where: { userId } }),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (user?.totpEnabledAt) methods.push('code');
  if (passkeys > 0) methods.push('passkey');
  return methods;
}

/** Whether the account has a second factor: authenticator codes on, or a passkey. */
export async function hasSecondFactor(deps: { db: Db }, userId: string): Promise<boolean> {
  return (await secondFactorMethods(deps, userId)).length > 0;
}

/**
 * Accepts `code` as the account's second factor at `now`: an authenticator code not used before,
 * or an unused recovery code (which is used up). Answers how, or null for a wrong code.
 */
export async function acceptSecondFactor(
  deps: ApiServices,
  user: { id: string; totpSecret: string | null; totpEnabledAt: Date | null },
  code: string,
): Promise<'code' | 'recovery_code' | null> {
  const now = deps.now();
  // A secret whose enrolment is still unconfirmed answers nothing.
  if (user.totpSecret && user.totpEnabledAt) {
    const step = matchingStep(decryptSecret(twoFactorKeyOf(deps), user.totpSecret), code, now);
    if (step !== null) {
      // Conditional, so two requests with the same code cannot both pass.
      const claimed = await deps.db.user.updateMany({
        where: {
          id: user.id,
          OR: [{ totpLastUsedStep: null }, { totpLastUsedStep: { lt: BigInt(step) } }],
        },
        data: { totpLastUsedStep: BigInt(step) },
      });
      return claimed.count === 1 ? 'code' : null;
    }
  }
  // No recovery code answers while codes are off (a reset or turning off removes them anyway).
  if (!user.totpEnabledAt) return null;
  return (await useRecoveryCode(deps, user.id, code, now)) ? 'recovery_code' : null;
}
