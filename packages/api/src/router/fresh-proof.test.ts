/**
 * Confirming who one is (sudo mode): a session or bearer token whose last proof is older than
 * 10 minutes cannot mint sign-in factors, make recovery codes, turn two-factor off, reset a
 * colleague's, invite anyone, change the two-factor requirement or download a backup until its
 * holder gives their password, a current code or a passkey; wrong ones count like failed
 * sign-ins; every change of an account's factors is mailed to its holder. tRPC and REST.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createHarness, type Caller, type Harness, type TestUser } from '../../test/harness';
import { expectError, expectFieldError, rejectionOf, signedInOf } from '../../test/expect';
import { restClient } from '../../test/rest-client';
import { startRestServer, type RestServer } from '../../test/rest-server';
import { SoftPasskey } from '../../test/webauthn';
import { FRESH_PROOF_TTL_MS } from '../domain/confirm-identity';
import { totpOf } from '../domain/two-factor';
import { FreshProofRequiredError } from '../errors';
import { appRouter } from '../root';
import { listProcedures } from '../rest/procedures';

let h: Harness;
let server: RestServer;

beforeAll(async () => {
  h = await createHarness();
  server = await startRestServer(h.services);
});
afterAll(async () => {
  await server.close();
  await h.close();
});
afterEach(() => {
  h.resetClock();
});

const ORIGIN = 'http://localhost:3999';
const CONFIRM_FIRST =
  'Please confirm it’s you to continue: enter your password, a code from your authenticator app, or use a passkey.';
const WRONG_PASSWORD = 'This password is not right';
const WRONG_CODE = 'This code is not right, or was already used. Please try again.';

let clients = 0;
/** A client address no other test uses, so failure counts stay apart. */
const freshAddress = () => `192.0.2.${(clients += 1)}`;

/** A new account signed in with its password (a fresh proof, as every sign-in is). */
async function signedIn(): Promise<{ user: TestUser; caller: Caller; token: string }> {
  const user = await h.createUser();
  const address = freshAddress();
  const visitor = await h.anonymous({ clientAddress: address, channel: 'web' });
  const { token } = signedInOf(
    await visitor.auth.login({ email: user.email, password: user.password }),
  );
  const caller = await h.anonymous({ authToken: token, clientAddress: address, channel: 'web' });
  return { user, caller, token };
}

/** Moves the harness clock past the proof window of every token issued so far. */
function laterThanTheProof() {
  h.clock.now = new Date(h.clock.now.getTime() + FRESH_PROOF_TTL_MS + 1000);
}

/** Asserts the call is refused for want of a fresh proof, offering `methods`. */
async function expectProofRequired(call: Promise<unknown>, methods: string[] = ['password']) {
  const error = await expectError(call, 'FORBIDDEN', CONFIRM_FIRST);
  expect(error.cause).toBeInstanceOf(FreshProofRequiredError);
  expect((error.cause as FreshProofRequiredError).details).toEqual({
    fresh_proof_required: true,
    methods,
    confirm_path: '/dashboard/auth/confirm',
  });
}

const codeAt = (secret: string, at: Date) =>
  totpOf(secret, '').generate({ timestamp: at.getTime() });

