import { PERMISSIONS } from '../permissions';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  createHarness,
  pause,
  readMail,
  type Caller,
  type Harness,
  type TestUser,
} from '../../test/harness';
import {
  expectAdminOnly,
  expectError,
  expectFieldError,
  expectInputRefusals,
  expectNoSecrets,
  expectWireShape,
  signedInOf,
} from '../../test/expect';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../auth/password';
import {
  accountsWithDevelopmentPassword,
  hasDevelopmentPassword,
  setPasswordFromCommandLine,
} from '../domain/auth';
import { hashSecret } from '../auth/tokens';
import { authRouter } from './auth';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  h.resetClock();
});

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const RESET_REQUESTED = 'Password reset instructions sent to your email';
const RESET_INVALID = 'This password reset link is invalid or has expired.';
const RESET_LINK = /http:\/\/localhost:3999\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** Sets the harness clock `days` back (each test its own stretch of time) and answers it. */
function clockDaysAgo(days: number): Date {
  const start = new Date(Date.now() - days * DAY);
  h.clock.now = new Date(start);
  return start;
}

let addressCounter = 0;
/** A caller from a client address no other test uses. */
function freshVisitor(): Promise<Caller> {
  addressCounter += 1;
  return h.anonymous({ clientAddress: `203.0.113.${100 + addressCounter}` });
}

const withToken = (token: string) => h.anonymous({ authToken: token });

/** The new password and its confirmation, both `password`. */
const twice = (password: string) => ({
  new_password: password,
  new_password_confirmation: password,
});

