/**
 * Two-factor secrets at rest. Authenticator (TOTP) secrets: AES-256-GCM with a key derived by
 * HKDF (SHA-256) from AUTH_SECRET, so a database copy alone cannot compute anyone's codes; the
 * stored form is `v1.<iv>.<auth tag>.<ciphertext>`, each part base64url. Recovery codes: an
 * HMAC-SHA256 with another key derived from the same secret, so a copy of their hashes (a backup)
 * cannot be guessed offline, although each code has only about 49 bits.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const HKDF_INFO = 'kasar two-factor secrets v1';
const RECOVERY_HKDF_INFO = 'kasar recovery codes v1';

/** The 32-byte encryption key of two-factor secrets, derived from AUTH_SECRET. */
export function twoFactorKeyFrom(authSecret: string): Buffer {
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), HKDF_INFO, 32));
}

/** The HMAC key of recovery-code hashes, derived from the two-factor key (so from AUTH_SECRET). */
export function recoveryCodeKeyFrom(twoFactorKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', twoFactorKey, Buffer.alloc(0), RECOVERY_HKDF_INFO, 32));
}

/** The stored form of a recovery code: the HMAC, under `key`, of the code's plain SHA-256. */
export function keyedRecoveryHash(key: Buffer, plainSha256Hex: string): string {
  return createHmac('sha256', key).update(plainSha256Hex).digest('hex');
}

export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext of `stored`; throws when it was not encrypted with `key` or was altered. */
export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
    throw new Error('not an encrypted two-factor secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