describe('a session alone', () => {
  it('cannot mint sign-in factors, expose secrets or widen access once its proof is old', async () => {
    const { caller } = await signedIn();
    const colleague = await h.createUser();
    laterThanTheProof();
    const passkey = new SoftPasskey(ORIGIN);
    const refused: Record<string, () => Promise<unknown>> = {
      'security.passkeyOptions': () => caller.security.passkeyOptions(),
      'security.addPasskey': () =>
        caller.security.addPasskey({
          name: 'Attacker key',
          response: passkey.register({ challenge: 'AAAA', user: { id: 'dQ' } }),
        }),
      'security.startTwoFactor': () => caller.security.startTwoFactor(),
      'security.confirmTwoFactor': () => caller.security.confirmTwoFactor({ code: '123456' }),
      'security.disableTwoFactor': () => caller.security.disableTwoFactor({ code: '123456' }),
      'security.regenerateRecoveryCodes': () => caller.security.regenerateRecoveryCodes(),
      'security.setTwoFactorRequired': () =>
        caller.security.setTwoFactorRequired({ required: false }),
      'team.invite': () => caller.team.invite({ name: 'Mallory', email: 'mallory@example.org' }),
      'team.resendInvitation': () => caller.team.resendInvitation({ id: colleague.id }),
      'team.resetTwoFactor': () => caller.team.resetTwoFactor({ id: colleague.id }),
      'backup.download': () => caller.backup.download(),
      'team.setRole': () => caller.team.setRole({ id: colleague.id, role_id: 'owner' }),
      'roles.create': () =>
        caller.roles.create({
          name: 'Everything',
          description: '',
          permissions: ['backups.export'],
          require_two_factor: false,
          based_on: null,
        }),
      'roles.update': () =>
        caller.roles.update({
          id: 'custom',
          name: 'Everything',
          description: '',
          permissions: [],
          require_two_factor: false,
        }),
      'roles.delete': () => caller.roles.delete({ id: 'custom' }),
      'roles.setTwoFactorRequired': () =>
        caller.roles.setTwoFactorRequired({ id: 'owner', required: false }),
      // A preview link gives anyone who has it a view of unpublished drafts.
      'services.sharePreview': () => caller.services.sharePreview({ id: 'x', days: 7 }),
      'projects.sharePreview': () => caller.projects.sharePreview({ id: 'x', days: 7 }),
      'banners.sharePreview': () => caller.banners.sharePreview({ id: 'x', days: 7 }),
      'releases.sharePreview': () => caller.releases.sharePreview({ id: 'x', days: 7 }),
      'organization.sharePreview': () => caller.organization.sharePreview({ days: 7 }),
      'aboutUs.sharePreview': () => caller.aboutUs.sharePreview({ days: 7 }),
    };
    // Every procedure that needs a proof is tried here: a new one cannot go untested.
    const needingProof = listProcedures(appRouter)
      .filter((procedure) => procedure.meta.proof === 'fresh')
      .map((procedure) => procedure.path);
    expect(needingProof.sort()).toEqual(Object.keys(refused).sort());
    for (const call of Object.values(refused)) await expectProofRequired(call());
    expect(await h.services.db.passkey.count()).toBe(0);
    expect(await h.services.db.user.count({ where: { email: 'mallory@example.org' } })).toBe(0);
    // Everyday work goes on without a proof.
    await caller.auth.me();
    await caller.security.passkeys();
  });

  it('does them again for 10 minutes once its holder gives the password', async () => {
    const { user, caller } = await signedIn();
    laterThanTheProof();
    expect(await caller.auth.proofStatus()).toEqual({
      fresh: false,
      proved_until: null,
      methods: ['password'],
    });
    await expectFieldError(caller.auth.confirm({ password: 'not it' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'password',
      message: WRONG_PASSWORD,
    });
    await expectProofRequired(caller.security.startTwoFactor());
    const confirmed = await caller.auth.confirm({ password: user.password });
    expect(confirmed.proved_until).toBe(
      new Date(h.clock.now.getTime() + FRESH_PROOF_TTL_MS).toISOString(),
    );
    expect((await caller.auth.proofStatus()).fresh).toBe(true);
    await caller.security.startTwoFactor();
    laterThanTheProof();
    await expectProofRequired(caller.security.startTwoFactor());
    const events = await h.services.db.auditEvent.findMany({
      where: { entityId: user.id, type: { startsWith: 'auth.identity_' } },
      orderBy: { createdAt: 'asc' },
      select: { type: true, values: true },
    });
    expect(events).toEqual([
      { type: 'auth.identity_confirm_failed', values: { method: { to: 'password' } } },
      { type: 'auth.identity_confirmed', values: { method: { to: 'password' } } },
    ]);
  });

  it('proves only the session that confirmed, not the account’s other ones', async () => {
    const { user, caller } = await signedIn();
    const other = await h.anonymous({ authToken: await h.issueToken(user.id) });
    laterThanTheProof();
    await caller.auth.confirm({ password: user.password });
    await caller.security.startTwoFactor();
    await expectProofRequired(other.security.startTwoFactor());
  });

  it('confirms with a current code or a recovery code once two-factor is on', async () => {
    const { user, caller } = await signedIn();
    const { secret } = await caller.security.startTwoFactor();
    const { recovery_codes } = await caller.security.confirmTwoFactor({
      code: codeAt(secret, h.clock.now),
    });
    laterThanTheProof();
    await expectProofRequired(caller.security.regenerateRecoveryCodes(), ['password', 'code']);
    await expectFieldError(caller.auth.confirm({ code: '000000' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'code',
      message: WRONG_CODE,
    });
    await caller.auth.confirm({ code: codeAt(secret, h.clock.now) });
    await caller.security.regenerateRecoveryCodes();
    laterThanTheProof();
    // The old recovery codes were replaced: only the new ones prove anything.
    await expectFieldError(caller.auth.confirm({ code: recovery_codes[0] ?? '' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'code',
      message: WRONG_CODE,
    });
    const newCodes = await caller.security.regenerateRecoveryCodes().catch(() => null);
    expect(newCodes).toBeNull();
    await caller.auth.confirm({ password: user.password });
    const fresh = await caller.security.regenerateRecoveryCodes();
    laterThanTheProof();
    await caller.auth.confirm({ code: fresh.recovery_codes[0] ?? '' });
    expect((await caller.security.twoFactor()).recovery_codes_left).toBe(9);
  });

  it('confirms with a passkey only when it verified its user', async () => {
    const { caller } = await signedIn();
    const passkey = new SoftPasskey(ORIGIN);
    await caller.security.addPasskey({
      name: 'Phone',
      response: passkey.register(await caller.security.passkeyOptions()),
    });
    // A security key that checks only that someone touched it, not who (no PIN).
    const careless = new SoftPasskey(ORIGIN);
    await caller.security.addPasskey({
      name: 'Key without PIN',
      response: careless.register(await caller.security.passkeyOptions()),
    });
    careless.userVerified = false;
    laterThanTheProof();
    await expectProofRequired(caller.security.passkeyOptions(), ['password', 'passkey']);
    const options = await caller.auth.confirmPasskeyOptions();
    expect(options.userVerification).toBe('required');
    await expectFieldError(caller.auth.confirm({ passkey: careless.authenticate(options) }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'passkey',
      message:
        'This passkey did not check that it is you (a PIN, fingerprint or face). Please try again.',
    });
    await expectProofRequired(caller.security.passkeyOptions(), ['password', 'passkey']);
    const next = await caller.auth.confirmPasskeyOptions();
    await caller.auth.confirm({ passkey: passkey.authenticate(next) });
    await caller.security.passkeyOptions();
  });

  it('counts wrong passwords like failed sign-ins: the 6th within 15 minutes is refused', async () => {
    const { user, caller } = await signedIn();
    laterThanTheProof();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await rejectionOf(caller.auth.confirm({ password: `guess ${attempt}` }));
    }
    await expectError(
      caller.auth.confirm({ password: user.password }),
      'TOO_MANY_REQUESTS',
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    // The same count as signing in from that address: the password is refused there too.
    const lockout = await h.services.db.auditEvent.findFirst({
      where: { type: 'auth.lockout', entityId: user.id },
    });
    expect(lockout).toMatchObject({ entityLabel: user.email });
  });
});

describe('mail to the account holder', () => {
  it('tells of every passkey added, new recovery codes, and two-factor turned on and off', async () => {
    const { user, caller } = await signedIn();
    const mailsTo = () =>
      h.sentMail.filter((mail) => mail.to === user.email).map((mail) => mail.subject);
    const passkey = new SoftPasskey(ORIGIN);
    await caller.security.addPasskey({
      name: 'Work laptop',
      response: passkey.register(await caller.security.passkeyOptions()),
    });
    const { secret } = await caller.security.startTwoFactor();
    await caller.security.confirmTwoFactor({ code: codeAt(secret, h.clock.now) });
    await caller.security.regenerateRecoveryCodes();
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    await caller.security.disableTwoFactor({ code: codeAt(secret, h.clock.now) });
    expect(mailsTo()).toEqual([
      'A passkey was added to your account',
      'Two-factor sign-in was turned on',
      'New recovery codes were made for your account',
      'Two-factor sign-in was turned off',
    ]);
    const added = h.sentMail.find(
      (mail) => mail.to === user.email && mail.subject === 'A passkey was added to your account',
    );
    expect(added?.text).toContain('“Work laptop”');
    expect(added?.text).toContain(`${ORIGIN}/dashboard/security`);
  });
});

describe('over REST', () => {
  it('answers 403 naming what to send, then the same call after POST /dashboard/auth/confirm', async () => {
    const call = restClient(server.url);
    const user = await h.createUser();
    const client = freshAddress();
    const login = await call('POST', '/dashboard/auth/login', {
      json: { email: user.email, password: user.password },
      client,
    });
    const { token } = login.body.data as { token: string };
    laterThanTheProof();
    const refused = await call('POST', '/dashboard/security/two-factor/recovery-codes', {
      token,
      client,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      success: false,
      message: CONFIRM_FIRST,
      data: {
        fresh_proof_required: true,
        methods: ['password'],
        confirm_path: '/dashboard/auth/confirm',
      },
    });
    // Clients drop their session on a 403 that mentions a token: this one must not.
    expect(refused.body.message).not.toMatch(/token/i);
    const backup = await call('GET', '/dashboard/backup', { token, client });
    expect(backup.status).toBe(403);
    const status = await call('GET', '/dashboard/auth/confirm', { token, client });
    expect(status.body.data).toEqual({ fresh: false, proved_until: null, methods: ['password'] });
    const wrong = await call('POST', '/dashboard/auth/confirm', {
      token,
      client,
      json: { password: 'not it' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: [WRONG_PASSWORD] });
    const neither = await call('POST', '/dashboard/auth/confirm', { token, client, json: {} });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toHaveProperty('password');
    const confirmed = await call('POST', '/dashboard/auth/confirm', {
      token,
      client,
      json: { password: user.password },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe(
      'Thank you. You can go on for the next 10 minutes without confirming again.',
    );
    const options = await call('POST', '/dashboard/auth/confirm/passkey-options', {
      token,
      client,
    });
    expect(options.status).toBe(200);
    const setup = await call('POST', '/dashboard/security/two-factor/setup', { token, client });
    expect(setup.status).toBe(200);
    expect((await call('GET', '/dashboard/backup', { token, client })).status).toBe(200);
  });
});
