/**
 * Passkeys and sessions: registration and sign-in with a software passkey (real signatures),
 * single-use and expiring challenges, the Security screen's session list and ending sessions,
 * the new-device mail, and the same over REST.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Caller, type Harness, type TestUser } from '../../test/harness';
import {
  expectError,
  expectFieldError,
  expectNoSecrets,
  expectRouterAdminOnly,
  signedInOf,
  secondStepOf,
} from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { SoftPasskey } from '../../test/webauthn';
import { CHALLENGE_TTL_MS, passkeySignInOptions, verifyPasskeyAssertion } from '../domain/passkeys';
import { createContext } from '../context';
import { deviceOf } from '../domain/sessions';
import { createCaller } from '../index';
import { createServices } from '../services';
import { securityRouter } from './security';

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

const ORIGIN = 'http://localhost:3999';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NOT_VERIFIED = 'The passkey could not be verified, or its request expired. Please try again.';
const NOT_RECOGNISED = 'This passkey is not recognised. Please sign in with your password.';

let clients = 0;
/** A client address no other test uses, so failure counts stay apart. */
const freshAddress = () => `198.51.100.${(clients += 1)}`;

/** A new account signed in with its password from `userAgent`: its caller and token. */
async function signedInUser(userAgent = CHROME_LINUX) {
  const user = await h.createUser();
  const { caller, token } = await passwordSignIn(user, userAgent);
  return { user, caller, token };
}

async function passwordSignIn(user: TestUser, userAgent: string) {
  const visitor = await h.anonymous({ userAgent, clientAddress: freshAddress(), channel: 'web' });
  const { token } = signedInOf(
    await visitor.auth.login({ email: user.email, password: user.password }),
  );
  return { caller: await callerWith(token, userAgent), token };
}

function callerWith(token: string, userAgent = CHROME_LINUX): Promise<Caller> {
  return h.anonymous({ authToken: token, userAgent, channel: 'web' });
}

/** Registers a software passkey on the caller's account under `name`. */
async function addPasskey(caller: Caller, name = 'Laptop', behaviour = { counts: true }) {
  const passkey = new SoftPasskey(ORIGIN, behaviour);
  const options = await caller.security.passkeyOptions();
  const added = await caller.security.addPasskey({ name, response: passkey.register(options) });
  return { passkey, added };
}

async function passkeySignIn(passkey: SoftPasskey, userAgent = CHROME_LINUX) {
  const visitor = await h.anonymous({ userAgent, clientAddress: freshAddress(), channel: 'web' });
  const options = await visitor.auth.passkeyOptions();
  return { visitor, response: passkey.authenticate(options) };
}

it('answers only signed-in staff', async () => {
  await expectRouterAdminOnly(h, securityRouter, {
    passkeys: (c) => c.security.passkeys(),
    passkeyOptions: (c) => c.security.passkeyOptions(),
    addPasskey: (c) =>
      c.security.addPasskey({
        name: 'Key',
        response: new SoftPasskey(ORIGIN).register({ challenge: 'AAAA', user: { id: 'dQ' } }),
      }),
    renamePasskey: (c) => c.security.renamePasskey({ id: 'missing', name: 'Key' }),
    removePasskey: (c) => c.security.removePasskey({ id: 'missing' }),
    sessions: (c) => c.security.sessions(),
    endSession: (c) => c.security.endSession({ id: 'missing' }),
    endOtherSessions: (c) => c.security.endOtherSessions(),
    twoFactor: (c) => c.security.twoFactor(),
    startTwoFactor: (c) => c.security.startTwoFactor(),
    confirmTwoFactor: (c) => c.security.confirmTwoFactor({ code: '123456' }),
    disableTwoFactor: (c) => c.security.disableTwoFactor({ code: '123456' }),
    regenerateRecoveryCodes: (c) => c.security.regenerateRecoveryCodes(),
    twoFactorPolicy: (c) => c.security.twoFactorPolicy(),
    setTwoFactorRequired: (c) => c.security.setTwoFactorRequired({ required: false }),
  });
});

