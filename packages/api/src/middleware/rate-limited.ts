/**
 * `rateLimited(name)`: sliding-window rate limits counted in PostgreSQL (rate_limit_events), so
 * they hold across several app instances. Each call is checked and reserved under a
 * transaction-scoped advisory lock on its key, in a short transaction of its own: concurrent
 * requests are counted one at a time and cannot slip past a limit together, and the procedure
 * itself (a password hash, a mail) runs after that transaction has ended, holding no lock and
 * no pooled connection.
 */
import { createHash } from 'node:crypto';
import net from 'node:net';

import type { Database, Db } from '@kasar/db';
import { authMessages } from '@kasar/validators';
import type { TRPCError } from '@trpc/server';
import ipaddr from 'ipaddr.js';

import type { Context } from '../context';
import { warnAccountLocked } from '../domain/auth';
import { FieldValidationError, tooManyAttempts, type Lockout } from '../errors';
import { t } from '../trpc/init';
import { emailOf } from './email-of';

export interface RateLimitRule {
  bucket:
    | 'login'
    | 'login-account'
    | 'login-address'
    | 'change-password'
    | 'contact'
    | 'forgot-password'
    | 'forgot-address'
    | 'reset';
  limit: number;
  windowMs: number;
  /** Whose attempts are counted together. */
  key: (call: { ctx: Context; input: unknown }) => string;
  /** Whom the key stands for: a lock-out event names the account only when it is one. */
  per: Lockout['counts'];
  /**
   * Which calls count: 'failures' (refused with UNAUTHORIZED, or what `failure` says; a success
   * clears the count), 'successes', or 'attempts' (every call within the limit).
   */
  counts: 'failures' | 'successes' | 'attempts';
  /** For 'failures': which errors are failures (default: UNAUTHORIZED). */
  failure?: (error: TRPCError) => boolean;
  /**
   * For 'failures': false when the key is shared (an address), so one person's success does not
   * clear everyone's failures.
   */
  successClears?: boolean;
  /**
   * At the limit: 'refuse' with 429, or 'proceed' with `ctx.rateLimit.exceeded` set, for
   * answers that must not reveal the limit.
   */
  whenExceeded: 'refuse' | 'proceed';
  /** The 429 message's first sentence (default 'Too many attempts.'). */
  refusal?: string;
  /**
   * Called once per window when a failure reaches the limit (the key is locked out from then
   * on); it must not throw.
   */
  onLockout?: (call: {
    ctx: Context;
    input: unknown;
    /** When the key's oldest counted failure leaves the window. */
    until: Date;
    rule: RateLimitRule;
  }) => Promise<void>;
}

/**
 * A client address as the limits count it: IPv4 (IPv4-mapped IPv6 too) address by address, IPv6
 * by its /64, the smallest network a subscriber is given (one client may use all 2^64 of its
 * addresses). Anything else ('unknown') is counted as it is.
 */
export function addressKey(address: string): string {
  if (net.isIP(address) === 0) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = parsed.toByteArray().slice(0, 8);
  const network = ipaddr.fromByteArray([...prefix, ...new Array<number>(8).fill(0)]);
  return `${network.toString()}/64`;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Failed sign-ins per e-mail and client address. */
  login: {
    bucket: 'login',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: ({ ctx, input }) => `${emailOf(input)}|${addressKey(ctx.clientAddress)}`,
    per: 'account',
    counts: 'failures',
    whenExceeded: 'refuse',
  },
  /**
   * Failed sign-ins per client address, whatever the e-mails (each costs a password hash). An
   * office behind one address stays far below it: each person's own limit (above) stops them at
   * 5 in 15 minutes.
   */
  loginAddress: {
    bucket: 'login-address',
    limit: 50,
    windowMs: HOUR,
    key: ({ ctx }) => addressKey(ctx.clientAddress),
    per: 'address',
    counts: 'failures',
    successClears: false,
    whenExceeded: 'refuse',
    refusal: 'Too many failed sign-ins from your network.',
  },
  /**
   * Failed sign-ins per e-mail from any address: guesses spread over many addresses lock the
   * account for the rest of the hour, and its owner is told by mail.
   */
  loginAccount: {
    bucket: 'login-account',
    limit: 20,
    windowMs: HOUR,
    key: ({ input }) => emailOf(input),
    per: 'account',
    counts: 'failures',
    whenExceeded: 'refuse',
    refusal: 'Too many failed sign-ins for this account.',
    onLockout: ({ ctx, input, until, rule }) =>
      warnAccountLocked(ctx, {
        email: emailOf(input),
        clientAddress: ctx.clientAddress,
        until,
        failures: rule.limit,
        windowMinutes: rule.windowMs / MINUTE,
      }),
  },
  /** Wrong current passwords at a password change, per signed-in user. */
  changePassword: {
    bucket: 'change-password',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: ({ ctx }) => ctx.user?.id ?? '',
    per: 'account',
    counts: 'failures',
    failure: (error) =>
      error.cause instanceof FieldValidationError &&
      error.cause.fieldErrors.current_password?.[0] === authMessages.currentPasswordWrong,
    whenExceeded: 'refuse',
  },
  /** Accepted contact submissions per client address. */
  contact: {
    bucket: 'contact',
    limit: 10,
    windowMs: HOUR,
    key: ({ ctx }) => addressKey(ctx.clientAddress),
    per: 'address',
    counts: 'successes',
    whenExceeded: 'refuse',
  },
  /** Reset requests per e-mail (the answer stays the same when exceeded). */
  forgotPassword: {
    bucket: 'forgot-password',
    limit: 3,
    windowMs: HOUR,
    key: ({ input }) => emailOf(input),
    per: 'account',
    counts: 'attempts',
    whenExceeded: 'proceed',
  },
  /** Reset requests per client address, whatever the e-mail. */
  forgotPasswordAddress: {
    bucket: 'forgot-address',
    limit: 10,
    windowMs: HOUR,
    key: ({ ctx }) => addressKey(ctx.clientAddress),
    per: 'address',
    counts: 'attempts',
    whenExceeded: 'refuse',
  },
  /** Attempts to set a password with a reset token, per client address. */
  resetPassword: {
    bucket: 'reset',
    limit: 10,
    windowMs: HOUR,
    key: ({ ctx }) => addressKey(ctx.clientAddress),
    per: 'address',
    counts: 'attempts',
    whenExceeded: 'refuse',
  },
} as const satisfies Record<string, RateLimitRule>;

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
async function lockoutOf(tx: Db, rule: RateLimitRule, key: string, now: Date): Promise<Lockout> {
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
    const key = storedKey(rule.key({ ctx, input }));
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
    if (check.refused) {
      throw tooManyAttempts(check.refused.retryAfter, rule.refusal, check.refused.lockout);
    }
    const earlier = (ctx as { rateLimit?: { exceeded: boolean } }).rateLimit?.exceeded ?? false;
    const result = await next({ ctx: { rateLimit: { exceeded: earlier || check.exceeded } } });
    if (check.reservation === null) return result;

    const failed =
      !result.ok &&
      (rule.failure ? rule.failure(result.error) : result.error.code === 'UNAUTHORIZED');
    const kept =
      rule.counts === 'attempts' ||
      (rule.counts === 'failures' && failed) ||
      (rule.counts === 'successes' && result.ok);
    if (rule.counts === 'failures' && result.ok && rule.successClears !== false) {
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
          until: new Date(since.getTime() + rule.windowMs),
          rule,
        });
      }
    }
    return result;
  });
}
