/**
 * The table of rate limits: for each, what is counted, per whom, how many in which window, and
 * what happens at the limit. `rateLimited(name)` in rate-limited.ts does the counting.
 */
import net from 'node:net';

import { authMessages } from '@kasar/validators';
import type { TRPCError } from '@trpc/server';
import ipaddr from 'ipaddr.js';

import type { Context } from '../context';
import { warnAccountLocked } from '../domain/auth';
import { challengeAccount } from '../domain/two-factor';
import { FieldValidationError, WrongSecretError, type Lockout } from '../errors';
import { MESSAGES } from '../messages';
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
    | 'reset'
    | 'passkey-options';
  limit: number;
  windowMs: number;
  /** Whose attempts are counted together. */
  key: (call: { ctx: Context; input: unknown }) => string | Promise<string>;
  /** Whom the key stands for: a lock-out event names the account only when it is one. */
  per: Lockout['counts'];
  /**
   * For `per: 'account'`: the e-mail of the account the key counts ('' when none is known), which
   * the lock-out's activity event and mail name.
   */
  account?: (call: { ctx: Context; input: unknown }) => string | Promise<string>;
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
   * For 'failures': an answer that finishes nothing yet (a right password whose second step is
   * pending) neither counts nor clears: else a right password would wipe the wrong codes.
   */
  unfinished?: (output: unknown) => boolean;
  /**
   * At the limit: 'refuse' with 429, or 'proceed' with `ctx.rateLimit.exceeded` set, for
   * answers that must not reveal the limit.
   */
  whenExceeded: 'refuse' | 'proceed';
  /** The 429 message's first sentence (default MESSAGES.tooManyAttempts). */
  refusal?: string;
  /**
   * Called once per window when a failure reaches the limit (the key is locked out from then
   * on); it must not throw.
   */
  onLockout?: (call: {
    ctx: Context;
    input: unknown;
    /** The e-mail `account` answered. */
    account: string;
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

/**
 * The e-mail of the account whose sign-in challenge the input carries ('' for an unknown or
 * expired one, which the second step refuses without checking a code).
 */
async function challengeEmailOf(ctx: Context, input: unknown): Promise<string> {
  if (typeof input !== 'object' || input === null || !('challenge' in input)) return '';
  if (typeof input.challenge !== 'string') return '';
  const owner = await challengeAccount(ctx.db, input.challenge, ctx.now());
  return owner?.email ?? '';
}

/** The signed-in caller's e-mail ('' without one). */
const callerEmailOf = (ctx: Context) => ctx.user?.email.toLowerCase() ?? '';

/** The password step's answer for an account with a second factor: the sign-in is not done. */
const secondStepPending = (output: unknown) =>
  typeof output === 'object' &&
  output !== null &&
  'status' in output &&
  output.status === 'second_factor';

/** A wrong password or code typed to prove who one is (see WrongSecretError). */
const isWrongSecret = (error: TRPCError) => error.cause instanceof WrongSecretError;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The lock-out mail of an account rule: what failed, and the rule's numbers. */
function mailLockout(reason: 'password' | 'second_factor' | 'confirmation') {
  return ({ ctx, account, until, rule }: Parameters<NonNullable<RateLimitRule['onLockout']>>[0]) =>
    warnAccountLocked(ctx, {
      email: account,
      clientAddress: ctx.clientAddress,
      until,
      failures: rule.limit,
      windowMinutes: rule.windowMs / MINUTE,
      reason,
    });
}

export const RATE_LIMITS = {
  /** Failed sign-ins per e-mail and client address. */
  login: {
    bucket: 'login',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: ({ ctx, input }) => `${emailOf(input)}|${addressKey(ctx.clientAddress)}`,
    per: 'account',
    account: ({ input }) => emailOf(input),
    counts: 'failures',
    unfinished: secondStepPending,
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
    refusal: MESSAGES.tooManySignInsFromNetwork,
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
    account: ({ input }) => emailOf(input),
    counts: 'failures',
    unfinished: secondStepPending,
    whenExceeded: 'refuse',
    refusal: MESSAGES.tooManySignInsForAccount,
    onLockout: mailLockout('password'),
  },
  /**
   * Wrong codes at the second step of a sign-in, per account and client address: the same count
   * as `login` (a wrong code is a failed sign-in of the account). A right password whose second
   * step is pending answers 403, which neither counts nor clears.
   */
  secondStep: {
    bucket: 'login',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: async ({ ctx, input }) =>
      `${await challengeEmailOf(ctx, input)}|${addressKey(ctx.clientAddress)}`,
    per: 'account',
    account: ({ ctx, input }) => challengeEmailOf(ctx, input),
    counts: 'failures',
    whenExceeded: 'refuse',
  },
  /**
   * Wrong codes at the second step per account from any address: the count of `loginAccount`.
   * Whoever typed them knew the password: the lock-out mail says so.
   */
  secondStepAccount: {
    bucket: 'login-account',
    limit: 20,
    windowMs: HOUR,
    key: ({ ctx, input }) => challengeEmailOf(ctx, input),
    per: 'account',
    account: ({ ctx, input }) => challengeEmailOf(ctx, input),
    counts: 'failures',
    whenExceeded: 'refuse',
    refusal: MESSAGES.tooManySignInsForAccount,
    onLockout: mailLockout('second_factor'),
  },
  /**
   * Wrong passwords and codes a signed-in user types to prove who they are (`auth.confirm`,
   * turning two-factor off, confirming a new authenticator), per account and client address: the
   * same count as `login`, so guesses add up wherever a code is checked.
   */
  signedInSecret: {
    bucket: 'login',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: ({ ctx }) => `${callerEmailOf(ctx)}|${addressKey(ctx.clientAddress)}`,
    per: 'account',
    account: ({ ctx }) => callerEmailOf(ctx),
    counts: 'failures',
    failure: isWrongSecret,
    whenExceeded: 'refuse',
  },
  /** The same per account from any address: the count of `loginAccount`, with its mail. */
  signedInSecretAccount: {
    bucket: 'login-account',
    limit: 20,
    windowMs: HOUR,
    key: ({ ctx }) => callerEmailOf(ctx),
    per: 'account',
    account: ({ ctx }) => callerEmailOf(ctx),
    counts: 'failures',
    failure: isWrongSecret,
    whenExceeded: 'refuse',
    refusal: MESSAGES.tooManySignInsForAccount,
    onLockout: mailLockout('confirmation'),
  },
  /** Wrong current passwords at a password change, per signed-in user. */
  changePassword: {
    bucket: 'change-password',
    limit: 5,
    windowMs: 15 * MINUTE,
    key: ({ ctx }) => ctx.user?.id ?? '',
    per: 'account',
    account: ({ ctx }) => callerEmailOf(ctx),
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
    account: ({ input }) => emailOf(input),
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
  /**
   * Passkey sign-in challenges per client address: each is a row in PostgreSQL, asked for
   * without an account. A person asks for one per sign-in.
   */
  passkeyOptions: {
    bucket: 'passkey-options',
    limit: 30,
    windowMs: 15 * MINUTE,
    key: ({ ctx }) => addressKey(ctx.clientAddress),
    per: 'address',
    counts: 'attempts',
    whenExceeded: 'refuse',
  },
} as const satisfies Record<string, RateLimitRule>;