describe('passkeys', () => {
  it('registers a discoverable passkey for the relying party of APP_URL and lists it', async () => {
    const { user, caller } = await signedInUser();
    const options = await caller.security.passkeyOptions();
    expect(options.rp.id).toBe('localhost');
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection?.residentKey).toBe('required');
    const passkey = new SoftPasskey(ORIGIN);
    const added = await caller.security.addPasskey({
      name: 'Work laptop',
      response: passkey.register(options),
    });
    expect(added).toMatchObject({ name: 'Work laptop', last_used_at: null });
    expect(await caller.security.passkeys()).toEqual([added]);
    const stored = await h.database.db.passkey.findUniqueOrThrow({ where: { id: added.id } });
    expect(stored).toMatchObject({ credentialId: passkey.id, counter: 0n, userId: user.id });
    // The next registration excludes it, so the same authenticator is not added twice.
    const again = await caller.security.passkeyOptions();
    expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([passkey.id]);
  });

  it('signs in with the passkey alone, updating its counter and last use', async () => {
    const { user, caller } = await signedInUser();
    const { passkey, added } = await addPasskey(caller);
    h.clock.now = new Date(Date.now() + 60_000);
    const { visitor, response } = await passkeySignIn(passkey);
    const signedIn = await visitor.auth.passkeyLogin({ response });
    expect(signedIn.user).toEqual({ id: user.id, name: user.name, email: user.email });
    expect(await (await callerWith(signedIn.token)).auth.me()).toMatchObject({ id: user.id });
    const [listed] = await caller.security.passkeys();
    expect(listed?.last_used_at).toBe(h.clock.now.toISOString());
    const stored = await h.database.db.passkey.findUniqueOrThrow({ where: { id: added.id } });
    expect(stored.counter).toBe(1n);
    const event = await h.database.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.sign_in_passkey', actorId: user.id },
    });
    expect(event).toMatchObject({ entityId: added.id, entityLabel: 'Laptop' });
    expectNoSecrets(event.values);
  });

  it('signs in alone only with a passkey that verified its user, as the second step without', async () => {
    const { user, caller } = await signedInUser();
    const { passkey } = await addPasskey(caller);
    // A security key that checks only that someone touched it (no PIN, no fingerprint).
    passkey.userVerified = false;
    const { visitor } = await passkeySignIn(passkey);
    const options = await visitor.auth.passkeyOptions();
    expect(options.userVerification).toBe('required');
    await expectError(
      visitor.auth.passkeyLogin({ response: passkey.authenticate(options) }),
      'UNAUTHORIZED',
      'This passkey did not check that it is you (a PIN, fingerprint or face). Please try again.',
    );
    const refused = await h.database.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.sign_in_failed', entityId: user.id },
    });
    expect(refused.values).toMatchObject({ user_verified: { to: false } });
    // After the right password, holding the key is the second factor: that is enough.
    const { challenge } = secondStepOf(
      await visitor.auth.login({ email: user.email, password: user.password }),
    );
    const stepOptions = await visitor.auth.loginSecondStepOptions({ challenge });
    expect(stepOptions.userVerification).toBe('preferred');
    const signedIn = await visitor.auth.loginSecondStep({
      challenge,
      passkey: passkey.authenticate(stepOptions),
    });
    expect(signedIn.user.id).toBe(user.id);
  });

  it('accepts each challenge once, even from a passkey whose counter stays at 0', async () => {
    const { caller } = await signedInUser();
    const { passkey } = await addPasskey(caller, 'Synced', { counts: false });
    const { visitor, response } = await passkeySignIn(passkey);
    await visitor.auth.passkeyLogin({ response });
    await expectError(visitor.auth.passkeyLogin({ response }), 'UNAUTHORIZED', NOT_RECOGNISED);
  });

  it('refuses a challenge older than five minutes', async () => {
    const { caller } = await signedInUser();
    const { passkey } = await addPasskey(caller);
    const issuedAt = new Date();
    h.clock.now = issuedAt;
    const { visitor, response } = await passkeySignIn(passkey);
    h.clock.now = new Date(issuedAt.getTime() + CHALLENGE_TTL_MS + 1000);
    await expectError(visitor.auth.passkeyLogin({ response }), 'UNAUTHORIZED', NOT_RECOGNISED);
    // Within the five minutes the same kind of answer works.
    h.clock.now = issuedAt;
    const fresh = await passkeySignIn(passkey);
    await expect(
      fresh.visitor.auth.passkeyLogin({ response: fresh.response }),
    ).resolves.toBeTruthy();
  });

  it('refuses an answer made for another origin, or a challenge it did not issue', async () => {
    const { caller } = await signedInUser();
    const { passkey } = await addPasskey(caller);
    const visitor = await h.anonymous({ clientAddress: freshAddress(), channel: 'web' });
    const options = await visitor.auth.passkeyOptions();
    const phished = passkey.authenticate(options, 'https://kasar-login.example');
    await expectError(
      visitor.auth.passkeyLogin({ response: phished }),
      'UNAUTHORIZED',
      NOT_RECOGNISED,
    );
    const invented = passkey.authenticate({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' });
    await expectError(
      visitor.auth.passkeyLogin({ response: invented }),
      'UNAUTHORIZED',
      NOT_RECOGNISED,
    );
    const failures = await h.database.db.auditEvent.count({
      where: { type: 'auth.sign_in_failed', values: { path: ['method', 'to'], equals: 'passkey' } },
    });
    expect(failures).toBeGreaterThanOrEqual(2);
  });

  it('verifies a passkey of a given account, as a second sign-in step will', async () => {
    const { user, caller } = await signedInUser();
    const other = await signedInUser();
    const { passkey } = await addPasskey(caller);
    const { passkey: othersPasskey } = await addPasskey(other.caller);
    const options = await passkeySignInOptions(h.services, {
      userId: user.id,
      userVerification: 'preferred',
    });
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.id]);
    const verified = await verifyPasskeyAssertion(h.services, passkey.authenticate(options), {
      userId: user.id,
    });
    expect(verified?.user.id).toBe(user.id);
    // Another account's passkey, or a challenge not issued for this account, is refused.
    const next = await passkeySignInOptions(h.services, {
      userId: user.id,
      userVerification: 'preferred',
    });
    const byOther = othersPasskey.authenticate(next);
    expect(await verifyPasskeyAssertion(h.services, byOther, { userId: user.id })).toBeNull();
    const alone = await passkeySignInOptions(h.services, { userVerification: 'required' });
    const answer = passkey.authenticate(alone);
    expect(await verifyPasskeyAssertion(h.services, answer, { userId: user.id })).toBeNull();
  });

  it('hands out 30 sign-in challenges per client address in 15 minutes', async () => {
    const visitor = await h.anonymous({ clientAddress: freshAddress() });
    for (let call = 0; call < 30; call += 1) await visitor.auth.passkeyOptions();
    await expectError(visitor.auth.passkeyOptions(), 'TOO_MANY_REQUESTS', /Too many/);
  });

  it('refuses a registration answering a sign-in challenge, or another account’s challenge', async () => {
    const { caller } = await signedInUser();
    const other = await signedInUser();
    const passkey = new SoftPasskey(ORIGIN);
    const signInOptions = await (await h.anonymous()).auth.passkeyOptions();
    const user = { id: 'dXNlcg' };
    await expectFieldError(
      caller.security.addPasskey({
        name: 'Key',
        response: passkey.register({ challenge: signInOptions.challenge, user }),
      }),
      { code: 'UNPROCESSABLE_CONTENT', field: 'response', message: NOT_VERIFIED },
    );
    const othersOptions = await other.caller.security.passkeyOptions();
    await expectFieldError(
      caller.security.addPasskey({ name: 'Key', response: passkey.register(othersOptions) }),
      { code: 'UNPROCESSABLE_CONTENT', field: 'response', message: NOT_VERIFIED },
    );
    expect(await caller.security.passkeys()).toEqual([]);
  });

  it('names the field of a bad name or answer', async () => {
    const { caller } = await signedInUser();
    const options = await caller.security.passkeyOptions();
    const response = new SoftPasskey(ORIGIN).register(options);
    await expectFieldError(caller.security.addPasskey({ name: '  ', response }), {
      field: 'name',
      message: 'Passkey name is required',
    });
    await expectFieldError(
      caller.security.addPasskey({
        name: 'Key',
        response: { ...response, type: 'password' as unknown as 'public-key' },
      }),
      { field: 'response.type', message: 'The passkey answer is not a WebAuthn credential' },
    );
  });

  it('renames and removes a passkey, which then signs in no more; another account’s is not found', async () => {
    const { caller } = await signedInUser();
    const other = await signedInUser();
    const { passkey, added } = await addPasskey(caller, 'Phone');
    const renamed = await caller.security.renamePasskey({ id: added.id, name: 'Old phone' });
    expect(renamed.name).toBe('Old phone');
    await expectError(
      other.caller.security.removePasskey({ id: added.id }),
      'NOT_FOUND',
      'Passkey not found',
    );
    await expect(caller.security.removePasskey({ id: added.id })).resolves.toEqual({
      message: 'Passkey removed',
    });
    expect(await caller.security.passkeys()).toEqual([]);
    const { visitor, response } = await passkeySignIn(passkey);
    await expectError(visitor.auth.passkeyLogin({ response }), 'UNAUTHORIZED', NOT_RECOGNISED);
    const types = await h.database.db.auditEvent.findMany({
      where: { entityId: added.id },
      select: { type: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(types.map((event) => event.type)).toEqual([
      'auth.passkey_added',
      'auth.passkey_renamed',
      'auth.passkey_removed',
    ]);
  });
});

describe('sessions', () => {
  it('lists the account’s sessions and tokens with device, address and the current one marked', async () => {
    const { user, caller, token } = await signedInUser(CHROME_LINUX);
    await passwordSignIn(user, FIREFOX_WINDOWS);
    const apiToken = await h.issueToken(user.id);
    const sessions = await caller.security.sessions();
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ kind: 'session', device: 'Chrome on Linux' });
    expect(current[0]?.address).toMatch(/^198\.51\.100\./);
    expect(sessions.map((session) => session.device).sort()).toEqual([
      'Chrome on Linux',
      'Firefox on Windows',
      'Unknown client',
    ]);
    expect(sessions.some((session) => session.kind === 'api_token')).toBe(true);
    const json = JSON.stringify(sessions);
    expect(json).not.toContain(token);
    expect(json).not.toContain(apiToken);
    expectNoSecrets(sessions);
  });

  it('ends one session: its next request is refused', async () => {
    const { user, caller } = await signedInUser(CHROME_LINUX);
    const other = await passwordSignIn(user, FIREFOX_WINDOWS);
    const target = (await caller.security.sessions()).find((session) => !session.current);
    await caller.security.endSession({ id: target?.id ?? '' });
    // Each request looks its token up again: a caller made now is refused.
    await expectError((await callerWith(other.token)).auth.me(), 'UNAUTHORIZED', /./);
    expect(await caller.security.sessions()).toHaveLength(1);
    const event = await h.database.db.auditEvent.findFirstOrThrow({
      where: { type: 'auth.session_ended', actorId: user.id },
    });
    expect(event.values).toEqual({
      kind: { to: 'session' },
      device: { to: 'Firefox on Windows' },
      current: { to: false },
    });
  });

  it('ends every other session and token at once, keeping the current one', async () => {
    const { user, caller, token } = await signedInUser(CHROME_LINUX);
    const firefox = await passwordSignIn(user, FIREFOX_WINDOWS);
    const apiToken = await h.issueToken(user.id);
    await expect(caller.security.endOtherSessions()).resolves.toEqual({
      message: 'Every other session and token ended',
      ended: 2,
    });
    await expectError((await callerWith(firefox.token)).auth.me(), 'UNAUTHORIZED', /./);
    await expectError((await callerWith(apiToken)).auth.me(), 'UNAUTHORIZED', /./);
    expect(await (await callerWith(token)).auth.me()).toMatchObject({ id: user.id });
  });

  it('ends a session on another instance too, and a passkey answers there to a challenge made here', async () => {
    // A second server process on the same database, with its own connection pool.
    const secondInstance = createServices({
      databaseUrl: h.database.url,
      databasePoolSize: 2,
      settings: {
        appUrl: ORIGIN,
        storage: { uploadsDir: h.uploadsDir },
        mailFrom: 'no-reply@test.local',
        mailOutboxDir: h.outboxDir,
      },
      log: { info: () => {}, error: () => {} },
    });
    const onSecond = async (meta: { authToken?: string; clientAddress?: string } = {}) =>
      createCaller(
        await createContext(secondInstance, {
          clientAddress: meta.clientAddress ?? freshAddress(),
          channel: 'web',
          authToken: meta.authToken,
        }),
      );
    try {
      const { user, caller } = await signedInUser(CHROME_LINUX);
      const other = await passwordSignIn(user, FIREFOX_WINDOWS);
      expect(await (await onSecond({ authToken: other.token })).auth.me()).toMatchObject({
        id: user.id,
      });
      const target = (await caller.security.sessions()).find((session) => !session.current);
      await caller.security.endSession({ id: target?.id ?? '' });
      await expectError(
        (await onSecond({ authToken: other.token })).auth.me(),
        'UNAUTHORIZED',
        /./,
      );

      const { passkey } = await addPasskey(caller);
      const address = freshAddress();
      const options = await (await h.anonymous({ clientAddress: address })).auth.passkeyOptions();
      const signedIn = await (
        await onSecond({ clientAddress: address })
      ).auth.passkeyLogin({ response: passkey.authenticate(options) });
      expect(signedIn.user.id).toBe(user.id);
    } finally {
      await secondInstance.close();
    }
  });

  it('does not find another account’s session', async () => {
    const { caller } = await signedInUser();
    const other = await signedInUser();
    const [theirs] = await other.caller.security.sessions();
    await expectError(
      caller.security.endSession({ id: theirs?.id ?? '' }),
      'NOT_FOUND',
      'Session not found',
    );
    await expect(other.caller.auth.me()).resolves.toBeTruthy();
  });
});

