/**
 * The archive's signature: an HMAC-SHA256 of `manifest.json` (which holds the SHA-256 of every
 * other entry) with a key derived by HKDF (SHA-256) from AUTH_SECRET under a label of its own, so
 * an archive altered anywhere is refused, and the key is no other feature's key.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { ManifestSignature } from './manifest';

const HKDF_INFO = 'kasar backup signing v1';
const KEY_ID_LABEL = 'kasar backup key id';

/** The 32-byte key backups are signed with, derived from AUTH_SECRET. */
export function backupSigningKeyFrom(authSecret: string): Buffer {
  if (authSecret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
  return Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), HKDF_INFO, 32));
}

/** 16 hex digits naming `key` (an HMAC of a fixed label: it tells nothing of the key itself). */
function keyIdOf(key: Buffer): string {
  return createHmac('sha256', key).update(KEY_ID_LABEL).digest('hex').slice(0, 16);
}

export function signManifest(key: Buffer, manifest: Buffer): ManifestSignature {
  return {
    algorithm: 'HMAC-SHA256',
    key_id: keyIdOf(key),
    hmac: createHmac('sha256', key).update(manifest).digest('hex'),
  };
}

/**
 * `valid`: signed with `key`; `other_key`: signed with another key (another AUTH_SECRET), so it
 * cannot be checked here; `altered`: the key is this one, but the manifest is not what it signed.
 */
export type SignatureCheck = 'valid' | 'other_key' | 'altered';

export function checkManifestSignature(
  key: Buffer,
  manifest: Buffer,
  signature: ManifestSignature,
): SignatureCheck {
  if (signature.key_id !== keyIdOf(key)) return 'other_key';
  const expected = createHmac('sha256', key).update(manifest).digest();
  const given = Buffer.from(signature.hmac, 'hex');
  return timingSafeEqual(expected, given) ? 'valid' : 'altered';
}
