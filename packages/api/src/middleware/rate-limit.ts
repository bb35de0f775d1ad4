/**
 * Sliding-window rate limits counted in PostgreSQL (rate_limit_events), so they hold across
 * several app instances. Checks and records run under a transaction-scoped advisory lock per
 * key, so concurrent requests cannot slip past a limit together.
 */
import { createHash } from 'node:crypto';

import type { Database } from '@kasar/db';

import { tooManyAttempts } from '../errors';

export interface RateLimitRule {
  bucket: 'login' | 'contact' | 'forgot-password';
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS = {
  /** Failed sign-ins per e-mail and client address. */
  login: { bucket: 'login', limit: 5, windowMs: 15 * 60 * 1000 },
  /** Accepted contact submissions per client address. */
  contact: { bucket: 'contact', limit: 10, windowMs: 60 * 60 * 1000 },
  /** Reset requests per e-mail (the answer stays the same when exceeded). */
  forgotPassword: { bucket: 'forgot-password', limit: 3, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimitRule>;

type Tx = Parameters<Parameters<Database['$transaction']>[0]>[0];

/** Events older than a day are never counted again; they are swept now and then. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/** Keys up to this length are stored as they are (rate_limit_events.key holds 320). */
const MAX_PLAIN_KEY_LENGTH = 200;
const DIGEST_PREFIX = 'sha256:';

/**
 * The key as it is stored and locked: as given when short, else its SHA-256 (71 characters), so
 * no input (an e-mail address, a client address, however long) can overflow the key column. A
 * short key that looks like a digest is hashed too, so it cannot share another key's count.
 */
export function storedKey(key: string): string {
  if (key.length <= MAX_PLAIN_KEY_LENGTH && !key.startsWith(DIGEST_PREFIX)) return key;
  return `${DIGEST_PREFIX}${createHash('sha256').update(key).digest('hex')}`;
}

async function lockKey(tx: Tx, rule: RateLimitRule, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}:${storedKey(key)}`}, 0))`;
}

async function countInWindow(tx: Tx, rule: RateLimitRule, key: string, now: Date) {
  const since = new Date(now.getTime() - rule.windowMs);
  const events = await tx.rateLimitEvent.findMany({
    where: { bucket: rule.bucket, key: storedKey(key), createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return events;
}

function retryAfterSeconds(oldest: Date, rule: RateLimitRule, now: Date) {
  return Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
}

export async function recordEvent(db: Database | Tx, rule: RateLimitRule, key: string, now: Date) {
  await db.rateLimitEvent.create({
    data: { bucket: rule.bucket, key: storedKey(key), createdAt: now },
  });
  if (Math.random() < 0.02) {
    await db.rateLimitEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    });
  }
}

/** Forgets the key's counted events (a successful sign-in clears its failures). */
export async function clearEvents(db: Database | Tx, rule: RateLimitRule, key: string) {
  await db.rateLimitEvent.deleteMany({ where: { bucket: rule.bucket, key: storedKey(key) } });
}

/**
 * Runs `attempt` while the key is within its limit (else 429), counting the attempt when it says
 * so, all under the key's lock: concurrent attempts are checked and counted one at a time.
 */
export async function attemptWithinLimit<T>(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
  attempt: (tx: Tx) => Promise<{ value: T; count: boolean }>,
): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await lockKey(tx, rule, key);
      const events = await countInWindow(tx, rule, key, now);
      const oldest = events[0];
      if (events.length >= rule.limit && oldest) {
        throw tooManyAttempts(retryAfterSeconds(oldest.createdAt, rule, now));
      }
      const { value, count } = await attempt(tx);
      if (count) await recordEvent(tx, rule, key, now);
      return value;
    },
    { timeout: 15_000 },
  );
}

/** Counts one use of the key if it is within its limit; false when the limit is used up. */
export async function consumeIfAllowed(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockKey(tx, rule, key);
    const events = await countInWindow(tx, rule, key, now);
    if (events.length >= rule.limit) return false;
    await recordEvent(tx, rule, key, now);
    return true;
  });
}

export type { Tx };
