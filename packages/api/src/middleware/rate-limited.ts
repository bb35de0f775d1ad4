/**
 * `rateLimited(name)`: sliding-window rate limits counted in PostgreSQL (rate_limit_events), so
 * they hold across several app instances. Each call is checked and reserved under a
 * transaction-scoped advisory lock on its key, in a short transaction of its own: concurrent
 * requests are counted one at a time and cannot slip past a limit together, and the procedure
 * itself (a password hash, a mail) runs after that transaction has ended, holding no lock and
 * no pooled connection. The limits themselves are in rate-limits.ts.
 */
import { createHash } from 'node:crypto';

import type { Database, Db } from '@kasar/db';

import { tooManyAttempts, type Lockout } from '../errors';
import { t } from '../trpc/init';
import { RATE_LIMITS, type RateLimitRule } from './rate-limits';

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

async function lockKey(tx: Db, rule: RateLimitRule, key: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}:${key}`}, 0))`;
}

async function countInWindow(tx: Db, rule: RateLimitRule, key: string, now: Date) {
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

/** Counts one event now; answers its id. */
async function recordEvent(db: Db, bucket: string, key: string, now: Date) {
  const event = await db.rateLimitEvent.create({
    data: { bucket, key, createdAt: now },
    select: { id: true },
  });
  if (Math.random() < 0.02) {
    await db.rateLimitEvent.deleteMany({
      where: { createdAt: { lt: new Date(now.getTime() - RETENTION_MS) } },
    });
  }
  return event.id;
}

async function recordLockout(db: Database, rule: RateLimitRule, key: string, now: Date) {
  // One warning per window: the lock-out is noted under its own bucket.
  const bucket = `${rule.bucket}:lockout`;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${bucket}:${key}`}, 0))`;
    const since = new Date(now.getTime() - rule.windowMs);
    const noted = await tx.rateLimitEvent.count({
      where: { bucket, key, createdAt: { gt: since } },
    });
    if (noted > 0) return false;
    await tx.rateLimitEvent.create({ data: { bucket, key, createdAt: now } });
    return true;
  });
}

/**
 * The lock-out a refusal belongs to: a lock window starts at the key's first refusal and lasts
 * the rule's window; every refusal within it shares one id (one activity-log event with a count,
 * however many calls are refused). Called under the key's lock.
 */
async function lockoutOf(
  tx: Db,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<Omit<Lockout, 'account'>> {
  const bucket = `${rule.bucket}:refused`;
  const started = await tx.rateLimitEvent.findFirst({
    where: {
      bucket,
      key,
      createdAt: { gt: new Date(now.getTime() - rule.windowMs) },
    },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true },
  });
  const since = started?.createdAt ?? now;
  if (!started) await recordEvent(tx, bucket, key, now);
  const digest = createHash('sha256').update(`${bucket}|${key}|${since.toISOString()}`);
  return {
    id: `lockout-${digest.digest('hex').slice(0, 32)}`,
    counts: rule.per,
  };
}

/**
 * The middleware for one of RATE_LIMITS. Put it after `.input()`: the key is read from the
 * parsed input. Several may be stacked; the procedure sees `ctx.rateLimit.exceeded` (true when
 * a 'proceed' rule is over its limit).
 *
 * A call within the limit is counted before the procedure runs (an event is reserved), so calls
 * in flight count too; once it has answered, the reservation is kept or taken back as the rule
 * says: 'failures' keeps it for an UNAUTHORIZED answer and clears the key's count on success,
 * 'successes' keeps it on success, 'attempts' always.
 */
export function rateLimited(name: keyof typeof RATE_LIMITS) {
  const rule: RateLimitRule = RATE_LIMITS[name];
  return t.middleware(async ({ ctx, input, next }) => {
    const key = storedKey(await rule.key({ ctx, input }));
    const now = ctx.now();
    const check = await ctx.db.$transaction(async (tx) => {
      await lockKey(tx, rule, key);
      const events = await countInWindow(tx, rule, key, now);
      const oldest = events[0];
      if (events.length >= rule.limit) {
        if (rule.whenExceeded === 'refuse' && oldest) {
          // Refused once this transaction has committed the lock-out's start.
          const lockout = await lockoutOf(tx, rule, key, now);
          const retryAfter = retryAfterSeconds(oldest.createdAt, rule, now);
          return { refused: { retryAfter, lockout }, exceeded: true, reservation: null };
        }
        return { refused: null, exceeded: true, reservation: null, counted: events.length };
      }
      const reservation = await recordEvent(tx, rule.bucket, key, now);
      return {
        refused: null,
        exceeded: false,
        reservation,
        counted: events.length + 1,
        oldest: oldest?.createdAt ?? now,
      };
    });
    // The account a refusal or lock-out is of, named by its event and mail (asked only then).
    const accountOf = async () =>
      rule.per === 'account' && rule.account ? await rule.account({ ctx, input }) : null;
    if (check.refused) {
      const lockout = { ...check.refused.lockout, account: await accountOf() };
      throw tooManyAttempts(check.refused.retryAfter, rule.refusal, lockout);
    }
    const earlier = (ctx as { rateLimit?: { exceeded: boolean } }).rateLimit?.exceeded ?? false;
    const result = await next({ ctx: { rateLimit: { exceeded: earlier || check.exceeded } } });
    if (check.reservation === null) return result;

    const failed =
      !result.ok &&
      (rule.failure ? rule.failure(result.error) : result.error.code === 'UNAUTHORIZED');
    const finished = result.ok && !(rule.unfinished?.(result.data) ?? false);
    const kept =
      rule.counts === 'attempts' ||
      (rule.counts === 'failures' && failed) ||
      (rule.counts === 'successes' && result.ok);
    if (rule.counts === 'failures' && finished && rule.successClears !== false) {
      await ctx.db.rateLimitEvent.deleteMany({ where: { bucket: rule.bucket, key } });
    } else if (!kept) {
      await ctx.db.rateLimitEvent.deleteMany({ where: { id: check.reservation } });
    }
    if (failed && rule.onLockout && check.counted >= rule.limit) {
      if (await recordLockout(ctx.db, rule, key, now)) {
        const since = check.oldest ?? now;
        await rule.onLockout({
          ctx,
          input,
          account: (await accountOf()) ?? '',
          until: new Date(since.getTime() + rule.windowMs),
          rule,
        });
      }
    }
    return result;
  });
}