/** The mails in the outbox addressed to `email`, polling up to 2 s until there are `count`. */
async function mailsTo(email: string, count: number): Promise<ReturnType<typeof readMail>[]> {
  const deadline = Date.now() + 2000;
  for (;;) {
    const mails = h
      .outboxFiles()
      .map(readMail)
      .filter((mail) => mail.to === email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await pause(25);
  }
}

/**
 * The recipients of the mails handed to the mailer since `from` (reset links go out after the
 * answer), polling up to 2 s until there are `count`.
 */
async function sentSince(from: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 2000;
  while (h.sentMail.length - from < count && Date.now() <= deadline) await pause(25);
  return h.sentMail.slice(from).map((mail) => mail.to);
}

/** Asks for a reset link for the user and returns the token from the mail. */
async function resetTokenFor(user: { email: string }): Promise<string> {
  const already = (await mailsTo(user.email, 0)).length;
  const visitor = await freshVisitor();
  expect(await visitor.auth.forgotPassword({ email: user.email })).toEqual({
    message: RESET_REQUESTED,
  });
  const mails = await mailsTo(user.email, already + 1);
  expect(mails).toHaveLength(already + 1);
  const token = RESET_LINK.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token ?? '';
}

describe('auth guard', () => {
  it('refuses me and logout without a valid bearer token', async () => {
    const calls = {
      me: (c: Caller) => c.auth.me(),
      logout: (c: Caller) => c.auth.logout(),
      changePassword: (c: Caller) =>
        c.auth.changePassword({ current_password: 'x', ...twice('whatever 1') }),
      proofStatus: (c: Caller) => c.auth.proofStatus(),
      confirm: (c: Caller) => c.auth.confirm({ password: 'x' }),
      confirmPasskeyOptions: (c: Caller) => c.auth.confirmPasskeyOptions(),
    };
    expect(Object.keys(authRouter)).toEqual(
      expect.arrayContaining([
        'login',
        'logout',
        'me',
        'forgotPassword',
        'resetPassword',
        'changePassword',
        // Public: passkey sign-in (router/security.test.ts).
        'passkeyOptions',
        'passkeyLogin',
        // Public: the second step of a sign-in with a second factor (router/two-factor.test.ts).
        'loginSecondStep',
        'loginSecondStepOptions',
      ]),
    );
    expect(Object.keys(authRouter)).toHaveLength(13);
    await expectAdminOnly(h, calls);
  });
});

describe('login, me and logout', () => {
  it('signs in with the right password and answers a token, its expiry and the user', async () => {
    const now = new Date(Date.now() - MINUTE);
    h.clock.now = now;
    const visitor = await freshVisitor();
    const outcome = await visitor.auth.login({
      email: 'Admin@Example.com ',
      password: h.admin.password,
    });
    const answer = signedInOf(outcome);
    expect(answer).toEqual({
      status: 'signed_in',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
      expires_at: new Date(now.getTime() + 7 * DAY).toISOString(),
      user: { id: h.admin.id, name: 'Site Admin', email: 'admin@example.com' },
    });
    expectWireShape(answer);
    const me = await (await withToken(answer.token)).auth.me();
    expect(me).toEqual({
      id: h.admin.id,
      name: 'Site Admin',
      email: 'admin@example.com',
      role: { id: 'owner', name: 'Owner' },
      permissions: [...PERMISSIONS],
      viewing_as: null,
    });
    expectNoSecrets(me);
    // Only the SHA-256 of the token is stored.
    const db = h.database.db;
    expect(
      await db.authToken.findUnique({ where: { tokenHash: hashSecret(answer.token) } }),
    ).toMatchObject({
      userId: h.admin.id,
      kind: 'API',
    });
    expect(await db.authToken.count({ where: { tokenHash: answer.token } })).toBe(0);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const visitor = await freshVisitor();
    await expectError(
      visitor.auth.login({ email: h.admin.email, password: 'wrong password' }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    await expectError(
      visitor.auth.login({ email: 'nobody@example.com', password: h.admin.password }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
  });

  it('validates the login input', async () => {
    const visitor = await freshVisitor();
    await expectInputRefusals(
      (input) => visitor.auth.login(input),
      [
        [{ email: '', password: 'x' }, 'email', 'Email is required'],
        [{ email: 'admin', password: 'x' }, 'email', 'Please enter a valid email address'],
        [{ email: h.admin.email, password: '' }, 'password', 'Password is required'],
      ],
    );
  });

  it('locks an e-mail and address out after 5 failures in 15 minutes, even with the right password', async () => {
    const start = clockDaysAgo(2);
    const user = await h.createUser({ email: 'locked@example.com' });
    const visitor = await freshVisitor();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectError(
        visitor.auth.login({ email: user.email, password: `guess ${attempt}` }),
        'UNAUTHORIZED',
        'Invalid email or password',
      );
    }
    await expectError(
      visitor.auth.login({ email: user.email, password: user.password }),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 15 minutes.',
    );
    h.clock.now = new Date(start.getTime() + 10 * MINUTE);
    await expectError(
      visitor.auth.login({ email: 'LOCKED@example.com', password: user.password }),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 5 minutes.',
    );

    const elsewhere = await freshVisitor();
    expect(
      signedInOf(await elsewhere.auth.login({ email: user.email, password: user.password })).user
        .id,
    ).toBe(user.id);

    h.clock.now = new Date(start.getTime() + 15 * MINUTE);
    expect(
      signedInOf(await visitor.auth.login({ email: user.email, password: user.password })).user.id,
    ).toBe(user.id);
  });

  it('counts parallel wrong guesses one by one: 10 at once get 5 refusals and 5 lock-outs', async () => {
    h.resetClock();
    const user = await h.createUser({ email: 'parallel-guesses@example.com' });
    const visitor = await freshVisitor();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, guess) =>
        visitor.auth.login({ email: user.email, password: `wrong ${guess}` }),
      ),
    );
    const codes = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { code?: string }).code : 'OK',
    );
    expect(codes.filter((code) => code === 'UNAUTHORIZED')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(5);
  });

  it('logout revokes the token it was called with, and only that one', async () => {
    const visitor = await freshVisitor();
    const { token } = signedInOf(
      await visitor.auth.login({
        email: h.admin.email,
        password: h.admin.password,
      }),
    );
    const signedIn = await withToken(token);
    expect((await signedIn.auth.me()).id).toBe(h.admin.id);
    expect(await signedIn.auth.logout()).toEqual({ message: 'Logged out successfully' });
    await expectError((await withToken(token)).auth.me(), 'UNAUTHORIZED', /token/);
    expect((await (await h.signedIn()).auth.me()).id).toBe(h.admin.id);
  });

  it('rejects a token once it has expired (7 days)', async () => {
    const start = clockDaysAgo(10);
    const visitor = await freshVisitor();
    const { token } = signedInOf(
      await visitor.auth.login({
        email: h.admin.email,
        password: h.admin.password,
      }),
    );
    h.clock.now = new Date(start.getTime() + 6 * DAY);
    expect((await (await withToken(token)).auth.me()).email).toBe(h.admin.email);
    h.clock.now = new Date(start.getTime() + 8 * DAY);
    await expectError(
      (await withToken(token)).auth.me(),
      'UNAUTHORIZED',
      'Your token is invalid or has expired. Please sign in again.',
    );
  });
});

