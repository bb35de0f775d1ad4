/**
 * Authenticator codes (TOTP): encryption of the secret, the ±1 step window, replay refusal,
 * recovery codes used once, the second step of a password sign-in (tRPC and REST), wrong codes
 * counted by the sign-in limit, a password reset that keeps the second step, and the reset of
 * two-factor by another staff member.
 */
import { createHash } from 'node:crypto';

import { PasswordTokenKind } from '@kasar/db';
import { TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { decryptSecret, encryptSecret, twoFactorKeyFrom } from '../auth/two-factor-crypto';
import { issuePasswordToken } from '../auth/tokens';
import { createHarness, type Caller, type Harness, type TestUser } from '../../test/harness';
import {
  expectError,
  expectFieldError,
  rejectionOf,
  signedInOf,
  secondStepOf as secondStep,
} from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { SoftPasskey } from '../../test/webauthn';
import {
  matchingStep,
  resetTwoFactorFromCommandLine,
  totpOf,
  upgradeRecoveryCodeHashes,
} from '../domain/two-factor';
import { listProcedures } from '../rest/procedures';
import { appRouter } from '../root';

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

const WRONG = 'This code is not right, or was already used. Please try again.';
const EXPIRED = 'This sign-in has expired. Please sign in with your password again.';
const NOT_THIS_ACCOUNTS = 'This passkey is not one of this account’s. Please try again.';
const ORIGIN = 'http://localhost:3999';

let clients = 0;
/** A client address no other test uses, so failure counts stay apart. */
const freshAddress = () => `203.0.113.${(clients += 1)}`;

/** The code an authenticator app shows for `secret` at the harness clock plus `stepOffset` steps. */
function codeFor(secret: string, stepOffset = 0): string {
  return totpOf(secret, '').generate({
    timestamp: h.clock.now.getTime() + stepOffset * 30_000,
  });
}

/** Moves the harness clock to the next 30-second step (and a few seconds into it). */
function nextStep() {
  h.clock.now = new Date((Math.floor(h.clock.now.getTime() / 30_000) + 1) * 30_000 + 5_000);
}

async function signedInCaller(user: TestUser): Promise<Caller> {
  const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
  const { token } = signedInOf(
    await visitor.auth.login({ email: user.email, password: user.password }),
  );
  return h.anonymous({ authToken: token, channel: 'web' });
}

/** A new account with two-factor on: its caller, secret and recovery codes. */
async function enrolledUser() {
  const user = await h.createUser();
  const caller = await signedInCaller(user);
  const { secret } = await caller.security.startTwoFactor();
  const { recovery_codes } = await caller.security.confirmTwoFactor({ code: codeFor(secret) });
  nextStep();
  return { user, caller, secret, recoveryCodes: recovery_codes };
}

/** The challenge of a right password for an account with two-factor on: no token yet. */
async function passwordStep(user: TestUser, visitor: Caller) {
  const outcome = await visitor.auth.login({ email: user.email, password: user.password });
  return secondStep(outcome).challenge;
}

describe('the secret at rest', () => {
  it('round-trips through AES-256-GCM and refuses another key or an altered value', () => {
    const key = twoFactorKeyFrom('a test AUTH_SECRET of at least 32 characters');
    const stored = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(stored).not.toBe(encryptSecret(key, 'JBSWY3DPEHPK3PXP'));
    expect(decryptSecret(key, stored)).toBe('JBSWY3DPEHPK3PXP');
    const other = twoFactorKeyFrom('another AUTH_SECRET of at least 32 characters');
    expect(() => decryptSecret(other, stored)).toThrow();
    const [version, iv, tag, ciphertext = ''] = stored.split('.');
    const altered = `${version}.${iv}.${tag}.${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => decryptSecret(key, altered)).toThrow();
  });

  it('is stored encrypted, and not in use until a first code confirms it', async () => {
    const user = await h.createUser();
    const caller = await signedInCaller(user);
    const setup = await caller.security.startTwoFactor();
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_svg).toMatch(/^<svg/);
    const row = await h.services.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpSecret).not.toContain(setup.secret);
    expect(row.totpEnabledAt).toBeNull();
    // Not on yet: the password alone still signs in.
    await signedInCaller(user);
    await expectFieldError(caller.security.confirmTwoFactor({ code: '000000' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'code',
      message: WRONG,
    });
    const { recovery_codes } = await caller.security.confirmTwoFactor({
      code: codeFor(setup.secret),
    });
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    const stored = await h.services.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.map((code) => code.codeHash)).not.toContain(recovery_codes[0]);
    expect(await caller.security.twoFactor()).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
    });
    const events = await h.services.db.auditEvent.findMany({ where: { entityId: user.id } });
    expect(events.map((event) => event.type)).toContain('auth.two_factor_enabled');
    // Nothing secret in the activity log.
    const logged = JSON.stringify(events);
    expect(logged).not.toContain(setup.secret);
    for (const code of recovery_codes) expect(logged).not.toContain(code);
  });
});

describe('recovery codes at rest', () => {
  it('are stored as keyed hashes, and the plain hashes of older rows are upgraded in place', async () => {
    const { user, caller, recoveryCodes } = await enrolledUser();
    const plain = (code: string) =>
      createHash('sha256').update(code.replace('-', '')).digest('hex');
    const stored = await h.services.db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored.every((row) => row.keyed)).toBe(true);
    // Without AUTH_SECRET's key, a copy of the table says nothing about the codes.
    expect(stored.map((row) => row.codeHash)).not.toContain(plain(recoveryCodes[0] ?? ''));
    // A row from before keyed hashes still signs in, before and after the upgrade.
    const legacyCodes = ['abcde-fghjk', 'mnpqr-stuvw'];
    await h.services.db.recoveryCode.createMany({
      data: legacyCodes.map((code) => ({ userId: user.id, codeHash: plain(code), keyed: false })),
    });
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    await visitor.auth.loginSecondStep({
      challenge: await passwordStep(user, visitor),
      code: legacyCodes[0] ?? '',
    });
    expect(await upgradeRecoveryCodeHashes(h.services)).toBe(2);
    expect(await upgradeRecoveryCodeHashes(h.services)).toBe(0);
    const upgraded = await h.services.db.recoveryCode.findMany({
      where: { userId: user.id, keyed: true },
    });
    expect(upgraded.map((row) => row.codeHash)).not.toContain(plain(legacyCodes[1] ?? ''));
    await visitor.auth.loginSecondStep({
      challenge: await passwordStep(user, visitor),
      code: legacyCodes[1] ?? '',
    });
    expect((await caller.security.twoFactor()).recovery_codes_left).toBe(10);
  });
});

describe('codes', () => {
  it('accepts the previous, current and next step, not two steps away', () => {
    const totp = new TOTP({ secret: 'JBSWY3DPEHPK3PXP' });
    const now = new Date('2026-11-27T10:00:15Z');
    const at = (offset: number) => totp.generate({ timestamp: now.getTime() + offset * 30_000 });
    const current = Math.floor(now.getTime() / 30_000);
    expect(matchingStep('JBSWY3DPEHPK3PXP', at(0), now)).toBe(current);
    expect(matchingStep('JBSWY3DPEHPK3PXP', at(-1), now)).toBe(current - 1);
    expect(matchingStep('JBSWY3DPEHPK3PXP', at(1), now)).toBe(current + 1);
    expect(matchingStep('JBSWY3DPEHPK3PXP', at(-2), now)).toBeNull();
    expect(matchingStep('JBSWY3DPEHPK3PXP', at(2), now)).toBeNull();
    expect(matchingStep('JBSWY3DPEHPK3PXP', 'abcdef', now)).toBeNull();
  });
});

describe('the second step of a sign-in', () => {
  it('gives no token for the password alone; a code completes it once', async () => {
    const { user, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const tokensBefore = await h.services.db.authToken.count({ where: { userId: user.id } });
    const challenge = await passwordStep(user, visitor);
    expect(await h.services.db.authToken.count({ where: { userId: user.id } })).toBe(tokensBefore);

    const code = codeFor(secret);
    const signedIn = await visitor.auth.loginSecondStep({ challenge, code });
    expect(signedIn.user.id).toBe(user.id);
    const me = await h.anonymous({ authToken: signedIn.token, channel: 'web' });
    expect((await me.auth.me()).id).toBe(user.id);
    // The challenge worked once.
    await expectFieldError(visitor.auth.loginSecondStep({ challenge, code }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'challenge',
      message: EXPIRED,
    });
  });

  it('refuses a code used once in its window, even with a new challenge', async () => {
    const { user, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const code = codeFor(secret);
    await visitor.auth.loginSecondStep({ challenge: await passwordStep(user, visitor), code });
    const again = await passwordStep(user, visitor);
    await expectError(
      visitor.auth.loginSecondStep({ challenge: again, code }),
      'UNAUTHORIZED',
      WRONG,
    );
    // The next step's code works.
    nextStep();
    const later = await visitor.auth.loginSecondStep({ challenge: again, code: codeFor(secret) });
    expect(later.user.id).toBe(user.id);
  });

  it('takes each recovery code once', async () => {
    const { user, caller, recoveryCodes } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const recovery = recoveryCodes[3] ?? '';
    const first = await visitor.auth.loginSecondStep({
      challenge: await passwordStep(user, visitor),
      code: recovery.toUpperCase(),
    });
    expect(first.user.id).toBe(user.id);
    await expectError(
      visitor.auth.loginSecondStep({
        challenge: await passwordStep(user, visitor),
        code: recovery,
      }),
      'UNAUTHORIZED',
      WRONG,
    );
    expect((await caller.security.twoFactor()).recovery_codes_left).toBe(9);
    const used = await h.services.db.auditEvent.count({
      where: { type: 'auth.recovery_code_used', entityId: user.id },
    });
    expect(used).toBe(1);
    // New codes replace the old ones.
    const { recovery_codes } = await caller.security.regenerateRecoveryCodes();
    await expectError(
      visitor.auth.loginSecondStep({
        challenge: await passwordStep(user, visitor),
        code: recoveryCodes[4] ?? '',
      }),
      'UNAUTHORIZED',
      WRONG,
    );
    const fresh = await visitor.auth.loginSecondStep({
      challenge: await passwordStep(user, visitor),
      code: recovery_codes[0] ?? '',
    });
    expect(fresh.user.id).toBe(user.id);
  });

  it('counts wrong codes toward the account’s sign-in limit, and records them', async () => {
    const { user, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const challenge = await passwordStep(user, visitor);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectError(
        visitor.auth.loginSecondStep({ challenge, code: '000000' }),
        'UNAUTHORIZED',
        WRONG,
      );
    }
    // A right code is refused too now, and so is the password (the same count).
    await expectError(
      visitor.auth.loginSecondStep({ challenge, code: codeFor(secret) }),
      'TOO_MANY_REQUESTS',
      /Too many/,
    );
    await expectError(
      visitor.auth.login({ email: user.email, password: user.password }),
      'TOO_MANY_REQUESTS',
      /Too many/,
    );
    const failed = await h.services.db.auditEvent.count({
      where: { type: 'auth.second_factor_failed', entityId: user.id },
    });
    expect(failed).toBe(5);
  });

  it('does not let a right password wipe the wrong codes before it', async () => {
    const { user, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const challenge = await passwordStep(user, visitor);
      await expectError(
        visitor.auth.loginSecondStep({ challenge, code: '000000' }),
        'UNAUTHORIZED',
        WRONG,
      );
    }
    // Four wrong codes, each after a right password: the fifth wrong code locks it all the same.
    const challenge = await passwordStep(user, visitor);
    await rejectionOf(visitor.auth.loginSecondStep({ challenge, code: '000000' }));
    await expectError(
      visitor.auth.loginSecondStep({ challenge, code: codeFor(secret) }),
      'TOO_MANY_REQUESTS',
      /Too many/,
    );
  });

  it('locks the account after 20 wrong codes from any address, mailing that the password was right', async () => {
    const { user } = await enrolledUser();
    const first = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const challenge = await passwordStep(user, first);
    for (let visitor = 0; visitor < 4; visitor += 1) {
      const from = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await rejectionOf(from.auth.loginSecondStep({ challenge, code: '000000' }));
      }
    }
    const last = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    await expectError(
      last.auth.loginSecondStep({ challenge, code: '000000' }),
      'TOO_MANY_REQUESTS',
      /^Too many failed sign-ins for this account\./,
    );
    const mails = h.sentMail.filter(
      (mail) => mail.to === user.email && mail.subject === 'Sign-in to your account was locked',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Someone typed your password correctly');
    // The activity log names whose account it was, although the second step names no e-mail.
    const lockout = await h.services.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.lockout', entityId: user.id },
    });
    expect(lockout).toMatchObject({ entityId: user.id, entityLabel: user.email });
  });

  it('expires the challenge after 5 minutes', async () => {
    const { user, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const challenge = await passwordStep(user, visitor);
    h.clock.now = new Date(h.clock.now.getTime() + 5 * 60_000 + 1_000);
    await expectFieldError(visitor.auth.loginSecondStep({ challenge, code: codeFor(secret) }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'challenge',
      message: EXPIRED,
    });
  });
});

/** Registers a software passkey on the caller's account. */
async function addPasskey(caller: Caller) {
  const passkey = new SoftPasskey(ORIGIN);
  const options = await caller.security.passkeyOptions();
  await caller.security.addPasskey({ name: 'Laptop', response: passkey.register(options) });
  return passkey;
}

/** The second step a right password leads to: the challenge, the methods and the message. */
async function secondStepOf(user: TestUser, visitor: Caller) {
  const { challenge, methods, message } = secondStep(
    await visitor.auth.login({ email: user.email, password: user.password }),
  );
  return { challenge, methods, message };
}

describe('a passkey as the second step', () => {
  it('is asked for after the password of an account with only a passkey, and completes it once', async () => {
    const user = await h.createUser();
    const passkey = await addPasskey(await signedInCaller(user));
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const tokensBefore = await h.services.db.authToken.count({ where: { userId: user.id } });
    const step = await secondStepOf(user, visitor);
    expect(step.methods).toEqual(['passkey']);
    expect(step.message).toBe('Use your passkey to finish signing in');
    expect(await h.services.db.authToken.count({ where: { userId: user.id } })).toBe(tokensBefore);

    const options = await visitor.auth.loginSecondStepOptions({ challenge: step.challenge });
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.id]);
    const signedIn = await visitor.auth.loginSecondStep({
      challenge: step.challenge,
      passkey: passkey.authenticate(options),
    });
    expect(signedIn.user.id).toBe(user.id);
    const recorded = await h.services.db.auditEvent.count({
      where: {
        type: 'auth.sign_in',
        entityId: user.id,
        values: { path: ['second_factor', 'to'], equals: 'passkey' },
      },
    });
    expect(recorded).toBe(1);
    // The challenge worked once.
    await expectFieldError(visitor.auth.loginSecondStepOptions({ challenge: step.challenge }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'challenge',
      message: EXPIRED,
    });
  });

  it('refuses another account’s passkey, and a code from an account without codes', async () => {
    const user = await h.createUser();
    const caller = await signedInCaller(user);
    await addPasskey(caller);
    const othersPasskey = await addPasskey(await signedInCaller(await h.createUser()));
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const { challenge } = await secondStepOf(user, visitor);
    const options = await visitor.auth.loginSecondStepOptions({ challenge });
    await expectError(
      visitor.auth.loginSecondStep({ challenge, passkey: othersPasskey.authenticate(options) }),
      'UNAUTHORIZED',
      NOT_THIS_ACCOUNTS,
    );
    // A secret whose enrolment is still unconfirmed answers nothing either.
    const { secret } = await caller.security.startTwoFactor();
    expect((await secondStepOf(user, visitor)).methods).toEqual(['passkey']);
    await expectError(
      visitor.auth.loginSecondStep({ challenge, code: codeFor(secret) }),
      'UNAUTHORIZED',
      WRONG,
    );
    const failed = await h.services.db.auditEvent.count({
      where: { type: 'auth.second_factor_failed', entityId: user.id },
    });
    expect(failed).toBe(2);
  });

  it('is offered next to codes when the account has both; an account with codes only has no passkey options', async () => {
    const { user, caller, secret } = await enrolledUser();
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const codesOnly = await secondStepOf(user, visitor);
    expect(codesOnly.methods).toEqual(['code']);
    await expectFieldError(
      visitor.auth.loginSecondStepOptions({ challenge: codesOnly.challenge }),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'challenge',
        message: 'This account has no passkey. Please enter a code instead.',
      },
    );

    const passkey = await addPasskey(caller);
    const both = await secondStepOf(user, visitor);
    expect(both.methods).toEqual(['code', 'passkey']);
    expect(both.message).toBe(
      'Enter the code from your authenticator app, or a recovery code, to finish signing in',
    );
    const options = await visitor.auth.loginSecondStepOptions({ challenge: both.challenge });
    const byPasskey = await visitor.auth.loginSecondStep({
      challenge: both.challenge,
      passkey: passkey.authenticate(options),
    });
    expect(byPasskey.user.id).toBe(user.id);
    const byCode = await visitor.auth.loginSecondStep({
      challenge: (await secondStepOf(user, visitor)).challenge,
      code: codeFor(secret),
    });
    expect(byCode.user.id).toBe(user.id);
  });

  it('names the field when neither a code nor a passkey is sent, or both', async () => {
    const user = await h.createUser();
    const passkey = await addPasskey(await signedInCaller(user));
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const { challenge } = await secondStepOf(user, visitor);
    await expectFieldError(visitor.auth.loginSecondStep({ challenge }), {
      field: 'code',
      message: 'Code is required',
    });
    const options = await visitor.auth.loginSecondStepOptions({ challenge });
    await expectFieldError(
      visitor.auth.loginSecondStep({
        challenge,
        code: '123456',
        passkey: passkey.authenticate(options),
      }),
      { field: 'passkey', message: 'Send a code or a passkey, not both' },
    );
  });
});

describe('recovery of an account', () => {
  it('keeps the second step after a password reset', async () => {
    const { user, secret } = await enrolledUser();
    const resetToken = await issuePasswordToken(
      h.services.db,
      user.id,
      PasswordTokenKind.RESET,
      h.clock.now,
    );
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    await visitor.auth.resetPassword({
      token: resetToken,
      new_password: 'a new password 1',
      new_password_confirmation: 'a new password 1',
    });
    const { challenge } = secondStep(
      await visitor.auth.login({ email: user.email, password: 'a new password 1' }),
    );
    const signedIn = await visitor.auth.loginSecondStep({ challenge, code: codeFor(secret) });
    expect(signedIn.user.id).toBe(user.id);
  });

  it('lets another staff member reset it, recorded in the activity log', async () => {
    const { user, caller } = await enrolledUser();
    const colleague = await signedInCaller(await h.createUser());
    const answer = await colleague.team.resetTwoFactor({ id: user.id });
    expect(answer.message).toBe('Two-factor sign-in was reset');
    // The caller's context was made before the reset ended its session: it still reads.
    expect((await caller.security.twoFactor()).enabled).toBe(false);
    // The password alone signs in again.
    await signedInCaller(user);
    const event = await h.services.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.two_factor_reset', entityId: user.id },
    });
    expect(event.actorId).not.toBe(user.id);
  });

  it('is reset by the operator’s command, recorded with the account as actor', async () => {
    const { user, caller } = await enrolledUser();
    expect(
      await resetTwoFactorFromCommandLine(h.services, ` ${user.email.toUpperCase()} `),
    ).toEqual({ email: user.email });
    expect((await caller.security.twoFactor()).enabled).toBe(false);
    const event = await h.services.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.two_factor_reset', entityId: user.id },
    });
    expect(event.actorId).toBe(user.id);
    // The same as a colleague's: every session ends, and the holder hears who did it.
    expect(await h.services.db.authToken.count({ where: { userId: user.id } })).toBe(0);
    const mail = h.sentMail.find(
      (sent) => sent.to === user.email && sent.subject === 'Your two-factor sign-in was reset',
    );
    expect(mail?.text).toContain('the server’s operator reset your');
    await expectFieldError(resetTwoFactorFromCommandLine(h.services, 'nobody@example.com'), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'email',
      message: 'No account has this e-mail address.',
    });
  });

  it('ends passkeys and every session and token too, and mails the account’s holder', async () => {
    const { user, caller } = await enrolledUser();
    const passkey = new SoftPasskey(ORIGIN);
    await caller.security.addPasskey({
      name: 'Lost phone',
      response: passkey.register(await caller.security.passkeyOptions()),
    });
    const apiToken = await h.issueToken(user.id);
    const colleagueUser = await h.createUser({ name: 'Helpful Colleague' });
    const colleague = await signedInCaller(colleagueUser);
    await colleague.team.resetTwoFactor({ id: user.id });
    expect(await h.services.db.passkey.count({ where: { userId: user.id } })).toBe(0);
    expect(await h.services.db.authToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await h.services.db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    // A token of the account (or a stolen one) is refused from its next call.
    await expectError(
      (await h.anonymous({ authToken: apiToken })).auth.me(),
      'UNAUTHORIZED',
      /token/,
    );
    // The lost passkey signs in no more, alone or as the second step.
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const options = await visitor.auth.passkeyOptions();
    await expectError(
      visitor.auth.passkeyLogin({ response: passkey.authenticate(options) }),
      'UNAUTHORIZED',
      'This passkey is not recognised. Please sign in with your password.',
    );
    const event = await h.services.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.two_factor_reset', entityId: user.id },
    });
    expect(event.values).toMatchObject({
      // Passkeys are WebAuthn credentials (a field named '…key…' would be withheld as a secret).
      credentials_removed: { to: 1 },
      sessions_ended: { to: 2 },
    });
    const mail = h.sentMail.find(
      (sent) => sent.to === user.email && sent.subject === 'Your two-factor sign-in was reset',
    );
    expect(mail?.text).toContain(`Helpful Colleague (${colleagueUser.email}) reset your`);
    expect(mail?.text).toContain('passkeys were removed');
  });

  it('resets an account whose only second factor is a passkey, offered on the Team screen', async () => {
    const user = await h.createUser();
    const caller = await signedInCaller(user);
    const passkey = new SoftPasskey(ORIGIN);
    await caller.security.addPasskey({
      name: 'Only key',
      response: passkey.register(await caller.security.passkeyOptions()),
    });
    const colleague = await signedInCaller(await h.createUser());
    const row = (await colleague.team.list()).find((member) => member.id === user.id);
    expect(row?.two_factor).toBe(true);
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    await passwordStep(user, visitor);
    await colleague.team.resetTwoFactor({ id: user.id });
    // The password alone signs in again: the passkey was the second step.
    await signedInCaller(user);
    expect((await colleague.team.list()).find((member) => member.id === user.id)?.two_factor).toBe(
      false,
    );
  });

  it('refuses to reset one’s own from the Team screen', async () => {
    const { caller } = await enrolledUser();
    const me = (await caller.team.list()).find((member) => member.is_you);
    expect(me?.two_factor).toBe(true);
    await expectError(
      caller.team.resetTwoFactor({ id: me?.id ?? '' }),
      'FORBIDDEN',
      /cannot reset your own/,
    );
  });

  it('turns off with a current code', async () => {
    const { user, caller, secret } = await enrolledUser();
    await expectFieldError(caller.security.disableTwoFactor({ code: '000000' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'code',
      message: WRONG,
    });
    await caller.security.disableTwoFactor({ code: codeFor(secret) });
    await signedInCaller(user);
  });

  it('limits wrong codes at turning it off like the sign-in’s: the 6th is refused', async () => {
    const { user, secret } = await enrolledUser();
    const caller = await h.anonymous({
      authToken: await h.issueToken(user.id),
      clientAddress: freshAddress(),
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expectFieldError(caller.security.disableTwoFactor({ code: `00000${attempt}` }), {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'code',
        message: WRONG,
      });
    }
    await expectError(
      caller.security.disableTwoFactor({ code: codeFor(secret) }),
      'TOO_MANY_REQUESTS',
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    expect((await caller.security.twoFactor()).enabled).toBe(true);
  });
});

describe('requiring it', () => {
  afterAll(async () => {
    const admin = await h.signedIn();
    await admin.security.setTwoFactorRequired({ required: false });
  });

  it('sends staff without a second factor to the set-up after the grace, invited users at once', async () => {
    const user = await h.createUser();
    const admin = await h.signedIn();
    const policy = await admin.security.setTwoFactorRequired({ required: true });
    expect(policy).toMatchObject({ required: true, grace_sign_ins: 3 });
    const signIns: boolean[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const caller = await signedInCaller(user);
      signIns.push((await caller.security.twoFactorPolicy()).must_enrol);
    }
    // Three sign-ins of grace, then the set-up first.
    expect(signIns).toEqual([false, false, false, true]);
    // A passkey is a second factor too: past the grace, a user with one is not sent to set-up.
    const withPasskey = await h.createUser();
    // Signed in before the passkey is added: with one, the password alone no longer signs in.
    const passkeyUser = await signedInCaller(withPasskey);
    await h.database.db.user.update({
      where: { id: withPasskey.id },
      data: { signInsWithoutSecondFactor: 10 },
    });
    await h.database.db.passkey.create({
      data: {
        userId: withPasskey.id,
        credentialId: `credential-${withPasskey.id}`,
        publicKey: Buffer.from('not a real key'),
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Office laptop',
      },
    });
    expect((await passkeyUser.security.twoFactorPolicy()).must_enrol).toBe(false);
    const caller = await signedInCaller(user);
    const { secret } = await caller.security.startTwoFactor();
    await caller.security.confirmTwoFactor({ code: codeFor(secret) });
    expect((await caller.security.twoFactorPolicy()).must_enrol).toBe(false);

    // An invited user joins with no grace.
    const invited = await admin.team.invite({
      name: 'New Joiner',
      email: 'joiner-2fa@example.com',
    });
    const link = await issuePasswordToken(
      h.services.db,
      invited.id,
      PasswordTokenKind.INVITE,
      h.clock.now,
    );
    const visitor = await h.anonymous({ clientAddress: freshAddress() });
    await visitor.team.acceptInvitation({
      token: link,
      new_password: 'joiner password 1',
      new_password_confirmation: 'joiner password 1',
    });
    const joiner = await signedInCaller({
      id: invited.id,
      email: 'joiner-2fa@example.com',
      name: 'New Joiner',
      password: 'joiner password 1',
    });
    expect((await joiner.security.twoFactorPolicy()).must_enrol).toBe(true);

    // Off again: nobody is sent anywhere.
    await admin.security.setTwoFactorRequired({ required: false });
    expect((await joiner.security.twoFactorPolicy()).must_enrol).toBe(false);
    const event = await h.services.db.auditEvent.findFirst({
      where: { type: 'auth.two_factor_requirement_changed' },
    });
    expect(event).not.toBeNull();
  });
});

describe('requiring it, on every path', () => {
  let server: RestServer;
  beforeAll(async () => {
    server = await startRestServer(h.services);
  });
  afterAll(async () => {
    await server.close();
    const admin = await h.signedIn();
    await admin.security.setTwoFactorRequired({ required: false });
  });

  const SET_UP_FIRST =
    'Your organization requires two-factor sign-in. Set up an authenticator app or add a passkey to continue.';

  it('answers nothing but sign-out and the set-up past the grace, over tRPC and REST', async () => {
    const admin = await h.signedIn();
    await admin.security.setTwoFactorRequired({ required: true });
    const user = await h.createUser();
    await h.database.db.user.update({
      where: { id: user.id },
      data: { signInsWithoutSecondFactor: 4 },
    });
    const token = await h.issueToken(user.id);
    const caller = await h.anonymous({ authToken: token });
    // The same session reads no inquiry, no backup, no team, whichever way it asks.
    for (const refused of [
      caller.contacts.list({}),
      caller.backup.download(),
      caller.team.list(),
      caller.auth.changePassword({
        current_password: user.password,
        new_password: 'another one 12',
        new_password_confirmation: 'another one 12',
      }),
    ]) {
      const error = await expectError(refused, 'FORBIDDEN', SET_UP_FIRST);
      expect(error.message).not.toMatch(/token/i);
    }
    const call = restClient(server.url);
    for (const path of [
      '/dashboard/contact-submissions',
      '/dashboard/backup',
      '/dashboard/users',
    ]) {
      const answer = await call('GET', path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
      expect(answer.body).toEqual({
        success: false,
        message: SET_UP_FIRST,
        data: { second_factor_set_up_required: true },
      });
    }
    // What setting up a factor needs is answered: who am I, the Security screen, the set-up.
    expect((await caller.auth.me()).id).toBe(user.id);
    expect((await caller.security.twoFactorPolicy()).must_enrol).toBe(true);
    await caller.security.sessions();
    const { secret } = await caller.security.startTwoFactor();
    await caller.security.confirmTwoFactor({ code: codeFor(secret) });
    expect(await caller.contacts.list({})).toBeDefined();
    expect((await call('GET', '/dashboard/users', { token })).status).toBe(200);
    await caller.auth.logout();
  });

  it('lets through only the procedures that setting up a factor needs', () => {
    const duringSetUp = listProcedures(appRouter)
      .filter((procedure) => procedure.meta.duringSetUp)
      .map((procedure) => procedure.path);
    expect(duringSetUp.sort()).toEqual(
      [
        'auth.logout',
        'auth.me',
        'auth.proofStatus',
        'auth.confirm',
        'auth.confirmPasskeyOptions',
        'security.passkeys',
        'security.passkeyOptions',
        'security.addPasskey',
        'security.sessions',
        'security.endSession',
        'security.endOtherSessions',
        'security.twoFactor',
        'security.startTwoFactor',
        'security.confirmTwoFactor',
        'security.twoFactorPolicy',
      ].sort(),
    );
  });
});

describe('over REST', () => {
  let server: RestServer;
  beforeAll(async () => {
    server = await startRestServer(h.services);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 403 with a challenge, and the second call gives the bearer token', async () => {
    const { user, secret } = await enrolledUser();
    const call = restClient(server.url);
    const client = freshAddress();
    const first = await call('POST', '/dashboard/auth/login', {
      json: { email: user.email, password: user.password },
      client,
    });
    expect(first.status).toBe(403);
    expect(first.body.message).toBe(
      'Enter the code from your authenticator app, or a recovery code, to finish signing in',
    );
    const data = first.body.data as { second_factor_required: boolean; challenge: string };
    expect(data.second_factor_required).toBe(true);
    expect(JSON.stringify(first.body)).not.toMatch(/"token"/);

    const wrong = await call('POST', '/dashboard/auth/login/second-step', {
      json: { challenge: data.challenge, code: '000000' },
      client,
    });
    expect(wrong.status).toBe(401);
    const second = await call('POST', '/dashboard/auth/login/second-step', {
      json: { challenge: data.challenge, code: codeFor(secret) },
      client,
    });
    expect(second.status).toBe(200);
    const { token } = second.body.data as { token: string };
    const me = await call('GET', '/dashboard/auth/me', { token });
    expect((me.body.data as { id: string }).id).toBe(user.id);
  });

  it('completes the second step with a passkey over HTTP', async () => {
    const user = await h.createUser();
    const passkey = await addPasskey(await signedInCaller(user));
    const call = restClient(server.url);
    const client = freshAddress();
    const first = await call('POST', '/dashboard/auth/login', {
      json: { email: user.email, password: user.password },
      client,
    });
    expect(first.status).toBe(403);
    const data = first.body.data as { challenge: string; methods: string[] };
    expect(data.methods).toEqual(['passkey']);
    const options = await call('POST', '/dashboard/auth/login/second-step/passkey-options', {
      json: { challenge: data.challenge },
      client,
    });
    expect(options.status).toBe(200);
    const second = await call('POST', '/dashboard/auth/login/second-step', {
      json: {
        challenge: data.challenge,
        passkey: passkey.authenticate(options.body.data as { challenge: string }),
      },
      client,
    });
    expect(second.status).toBe(200);
    const { token } = second.body.data as { token: string };
    const me = await call('GET', '/dashboard/auth/me', { token });
    expect((me.body.data as { id: string }).id).toBe(user.id);
  });

  it('enrols, renews recovery codes, turns off and resets a colleague’s over HTTP', async () => {
    const call = restClient(server.url);
    const user = await h.createUser();
    const bearer = async (account: TestUser) => {
      const login = await call('POST', '/dashboard/auth/login', {
        json: { email: account.email, password: account.password },
        client: freshAddress(),
      });
      return (login.body.data as { token: string }).token;
    };
    const token = await bearer(user);
    const off = await call('GET', '/dashboard/security/two-factor', { token });
    expect(off.body.data).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const setup = await call('POST', '/dashboard/security/two-factor/setup', { token });
    const { secret } = setup.body.data as { secret: string };
    const confirmed = await call('POST', '/dashboard/security/two-factor/confirm', {
      token,
      json: { code: codeFor(secret) },
    });
    expect(confirmed.body.message).toBe('Two-factor sign-in is on');
    expect((confirmed.body.data as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    const renewed = await call('POST', '/dashboard/security/two-factor/recovery-codes', { token });
    const { recovery_codes } = renewed.body.data as { recovery_codes: string[] };
    const disabled = await call('POST', '/dashboard/security/two-factor/disable', {
      token,
      json: { code: recovery_codes[0] },
    });
    expect(disabled.body.message).toBe('Two-factor sign-in is off');

    // On again, then reset by a colleague.
    const again = await call('POST', '/dashboard/security/two-factor/setup', { token });
    nextStep();
    await call('POST', '/dashboard/security/two-factor/confirm', {
      token,
      json: { code: codeFor((again.body.data as { secret: string }).secret) },
    });
    const colleague = await bearer(await h.createUser());
    const reset = await call('POST', `/dashboard/users/${user.id}/two-factor/reset`, {
      token: colleague,
    });
    expect(reset.body.message).toBe('Two-factor sign-in was reset');
    expect(await bearer(user)).toEqual(expect.any(String));

    const required = await call('PUT', '/dashboard/security/two-factor/policy', {
      token: colleague,
      json: { required: true },
    });
    expect(required.body.data).toMatchObject({ required: true, grace_sign_ins: 3 });
    const policy = await call('GET', '/dashboard/security/two-factor/policy', { token: colleague });
    expect(policy.body.data).toMatchObject({ required: true });
    await call('PUT', '/dashboard/security/two-factor/policy', {
      token: colleague,
      json: { required: false },
    });
  });
});
