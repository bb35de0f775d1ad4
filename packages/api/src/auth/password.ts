/** Password hashing with argon2id (the library's default algorithm). */
import { hash, verify } from '@node-rs/argon2';

/**
 * The password of the development admin (admin@example.com), created on a development start
 * without ADMIN_PASSWORD. Production mode refuses it, and the dashboard warns while an account
 * still has it.
 */
export const DEVELOPMENT_ADMIN_PASSWORD = 'admin12345';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password, so unknown e-mails cost the same time as known ones. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

/** Password hashing as the services provide it (tests wrap it to see when it is used). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
