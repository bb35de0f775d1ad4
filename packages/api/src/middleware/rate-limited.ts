/**
 * `rateLimited(name)`: sliding-window rate limits counted in PostgreSQL (rate_limit_events), so
 * they hold across several app instances. The procedure runs under a transaction-scoped advisory
 * lock on its key, so concurrent requests are checked and counted one at a time and cannot slip
 * past a limit together.
 */
import { createHash } from 'node:crypto';

import type { Database } from '@kasar/db';

import type { Context } from '../context';
import { tooManyAttempts } from '../errors';
import { t } from '../trpc/init';

export interface RateLimitRule {
  bucket: 'login' | 'contact' | 'forgot-password';
  limit: number;
  windowMs: number;
  /** Whose attempts are counted together. */
  key: (call: { ctx: Context; input: unknown }) => string;
  /**
   * Which calls count: 'failures' (refused with UNAUTHORIZED; a success clears the count),
   * 'successes', or 'attempts' (every call within the limit).
   */
  counts: 'failures' | 'successes' | 'attempts';
  /**
   * At the limit: 'refuse' with 429, or 'proceed' with `ctx.rateLimit.exceeded` set, for
   * answers that must not reveal the limit.
   */
  whenExceeded: 'refuse' | 'proceed';
}

/** The normalised e-mail of an input that has one. */
function emailOf(input: unknown): string {
  const email = (input as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export const RATE_LIMITS = {
  /** Failed sign-ins per e-mail and client address. */
  login: {
    bucket: 'login',
    limit: 5,
    windowMs: 15 * 60 * 1000,
    key: ({ ctx, input }) => `${emailOf(input)}|${ctx.clientAddress}`,
    counts: 'failures',
    whenExceeded: 'refuse',
  },
  /** Accepted contact submissions per client address. */
  contact: {
    bucket: 'contact',
    limit: 10,
    windowMs: 60 * 60 * 1000,
    key: ({ ctx }) => ctx.clientAddress,
    counts: 'successes',
    whenExceeded: 'refuse',
  },
  /** Reset requests per e-mail (the answer stays the same when exceeded). */
  forgotPassword: {
    bucket: 'forgot-password',
    limit: 3,
    windowMs: 60 * 60 * 1000,
    key: ({ input }) => emailOf(input),
    counts: 'attempts',
    whenExceeded: 'proceed',
  },
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

async function recordEvent(db: Database | Tx, rule: RateLimitRule, key: string, now: Date) {
  await db.rateLimitEvent.create({ data: { bucket: rule.bucket, key, createdAt: now } });
  if (Math.random() < 0.02) {
    await db.rateLimitEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    });
  }
}

/**
 * The middleware for one of RATE_LIMITS. Put it after `.input()`: the key is read from the
 * parsed input. The procedure runs inside the lock's transaction (`ctx.db` is its client) and
 * sees `ctx.rateLimit.exceeded` (always false for 'refuse' rules).
 */
export function rateLimited(name: keyof typeof RATE_LIMITS) {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return t.middleware(async ({ ctx, input, next }) => {
    const key = storedKey(rule.key({ ctx, input }));
    const now = ctx.now();
    return ctx.db.$transaction(
      async (tx) => {
        await lockKey(tx, rule, key);
        const events = await countInWindow(tx, rule, key, now);
        const oldest = events[0];
        const exceeded = events.length >= rule.limit;
        if (exceeded && rule.whenExceeded === 'refuse' && oldest) {
          throw tooManyAttempts(retryAfterSeconds(oldest.createdAt, rule, now));
        }
        if (rule.counts === 'attempts' && !exceeded) await recordEvent(tx, rule, key, now);
        // The procedure's own reads and writes share the lock's transaction and connection.
        const result = await next({ ctx: { db: tx, rateLimit: { exceeded } } });
        const failed = !result.ok && result.error.code === 'UNAUTHORIZED';
        if ((rule.counts === 'failures' && failed) || (rule.counts === 'successes' && result.ok)) {
          await recordEvent(tx, rule, key, now);
        }
        if (rule.counts === 'failures' && result.ok) {
          await tx.rateLimitEvent.deleteMany({ where: { bucket: rule.bucket, key } });
        }
        return result;
      },
      { timeout: 15_000 },
    );
  });
}