describe('forgot and reset password', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await h.createUser({ email: 'forgetful@example.com', name: 'Forgetful Fiona' });
  });

  it('answers the same for known and unknown e-mails and mails a link only to a known one', async () => {
    const visitor = await freshVisitor();
    const sentBefore = h.sentMail.length;
    expect(await visitor.auth.forgotPassword({ email: 'stranger@example.com' })).toEqual({
      message: RESET_REQUESTED,
    });
    expect(await visitor.auth.forgotPassword({ email: 'Forgetful@Example.com' })).toEqual({
      message: RESET_REQUESTED,
    });
    expect(await sentSince(sentBefore, 1)).toEqual([user.email]);
    const mails = await mailsTo(user.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Reset your password');
    expect(mails[0]?.text).toContain('Hello Forgetful Fiona,');
    expect(mails[0]?.text).toMatch(RESET_LINK);
    await pause(100);
    expect(
      h
        .outboxFiles()
        .map(readMail)
        .filter((mail) => mail.to !== user.email),
    ).toEqual([]);
    const stored = await h.database.db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    const token = RESET_LINK.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('answers a real account without waiting for its reset link to be stored, as an unknown one', async () => {
    const known = await h.createUser({ email: 'timing@example.com' });
    const visitor = await freshVisitor();
    const blocked = Symbol('blocked');
    // Writes to the reset links are held up: an answer that waited for them would not come.
    const answers = await h.database.db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('LOCK TABLE password_reset_tokens IN EXCLUSIVE MODE');
        const answer = (email: string) =>
          Promise.race([visitor.auth.forgotPassword({ email }), pause(3000).then(() => blocked)]);
        return [await answer('nobody-timing@example.com'), await answer(known.email)];
      },
      { timeout: 20_000 },
    );
    expect(answers).toEqual([{ message: RESET_REQUESTED }, { message: RESET_REQUESTED }]);
    // Then the link is stored, recorded and mailed.
    expect(await mailsTo(known.email, 1)).toHaveLength(1);
    const events = await h.database.db.auditEvent.findMany({
      where: { type: 'auth.password_reset_requested', actorId: known.id },
    });
    expect(events).toHaveLength(1);
  });

  it('sends at most 3 mails per e-mail per hour but answers the same to the 4th request', async () => {
    const start = clockDaysAgo(3);
    const limited = await h.createUser({ email: 'limited@example.com' });
    const visitor = await freshVisitor();
    for (let request = 0; request < 3; request += 1) {
      await visitor.auth.forgotPassword({ email: limited.email });
    }
    expect(await mailsTo(limited.email, 3)).toHaveLength(3);
    const sentBefore = h.sentMail.length;
    expect(await visitor.auth.forgotPassword({ email: limited.email })).toEqual({
      message: RESET_REQUESTED,
    });
    expect(h.sentMail.length).toBe(sentBefore);
    await pause(100);
    expect(await mailsTo(limited.email, 0)).toHaveLength(3);

    h.clock.now = new Date(start.getTime() + 61 * MINUTE);
    await visitor.auth.forgotPassword({ email: limited.email });
    expect(await mailsTo(limited.email, 4)).toHaveLength(4);
  });

  it('mails at most 3 links when 8 requests for one e-mail arrive at once', async () => {
    h.resetClock();
    const burst = await h.createUser({ email: 'burst@example.com' });
    const visitor = await freshVisitor();
    const sentBefore = h.sentMail.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => visitor.auth.forgotPassword({ email: burst.email })),
    );
    expect(answers.every((answer) => answer.message === RESET_REQUESTED)).toBe(true);
    await sentSince(sentBefore, 3);
    await pause(100);
    expect(h.sentMail.slice(sentBefore).filter((mail) => mail.to === burst.email)).toHaveLength(3);
  });

  it('validates the forgot-password input', async () => {
    const visitor = await freshVisitor();
    await expectFieldError(visitor.auth.forgotPassword({ email: 'nope' }), {
      field: 'email',
      message: 'Please enter a valid email address',
    });
  });

  it('resets the password once with the mailed token; the new password signs in', async () => {
    const target = await h.createUser({ email: 'once@example.com', password: 'old password 1' });
    const token = await resetTokenFor(target);
    const visitor = await freshVisitor();
    expect(await visitor.auth.resetPassword({ token, ...twice('brand new pass') })).toEqual({
      message: 'Password reset successful. You can now sign in with your new password.',
    });
    await expectFieldError(visitor.auth.resetPassword({ token, ...twice('another pass') }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: RESET_INVALID,
    });
    expect(
      signedInOf(await visitor.auth.login({ email: target.email, password: 'brand new pass' })).user
        .id,
    ).toBe(target.id);
    await expectError(
      visitor.auth.login({ email: target.email, password: 'old password 1' }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    const row = await h.database.db.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(row.passwordHash).toMatch(/^\$argon2/);
  });

  it('refuses a reset token after 60 minutes and an unknown token', async () => {
    const start = clockDaysAgo(4);
    const target = await h.createUser({ email: 'slow@example.com' });
    const token = await resetTokenFor(target);
    const visitor = await freshVisitor();
    const reset = (value: string) =>
      visitor.auth.resetPassword({ token: value, ...twice('too late now') });
    h.clock.now = new Date(start.getTime() + 60 * MINUTE);
    await expectFieldError(reset(token), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: RESET_INVALID,
    });
    await expectFieldError(reset('made-up-token'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: RESET_INVALID,
    });
    h.clock.now = new Date(start.getTime() + 59 * MINUTE);
    expect((await reset(token)).message).toMatch(/^Password reset successful/);
  });

  it('validates the reset input', async () => {
    const visitor = await freshVisitor();
    await expectInputRefusals(
      (input) => visitor.auth.resetPassword(input),
      [
        [
          {
            token: 'whatever',
            new_password: 'secret one',
            new_password_confirmation: 'secret two',
          },
          'new_password_confirmation',
          'Passwords do not match',
        ],
        [
          { token: 'whatever', ...twice('12345') },
          'new_password',
          'Password must be at least 6 characters long',
        ],
        [{ token: '', ...twice('123456') }, 'token', 'Reset token is missing'],
      ],
    );
  });

  it('revokes every bearer token and every other reset link of the user', async () => {
    const target = await h.createUser({ email: 'revoked@example.com', password: 'first password' });
    const visitor = await freshVisitor();
    const fromLogin = signedInOf(
      await visitor.auth.login({ email: target.email, password: 'first password' }),
    ).token;
    const issued = await h.issueToken(target.id);
    expect((await (await withToken(fromLogin)).auth.me()).id).toBe(target.id);
    expect((await (await withToken(issued)).auth.me()).id).toBe(target.id);
    const olderLink = await resetTokenFor(target);
    const newerLink = await resetTokenFor(target);

    await visitor.auth.resetPassword({ token: newerLink, ...twice('second password') });

    for (const token of [fromLogin, issued]) {
      await expectError((await withToken(token)).auth.me(), 'UNAUTHORIZED', /token/);
    }
    expect(await h.database.db.authToken.count({ where: { userId: target.id } })).toBe(0);
    await expectFieldError(
      visitor.auth.resetPassword({ token: olderLink, ...twice('third password') }),
      { code: 'UNPROCESSABLE_CONTENT', field: 'token', message: RESET_INVALID },
    );
    const again = signedInOf(
      await visitor.auth.login({ email: target.email, password: 'second password' }),
    );
    expect((await (await withToken(again.token)).auth.me()).id).toBe(target.id);
    expect((await (await h.signedIn()).auth.me()).id).toBe(h.admin.id);
  });
});

