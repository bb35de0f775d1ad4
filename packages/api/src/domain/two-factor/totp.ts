/**
 * Authenticator codes (TOTP, RFC 6238, with `otpauth`): the code of a secret at a time, and which
 * time step a typed code belongs to. Codes of the previous, current and next 30-second step are
 * accepted; whether one was used already is the caller's question (`totpLastUsedStep`).
 */
import { Secret, TOTP } from 'otpauth';

import { MESSAGES } from '../../messages';
import type { ApiServices } from '../../services';

/** The TOTP time step, in seconds (what every authenticator app uses). */
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of this many steps before or after the current one are accepted. */
export const TOTP_WINDOW_STEPS = 1;

/** The name authenticator apps show above the account's codes. */
const ISSUER = 'Kasar Foundation';

/**
 * The key of authenticator secrets and recovery-code hashes (derived from AUTH_SECRET); a
 * process without one (a script) cannot use two-factor sign-in.
 */
export function twoFactorKeyOf(deps: Pick<ApiServices, 'twoFactorKey'>): Buffer {
  if (!deps.twoFactorKey) throw new Error(MESSAGES.twoFactorKeyMissing);
  return deps.twoFactorKey;
}

/** The TOTP of a base32 secret for `label` (the account's e-mail). */
export function totpOf(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step of `now`. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/**
 * The time step `code` belongs to, if it is right for `secretBase32` at `now` within ±1 step;
 * null otherwise. Whether it was used already is the caller's question.
 */
export function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, '').validate({
    token,
    timestamp: now.getTime(),
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : stepAt(now) + delta;
}