describe('new device sign-in', () => {
  it('names a device by browser and system, without versions', () => {
    expect(deviceOf(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(deviceOf(SAFARI_IPHONE)).toBe('Safari on iOS (mobile)');
    expect(deviceOf(CHROME_LINUX.replace('131.0.0.0', '132.0.0.0'))).toBe('Chrome on Linux');
    expect(deviceOf('curl/8.5.0')).toBe('curl');
    expect(deviceOf(null)).toBe('Unknown client');
  });

  it('mails the account holder when a known account signs in from a new device, once', async () => {
    const user = await h.createUser();
    const mailsTo = () => h.sentMail.filter((mail) => mail.to === user.email);
    await passwordSignIn(user, CHROME_LINUX);
    // The first device an account signs in from is learned quietly.
    expect(mailsTo()).toHaveLength(0);
    await passwordSignIn(user, CHROME_LINUX.replace('131.0.0.0', '132.0.0.0'));
    expect(mailsTo()).toHaveLength(0);
    await passwordSignIn(user, FIREFOX_WINDOWS);
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]?.subject).toBe('New sign-in to your account');
    expect(mailsTo()[0]?.text).toContain('Firefox on Windows');
    expect(mailsTo()[0]?.text).toContain(`${ORIGIN}/dashboard/security`);
    await passwordSignIn(user, FIREFOX_WINDOWS);
    expect(mailsTo()).toHaveLength(1);
  });

  it('counts a passkey sign-in too', async () => {
    const { user, caller } = await signedInUser(CHROME_LINUX);
    const { passkey } = await addPasskey(caller);
    const { visitor, response } = await passkeySignIn(passkey, SAFARI_IPHONE);
    await visitor.auth.passkeyLogin({ response });
    const mails = h.sentMail.filter(
      (mail) => mail.to === user.email && mail.subject === 'New sign-in to your account',
    );
    expect(mails.map((mail) => mail.text.includes('Safari on iOS (mobile)'))).toEqual([true]);
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

  it('adds a passkey, signs in with it for a bearer token, lists and ends sessions', async () => {
    const call = restClient(server.url);
    const user = await h.createUser();
    const login = await call('POST', '/dashboard/auth/login', {
      json: { email: user.email, password: user.password },
      headers: { 'user-agent': FIREFOX_WINDOWS },
    });
    const token = (login.body.data as { token: string }).token;

    const options = await call('POST', '/dashboard/security/passkeys/options', { token });
    const passkey = new SoftPasskey(ORIGIN);
    const registration = passkey.register(
      options.body.data as { challenge: string; user: { id: string } },
    );
    const added = await call('POST', '/dashboard/security/passkeys', {
      token,
      json: { name: 'Script key', response: registration },
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Passkey added');
    const passkeyId = (added.body.data as { id: string }).id;
    const renamed = await call('PATCH', `/dashboard/security/passkeys/${passkeyId}`, {
      token,
      json: { name: 'Build key' },
    });
    expect((renamed.body.data as { name: string }).name).toBe('Build key');
    const listed = await call('GET', '/dashboard/security/passkeys', { token });
    expect((listed.body.data as { name: string }[]).map((key) => key.name)).toEqual(['Build key']);

    const signInOptions = await call('POST', '/dashboard/auth/passkey/options');
    const signIn = await call('POST', '/dashboard/auth/passkey', {
      json: { response: passkey.authenticate(signInOptions.body.data as { challenge: string }) },
      headers: { 'user-agent': 'curl/8.5.0' },
    });
    expect(signIn.status).toBe(200);
    const passkeyToken = (signIn.body.data as { token: string }).token;

    const sessions = await call('GET', '/dashboard/security/sessions', { token: passkeyToken });
    const rows = sessions.body.data as { id: string; device: string; current: boolean }[];
    expect(rows.map((row) => [row.device, row.current]).sort()).toEqual([
      ['Firefox on Windows', false],
      ['curl', true],
    ]);
    const firefox = rows.find((row) => !row.current);
    const ended = await call('DELETE', `/dashboard/security/sessions/${firefox?.id ?? ''}`, {
      token: passkeyToken,
    });
    expect(ended.body.message).toBe('Session ended');
    expect((await call('GET', '/dashboard/auth/me', { token })).status).toBe(401);

    const others = await call('POST', '/dashboard/security/sessions/end-others', {
      token: passkeyToken,
    });
    expect(others.body).toMatchObject({ success: true, data: { ended: 0 } });
    const removed = await call('DELETE', `/dashboard/security/passkeys/${passkeyId}`, {
      token: passkeyToken,
    });
    expect(removed.body.message).toBe('Passkey removed');
  });
});
