/**
 * The site's AUTH_SECRET as the launcher resolves it: the configured one, else the one generated
 * once in DATA_DIR (development). The backup commands sign and check archives with it, so they
 * must find the very secret the site runs with.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function authSecretFile(dataDir: string): string {
  return path.join(dataDir, 'auth-secret');
}

/** The secret the site runs with, or null where it has none yet (never started, nothing set). */
export function existingAuthSecret(configured: string | undefined, dataDir: string): string | null {
  if (configured) return configured;
  const file = authSecretFile(dataDir);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
}

/** The secret the site runs with, generated into DATA_DIR the first time none is set. */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  const existing = existingAuthSecret(configured, dataDir);
  if (existing) return existing;
  const generated = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(authSecretFile(dataDir), generated, { mode: 0o600 });
  return generated;
}