describe('password hashing holds no lock and no connection', () => {
  it('checks the password after the rate limit’s transaction has ended', async () => {
    const db = h.database.db;
    const user = await h.createUser({ email: 'unlocked-hash@example.com' });
    const visitor = await freshVisitor();
    // Signing in writes its token after the password check: held up there, the sign-in shows
    // what it still holds while its password work is done.
    const blocker = db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('LOCK TABLE auth_tokens IN EXCLUSIVE MODE');
        const signIn = visitor.auth.login({ email: user.email, password: user.password });
        for (let waited = 0; ; waited += 25) {
          const blocked = await tx.$queryRaw<{ count: bigint }[]>`
            SELECT count(*) AS count FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`;
          if (Number(blocked[0]?.count) > 0) break;
          if (waited > 10_000) throw new Error('the sign-in never reached its token');
          await pause(25);
        }
        // Of this file's database only: the other test files run beside it on the same server.
        const advisory = await tx.$queryRaw<{ count: bigint }[]>`
          SELECT count(*) AS count FROM pg_locks
          WHERE locktype = 'advisory' AND granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
        return { signIn, advisoryLocks: Number(advisory[0]?.count) };
      },
      { timeout: 20_000 },
    );
    const { signIn, advisoryLocks } = await blocker;
    expect(advisoryLocks).toBe(0);
    expect(signedInOf(await signIn).user.id).toBe(user.id);
  });
});

describe('per-account sign-in limit', () => {
  it('locks an e-mail after 20 failures in an hour from any addresses, and mails its owner once', async () => {
    const start = clockDaysAgo(6);
    const owner = await h.createUser({ email: 'targeted@example.com', name: 'Targeted Tara' });
    const guess = async (password: string) =>
      (await freshVisitor()).auth.login({ email: owner.email, password });
    const lockMails = () =>
      h.sentMail.filter((mail) => mail.to === owner.email && /locked/.test(mail.subject));

    for (let attempt = 0; attempt < 19; attempt += 1) {
      await expectError(guess(`guess ${attempt}`), 'UNAUTHORIZED', 'Invalid email or password');
    }
    expect(lockMails()).toHaveLength(0);
    h.clock.now = new Date(start.getTime() + 30 * MINUTE);
    await expectError(guess('guess 19'), 'UNAUTHORIZED', 'Invalid email or password');
    expect(lockMails()).toHaveLength(1);
    expect(lockMails()[0]?.text).toContain('Hello Targeted Tara,');
    expect(lockMails()[0]?.text).toContain('20 times within 60 minutes');
    // Open again when the first failure leaves the hour: 30 minutes from now.
    const reopens = new Date(start.getTime() + 60 * MINUTE).toISOString().slice(0, 16);
    expect(lockMails()[0]?.text).toContain(`refused until ${reopens.replace('T', ' ')} UTC`);

    // Locked for everyone, even with the right password, with a message that says why.
    await expectError(
      guess(owner.password),
      'TOO_MANY_REQUESTS',
      'Too many failed sign-ins for this account. Try again in 30 minutes.',
    );
    // Other accounts are not affected.
    expect(signedInOf(await (await freshVisitor()).auth.login(h.admin)).user.id).toBe(h.admin.id);

    // The first 19 leave the window; 19 more lock it again within the hour of the first mail.
    h.clock.now = new Date(start.getTime() + 61 * MINUTE);
    for (let attempt = 0; attempt < 19; attempt += 1) {
      await expectError(guess(`again ${attempt}`), 'UNAUTHORIZED', 'Invalid email or password');
    }
    await expectError(guess(owner.password), 'TOO_MANY_REQUESTS', /^Too many failed sign-ins/);
    expect(lockMails()).toHaveLength(1);

    h.clock.now = new Date(start.getTime() + 3 * 60 * MINUTE);
    expect(signedInOf(await guess(owner.password)).user.id).toBe(owner.id);
  });

  it('locks an unknown e-mail too, without mailing anyone', async () => {
    const sentBefore = h.sentMail.length;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await (
        await freshVisitor()
      ).auth
        .login({ email: 'ghost@example.com', password: `guess ${attempt}` })
        .catch(() => undefined);
    }
    await expectError(
      (await freshVisitor()).auth.login({ email: 'ghost@example.com', password: 'x' }),
      'TOO_MANY_REQUESTS',
      /^Too many failed sign-ins for this account\./,
    );
    expect(h.sentMail.length).toBe(sentBefore);
  });
});

describe('per-address sign-in limit', () => {
  it('refuses an address’s 51st failed sign-in within the hour, whatever the e-mails', async () => {
    const start = clockDaysAgo(10);
    const visitor = await h.anonymous({ clientAddress: '192.0.2.50' });
    // Each e-mail stays under its own limits; a success in between clears nothing.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await expectError(
        visitor.auth.login({ email: `sprayed-${attempt}@example.com`, password: 'guess 1' }),
        'UNAUTHORIZED',
        'Invalid email or password',
      );
      if (attempt === 25)
        expect(signedInOf(await visitor.auth.login(h.admin)).user.id).toBe(h.admin.id);
    }
    await expectError(
      visitor.auth.login(h.admin),
      'TOO_MANY_REQUESTS',
      'Too many failed sign-ins from your network. Try again in 60 minutes.',
    );
    // The address is named, no account: the limit is the address's.
    const lockouts = await h.database.db.auditEvent.findMany({
      where: { type: 'auth.lockout', address: '192.0.2.50' },
    });
    expect(lockouts.map((event) => [event.actorId, event.values])).toEqual([
      [null, { procedure: { to: 'auth.login' }, refused_attempts: { to: 1 } }],
    ]);
    expect(signedInOf(await (await freshVisitor()).auth.login(h.admin)).user.id).toBe(h.admin.id);
    h.clock.now = new Date(start.getTime() + 61 * MINUTE);
    expect(signedInOf(await visitor.auth.login(h.admin)).user.id).toBe(h.admin.id);
  });

  it('counts an IPv6 client by its /64, an IPv4 one address by address', async () => {
    clockDaysAgo(12);
    const fail = async (clientAddress: string, attempt: number) =>
      expectError(
        (await h.anonymous({ clientAddress })).auth.login({
          email: `v6-${attempt}@example.com`,
          password: 'guess 1',
        }),
        'UNAUTHORIZED',
        'Invalid email or password',
      );
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await fail(`2001:db8:5:6:${attempt.toString(16)}::1`, attempt);
    }
    const sameNetwork = await h.anonymous({ clientAddress: '2001:db8:5:6:ffff:1:2:3' });
    await expectError(sameNetwork.auth.login(h.admin), 'TOO_MANY_REQUESTS', /from your network/);
    const nextNetwork = await h.anonymous({ clientAddress: '2001:db8:5:7::1' });
    expect(signedInOf(await nextNetwork.auth.login(h.admin)).user.id).toBe(h.admin.id);
  });
});

describe('password reset limits', () => {
  it('answers an unknown, expired or used token without hashing the new password', async () => {
    const visitor = await freshVisitor();
    const reset = (token: string) =>
      visitor.auth.resetPassword({ token, ...twice('never hashed') });
    const target = await h.createUser({ email: 'used-link@example.com' });
    const used = await resetTokenFor(target);
    await reset(used);
    const expiring = await resetTokenFor(target);
    h.clock.now = new Date(Date.now() + 61 * MINUTE);
    const hashesBefore = h.passwordWork.hashes;
    for (const token of ['made-up-token', used, expiring]) {
      await expectFieldError(reset(token), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'token',
        message: RESET_INVALID,
      });
    }
    expect(h.passwordWork.hashes).toBe(hashesBefore);
  });

  it('refuses an address’s 11th reset attempt within the hour with 429', async () => {
    const start = clockDaysAgo(8);
    const visitor = await freshVisitor();
    const reset = () =>
      visitor.auth.resetPassword({ token: 'guessed-token', ...twice('whatever 1') });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expectFieldError(reset(), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'token',
        message: RESET_INVALID,
      });
    }
    await expectError(reset(), 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 60 minutes.');
    await expectFieldError(
      (await freshVisitor()).auth.resetPassword({ token: 'guessed-token', ...twice('whatever 1') }),
      { code: 'UNPROCESSABLE_CONTENT', field: 'token', message: RESET_INVALID },
    );
    h.clock.now = new Date(start.getTime() + 61 * MINUTE);
    await expectFieldError(reset(), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: RESET_INVALID,
    });
  });

  it('refuses an address’s 11th forgot-password request within the hour with 429', async () => {
    const visitor = await freshVisitor();
    for (let request = 0; request < 10; request += 1) {
      expect(
        await visitor.auth.forgotPassword({ email: `someone-${request}@example.com` }),
      ).toEqual({ message: RESET_REQUESTED });
    }
    await expectError(
      visitor.auth.forgotPassword({ email: 'someone-else@example.com' }),
      'TOO_MANY_REQUESTS',
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    expect(
      await (await freshVisitor()).auth.forgotPassword({ email: 'someone-else@example.com' }),
    ).toEqual({ message: RESET_REQUESTED });
  });
});

describe('change password', () => {
  it('needs the current password, checks the new one twice, and names each field', async () => {
    const user = await h.createUser({
      email: 'changer-rules@example.com',
      password: 'current pw 1',
    });
    const own = await withToken(await h.issueToken(user.id));
    await expectFieldError(
      own.auth.changePassword({
        current_password: '',
        new_password: '12345',
        new_password_confirmation: '54321',
      }),
      { field: 'current_password', message: 'Current password is required' },
    );
    const fields = await expectFieldError(
      own.auth.changePassword({
        current_password: 'current pw 1',
        new_password: '12345',
        new_password_confirmation: '54321',
      }),
      { field: 'new_password', message: 'Password must be at least 6 characters long' },
    );
    expect(fields.new_password_confirmation).toEqual(['Passwords do not match']);
    await expectFieldError(
      own.auth.changePassword({ current_password: 'not the current one', ...twice('brand new 1') }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'current_password',
        message: 'Current password is incorrect',
      },
    );
    const visitor = await freshVisitor();
    expect(
      signedInOf(await visitor.auth.login({ email: user.email, password: 'current pw 1' })).user.id,
    ).toBe(user.id);
  });

  it('sets the new password and ends every other session and token of the user, not this one', async () => {
    const user = await h.createUser({ email: 'changer@example.com', password: 'first one 1' });
    const visitor = await freshVisitor();
    const current = signedInOf(
      await visitor.auth.login({ email: user.email, password: 'first one 1' }),
    ).token;
    const other = signedInOf(
      await visitor.auth.login({ email: user.email, password: 'first one 1' }),
    ).token;
    const adminToken = await h.issueToken();
    const link = await resetTokenFor(user);

    expect(
      await (
        await withToken(current)
      ).auth.changePassword({ current_password: 'first one 1', ...twice('second one 2') }),
    ).toEqual({ message: 'Password changed. Your other sessions have been signed out.' });

    expect((await (await withToken(current)).auth.me()).id).toBe(user.id);
    await expectError((await withToken(other)).auth.me(), 'UNAUTHORIZED', /token/);
    expect((await (await withToken(adminToken)).auth.me()).id).toBe(h.admin.id);
    await expectFieldError(visitor.auth.resetPassword({ token: link, ...twice('third one 3') }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: RESET_INVALID,
    });
    await expectError(
      visitor.auth.login({ email: user.email, password: 'first one 1' }),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    expect(
      signedInOf(await visitor.auth.login({ email: user.email, password: 'second one 2' })).user.id,
    ).toBe(user.id);
  });

  it('refuses a user’s 6th wrong current password within 15 minutes with 429', async () => {
    const start = clockDaysAgo(14);
    const user = await h.createUser({ email: 'changer-guess@example.com', password: 'current 1' });
    const own = await withToken(await h.issueToken(user.id));
    const change = (current: string) =>
      own.auth.changePassword({ current_password: current, ...twice('brand new 1') });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectFieldError(change(`wrong ${attempt}`), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'current_password',
        message: 'Current password is incorrect',
      });
    }
    const verifies = h.passwordWork.verifies;
    await expectError(
      change('current 1'),
      'TOO_MANY_REQUESTS',
      'Too many attempts. Try again in 15 minutes.',
    );
    expect(h.passwordWork.verifies).toBe(verifies);
    // Another session of the same user is the same user.
    await expectError(
      (await withToken(await h.issueToken(user.id))).auth.changePassword({
        current_password: 'current 1',
        ...twice('brand new 1'),
      }),
      'TOO_MANY_REQUESTS',
      /^Too many attempts/,
    );
    h.clock.now = new Date(start.getTime() + 15 * MINUTE);
    expect(await change('current 1')).toEqual({
      message: 'Password changed. Your other sessions have been signed out.',
    });
  });

  it('tells whether an account still has the development password, until it is changed', async () => {
    const user = await h.createUser({
      email: 'development@example.com',
      password: DEVELOPMENT_ADMIN_PASSWORD,
    });
    expect(await hasDevelopmentPassword(h.services, user.id)).toBe(true);
    expect(await hasDevelopmentPassword(h.services, h.admin.id)).toBe(false);
    await (
      await withToken(await h.issueToken(user.id))
    ).auth.changePassword({
      current_password: DEVELOPMENT_ADMIN_PASSWORD,
      ...twice('a better one'),
    });
    expect(await hasDevelopmentPassword(h.services, user.id)).toBe(false);
  });
});

describe('a password set on the server (npm run set-password)', () => {
  it('replaces the development password and ends every session and token of the account', async () => {
    const user = await h.createUser({
      email: 'operator-set@example.com',
      password: DEVELOPMENT_ADMIN_PASSWORD,
    });
    expect(await accountsWithDevelopmentPassword(h.services)).toContain(user.email);
    const token = await h.issueToken(user.id);
    await expectFieldError(
      setPasswordFromCommandLine(h.services, {
        email: user.email,
        password: DEVELOPMENT_ADMIN_PASSWORD,
      }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'new_password',
        message:
          'This is the development password, which anyone can read in the code. Choose another.',
      },
    );
    await expectFieldError(
      setPasswordFromCommandLine(h.services, { email: 'nobody@example.com', password: 'x1x2x3x4' }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'email',
        message: 'No account has this e-mail address.',
      },
    );

    const result = await setPasswordFromCommandLine(h.services, {
      email: ' Operator-Set@Example.com ',
      password: 'set on the server',
    });
    expect(result).toEqual({ email: user.email, sessionsEnded: 1 });
    expect(await accountsWithDevelopmentPassword(h.services)).not.toContain(user.email);
    await expectError((await withToken(token)).auth.me(), 'UNAUTHORIZED', /token/);
    const signedIn = signedInOf(
      await (await freshVisitor()).auth.login({ email: user.email, password: 'set on the server' }),
    );
    expect(signedIn.user.id).toBe(user.id);
    const event = await h.database.db.auditEvent.findFirst({
      where: { type: 'auth.password_set_by_operator', entityId: user.id },
    });
    expect(event?.actorEmail).toBe(user.email);
  });
});
