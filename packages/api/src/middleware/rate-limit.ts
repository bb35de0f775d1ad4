/**
 * Sliding-window rate limits counted in PostgreSQL (rate_limit_events), so they hold across
 * several app instances. Checks and records run under a transaction-scoped advisory lock per
 * key, so concurrent requests cannot slip past a limit together.
 */
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

async function lockKey(tx: Tx, rule: RateLimitRule, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}:${key}`}, 0))`;
}

async function countInWindow(tx: Tx, rule: RateLimitRule, key: string, now: Date) {
  const since = new Date(now.getTime() - rule.windowMs);
  const events = await tx.rateLimitEvent.findMany({
    where: { bucket: rule.bucket, key, createdAt: { gt: since } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true },
  });
  return events;
}

function retryAfterSeconds(oldest: Date, rule: RateLimitRule, now: Date) {
  return Math.max(1, Math.ceil((oldest.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/** Seconds until the key may try again, or 0 when it is within its limit. */
export async function limitRemaining(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<number> {
  const events = await db.$transaction(async (tx) => {
    await lockKey(tx, rule, key);
    return countInWindow(tx, rule, key, now);
  });
  const oldest = events[0];
  return events.length >= rule.limit && oldest ? retryAfterSeconds(oldest.createdAt, rule, now) : 0;
}

/** Throws 429 when the key has used up its limit. */
export async function assertWithinLimit(db: Database, rule: RateLimitRule, key: string, now: Date) {
  const wait = await limitRemaining(db, rule, key, now);
  if (wait > 0) throw tooManyAttempts(wait);
}

export async function recordEvent(db: Database | Tx, rule: RateLimitRule, key: string, now: Date) {
  await db.rateLimitEvent.create({ data: { bucket: rule.bucket, key, createdAt: now } });
  if (Math.random() < 0.02) {
    await db.rateLimitEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    });
  }
}

/**
 * Runs `action` only while the key is within its limit, counting it in the same transaction:
 * for limits on accepted actions (contact submissions), where check and count must be atomic.
 */
export async function withinLimit<T>(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await lockKey(tx, rule, key);
    const events = await countInWindow(tx, rule, key, now);
    const oldest = events[0];
    if (events.length >= rule.limit && oldest) {
      throw tooManyAttempts(retryAfterSeconds(oldest.createdAt, rule, now));
    }
    const result = await action(tx);
    await recordEvent(tx, rule, key, now);
    return result;
  });
}

export type { Tx };
