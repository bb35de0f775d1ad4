/**
 * Setting up authenticator codes from the Security screen: a new secret, stored encrypted and not
 * in use until a first code from the app confirms it; then ten recovery codes, shown once.
 */
import { TRPCError } from '@trpc/server';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';

import type { RecordAudit } from '../../audit';
import { decryptSecret, encryptSecret } from '../../auth/two-factor-crypto';
import { invalidField, wrongSecret } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';
import { mailSecurityChange, type Requester } from '../security-mail';
import { accountOf } from './account';
import { replaceRecoveryCodes } from './recovery-codes';
import { matchingStep, totpOf, twoFactorKeyOf } from './totp';

type Audited = ApiServices & { audit: RecordAudit };

/** The Security screen's summary: on or off, since when, and how many recovery codes are left. */
export async function twoFactorStatus(deps: ApiServices, userId: string) {
  const user = await deps.db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true },
  });
  const recoveryCodesLeft = await deps.db.recoveryCode.count({ where: { userId, usedAt: null } });
  return {
    enabled: user.totpEnabledAt !== null,
    enabled_at: user.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: user.totpEnabledAt ? recoveryCodesLeft : 0,
  };
}

/**
 * Starts enrolment: a new secret, stored encrypted but not in use until `confirmTwoFactor`.
 * Answers the secret as text, its otpauth:// URL and that URL as a QR code (SVG).
 */
export async function startTwoFactor(deps: ApiServices, userId: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorAlreadyOn });
  }
  const secret = new Secret({ size: 20 }).base32;
  await deps.db.user.update({
    where: { id: userId },
    data: { totpSecret: encryptSecret(twoFactorKeyOf(deps), secret), totpLastUsedStep: null },
  });
  const url = totpOf(secret, user.email).toString();
  const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: url, qr_svg: qrSvg };
}

/**
 * Switches two-factor sign-in on once a first code from the app is right; answers ten recovery
 * codes, shown this once.
 */
export async function confirmTwoFactor(deps: Audited & Requester, userId: string, code: string) {
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGES.twoFactorAlreadyOn });
  }
  if (!user.totpSecret) throw invalidField('code', MESSAGES.twoFactorNotStarted);
  const now = deps.now();
  const step = matchingStep(decryptSecret(twoFactorKeyOf(deps), user.totpSecret), code, now);
  if (step === null) throw wrongSecret('code', MESSAGES.secondFactorWrong);
  const recoveryCodes = await deps.db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpEnabledAt: now, totpLastUsedStep: BigInt(step) },
    });
    const codes = await replaceRecoveryCodes(deps, tx, userId);
    await deps.audit(tx, {
      type: 'auth.two_factor_enabled',
      actor: accountOf(user),
      entity: 'user',
      entityId: user.id,
    });
    return codes;
  });
  mailSecurityChange(deps, user, { kind: 'two_factor_enabled' }, deps);
  return { message: MESSAGES.twoFactorEnabled, recovery_codes: recoveryCodes };
}
