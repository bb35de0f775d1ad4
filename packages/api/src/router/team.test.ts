import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  expectAdminOnly,
  expectError,
  expectFieldError,
  expectInputRefusals,
  expectWireShape,
  signedInOf,
} from '../../test/expect';
import { createHarness, type Caller, type Harness } from '../../test/harness';
import { teamRouter } from './team';

let h: Harness;
let api: Caller;

beforeAll(async () => {
  h = await createHarness();
  api = await h.signedIn();
});
afterAll(async () => {
  await h.close();
});
afterEach(() => {
  h.resetClock();
});

const HOUR = 60 * 60 * 1000;
const INVITE_LINK = /http:\/\/localhost:3999\/set-password\?token=([A-Za-z0-9_-]+)/;
const INVITATION_INVALID =
  'This invitation link is invalid, has expired or has already been used. Ask a colleague to send you a new one.';
const TOKEN_ENDED = /token/i;

let counter = 0;
function freshEmail(): string {
  counter += 1;
  return `invitee-${counter}-${Date.now().toString(36)}@example.com`;
}

/** A caller from a client address no other test uses (sign-in is limited per address). */
function visitor(): Promise<Caller> {
  counter += 1;
  return h.anonymous({ clientAddress: `198.51.100.${counter}` });
}

/** The token of the newest invitation mail to `email`. */
function invitationToken(email: string): string {
  const mail = h.sentMail.filter((message) => message.to === email).at(-1);
  const token = INVITE_LINK.exec(mail?.text ?? '')?.[1];
  expect(token, `invitation mail to ${email}`).toBeDefined();
  return token ?? '';
}

async function invite(name = 'Asha Rao', email = freshEmail()) {
  const member = await api.team.invite({ name, email });
  return { member, email, token: invitationToken(email) };
}

const password = (value: string) => ({
  new_password: value,
  new_password_confirmation: value,
});

async function signInWith(email: string, secret: string) {
  return signedInOf(await (await visitor()).auth.login({ email, password: secret }));
}

describe('team guard', () => {
  it('refuses every staff procedure without a valid bearer token', async () => {
    const calls = {
      list: (c: Caller) => c.team.list(),
      invite: (c: Caller) => c.team.invite({ name: 'Nobody', email: freshEmail() }),
      resendInvitation: (c: Caller) => c.team.resendInvitation({ id: h.admin.id }),
      remove: (c: Caller) => c.team.remove({ id: h.admin.id }),
      updateOwnName: (c: Caller) => c.team.updateOwnName({ name: 'Nobody' }),
      resetTwoFactor: (c: Caller) => c.team.resetTwoFactor({ id: h.admin.id }),
      setRole: (c: Caller) => c.team.setRole({ id: h.admin.id, role_id: 'editor' }),
    };
    const publicCalls = ['invitation', 'acceptInvitation'];
    expect([...Object.keys(calls), ...publicCalls].sort()).toEqual(Object.keys(teamRouter).sort());
    await expectAdminOnly(h, calls);
  });
});

describe('team list', () => {
  it('lists members then invitations, marks the caller and shows the last sign-in', async () => {
    const { member, email } = await invite('Listed Person');
    const list = await api.team.list();
    expectWireShape(list);
    const me = list.find((user) => user.is_you);
    expect(me).toMatchObject({
      id: h.admin.id,
      email: 'admin@example.com',
      status: 'active',
      invitation_expires_at: null,
    });
    // The harness signed the admin in (issued a bearer token).
    expect(me?.last_sign_in_at).not.toBeNull();
    const invited = list.find((user) => user.email === email);
    expect(invited).toEqual(member);
    expect(invited).toMatchObject({
      status: 'invited',
      is_you: false,
      joined_at: null,
      last_sign_in_at: null,
    });
    expect(list.findIndex((user) => user.status === 'invited')).toBeGreaterThan(
      list.findLastIndex((user) => user.status === 'active'),
    );
  });
});

describe('invitations', () => {
  it('mails a 48-hour single-use link, stored only as a hash', async () => {
    const start = new Date();
    h.clock.now = start;
    const { member, email, token } = await invite('Mailed Person');
    expect(member.invitation_expires_at).toBe(new Date(start.getTime() + 48 * HOUR).toISOString());
    const mail = h.sentMail.filter((message) => message.to === email).at(-1);
    expect(mail?.subject).toBe('You are invited to the dashboard');
    expect(mail?.text).toContain('Site Admin invited you');
    expect(mail?.html).toContain('/set-password?token=');
    const stored = await h.database.db.passwordResetToken.findMany({
      where: { userId: member.id },
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.kind).toBe('INVITE');
    expect(stored[0]?.tokenHash).not.toBe(token);
  });

  it('refuses an address that already has a user, whatever its case, on the email field', async () => {
    await expectFieldError(api.team.invite({ name: 'Copy', email: 'ADMIN@example.com' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'email',
      message: 'A user with this email already exists',
    });
    const { email } = await invite();
    await expectFieldError(api.team.invite({ name: 'Again', email }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'email',
      message: 'A user with this email already exists',
    });
  });

  it('names the field of bad input', async () => {
    await expectInputRefusals(
      (input) => api.team.invite(input),
      [
        [{ name: '', email: 'not-an-email' }, 'name', 'Name is required'],
        [
          { name: 'Okay Name', email: 'not-an-email' },
          'email',
          'Please enter a valid email address',
        ],
      ],
    );
  });

  it('lets the invitee choose a password once, then sign in', async () => {
    const { email, token } = await invite('New Colleague');
    // Until then the account cannot sign in, nor ask for a reset link.
    await expectError(signInWith(email, 'anything'), 'UNAUTHORIZED', 'Invalid email or password');
    const sentBefore = h.sentMail.length;
    await (await visitor()).auth.forgotPassword({ email });
    expect(h.sentMail.length).toBe(sentBefore);

    const anonymous = await h.anonymous();
    expect(await anonymous.team.invitation({ token })).toMatchObject({
      name: 'New Colleague',
      email,
    });
    expect(await anonymous.team.acceptInvitation({ token, ...password('my new secret') })).toEqual({
      message: 'Your password is set. You can now sign in.',
    });
    const session = await signInWith(email, 'my new secret');
    expect(session.user).toMatchObject({ name: 'New Colleague', email });
    const member = (await api.team.list()).find((user) => user.email === email);
    expect(member).toMatchObject({ status: 'active', invitation_expires_at: null });

    // Used once: the link is refused from now on, on the token field.
    await expectFieldError(anonymous.team.acceptInvitation({ token, ...password('another one') }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: INVITATION_INVALID,
    });
    await expectError(anonymous.team.invitation({ token }), 'NOT_FOUND', INVITATION_INVALID);
    await expectError(
      signInWith(email, 'another one'),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
  });

  it('applies the reset rules to the new password', async () => {
    const { token } = await invite();
    const anonymous = await h.anonymous();
    await expectFieldError(
      anonymous.team.acceptInvitation({
        token,
        new_password: 'secret1',
        new_password_confirmation: 'secret2',
      }),
      { field: 'new_password_confirmation', message: 'Passwords do not match' },
    );
    await expectFieldError(anonymous.team.acceptInvitation({ token, ...password('short') }), {
      field: 'new_password',
      message: 'Password must be at least 6 characters long',
    });
  });

  it('ends the link after 48 hours by the clock', async () => {
    const start = new Date();
    h.clock.now = start;
    const { member, token } = await invite();
    const anonymous = await h.anonymous();
    h.clock.now = new Date(start.getTime() + 48 * HOUR - 1000);
    await expect(anonymous.team.invitation({ token })).resolves.toBeDefined();
    h.clock.now = new Date(start.getTime() + 48 * HOUR);
    await expectError(anonymous.team.invitation({ token }), 'NOT_FOUND', INVITATION_INVALID);
    const listed = (await api.team.list()).find((user) => user.id === member.id);
    expect(listed?.status).toBe('invitation_expired');
    await expectFieldError(anonymous.team.acceptInvitation({ token, ...password('too late!') }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: INVITATION_INVALID,
    });
  });

  it('keeps invitation links and reset links apart', async () => {
    const { token } = await invite();
    const anonymous = await h.anonymous();
    await expectFieldError(anonymous.auth.resetPassword({ token, ...password('via reset') }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'token',
      message: 'This password reset link is invalid or has expired.',
    });
    await expect(anonymous.team.invitation({ token })).resolves.toBeDefined();
  });

  it('accepts one of two simultaneous uses of a link', async () => {
    const { token } = await invite();
    const anonymous = await h.anonymous();
    const results = await Promise.allSettled([
      anonymous.team.acceptInvitation({ token, ...password('first racer') }),
      anonymous.team.acceptInvitation({ token, ...password('second racer') }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('sends a new link on resend, and the earlier one stops working', async () => {
    const { member, email, token } = await invite();
    const resent = await api.team.resendInvitation({ id: member.id });
    expect(resent.status).toBe('invited');
    const fresh = invitationToken(email);
    expect(fresh).not.toBe(token);
    const anonymous = await h.anonymous();
    await expectError(anonymous.team.invitation({ token }), 'NOT_FOUND', INVITATION_INVALID);
    await expect(anonymous.team.invitation({ token: fresh })).resolves.toMatchObject({ email });
  });

  it('refuses to resend to a member or to nobody', async () => {
    await expectFieldError(api.team.resendInvitation({ id: h.admin.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'This user has already joined',
    });
    await expectError(api.team.resendInvitation({ id: 'missing' }), 'NOT_FOUND', 'User not found');
  });

  it('cancels a pending invitation: the user and the link are gone', async () => {
    const { member, token } = await invite();
    expect(await api.team.remove({ id: member.id })).toEqual({ message: 'Invitation cancelled' });
    expect((await api.team.list()).some((user) => user.id === member.id)).toBe(false);
    await expectError(
      (await h.anonymous()).team.invitation({ token }),
      'NOT_FOUND',
      INVITATION_INVALID,
    );
  });
});

describe('removing a user', () => {
  it("ends the removed user's tokens and links at once", async () => {
    const user = await h.createUser({ name: 'Leaving Soon' });
    const token = await h.issueToken(user.id);
    const theirs = await h.anonymous({ authToken: token });
    expect((await theirs.auth.me()).id).toBe(user.id);
    await (await visitor()).auth.forgotPassword({ email: user.email });
    // The link is mailed after the answer.
    const reset = await vi.waitFor(() => {
      const mail = h.sentMail.filter((message) => message.to === user.email).at(-1);
      const found = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      expect(found).toBeDefined();
      return found;
    });

    expect(await api.team.remove({ id: user.id })).toEqual({
      message: 'User removed successfully',
    });
    // Each request resolves its token anew: the next one is refused.
    await expectError(
      (await h.anonymous({ authToken: token })).auth.me(),
      'UNAUTHORIZED',
      TOKEN_ENDED,
    );
    await expectError(
      (await h.anonymous({ authToken: token })).team.list(),
      'UNAUTHORIZED',
      TOKEN_ENDED,
    );
    await expectError(
      (await h.anonymous()).auth.resetPassword({ token: reset ?? '', ...password('back again') }),
      'UNPROCESSABLE_CONTENT',
      'This password reset link is invalid or has expired.',
    );
    await expectError(
      signInWith(user.email, user.password),
      'UNAUTHORIZED',
      'Invalid email or password',
    );
    await expectError(api.team.remove({ id: user.id }), 'NOT_FOUND', 'User not found');
  });

  it('refuses to remove yourself, on the id field', async () => {
    await expectFieldError(api.team.remove({ id: h.admin.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'You cannot remove yourself',
    });
  });

  it('never removes the last user who can sign in', async () => {
    const { member } = await invite();
    // An Owner, so that the role allows removals: what stops it is the rule, not the role.
    await h.database.db.user.update({ where: { id: member.id }, data: { roleId: 'owner' } });
    // A caller whose own account has not joined (only reachable with a token made here).
    const pending = await h.anonymous({ authToken: await h.issueToken(member.id) });
    for (const user of await api.team.list()) {
      if (user.status === 'active' && !user.is_you) await api.team.remove({ id: user.id });
    }
    await expectFieldError(pending.team.remove({ id: h.admin.id }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'id',
      message: 'The last user who can sign in cannot be removed',
    });
    expect((await api.team.list()).find((user) => user.is_you)?.status).toBe('active');
  });

  it('lets only one of two users removing each other at once succeed', async () => {
    const first = await h.createUser({ name: 'First Racer' });
    const second = await h.createUser({ name: 'Second Racer' });
    const firstApi = await h.anonymous({ authToken: await h.issueToken(first.id) });
    const secondApi = await h.anonymous({ authToken: await h.issueToken(second.id) });
    const results = await Promise.allSettled([
      firstApi.team.remove({ id: second.id }),
      secondApi.team.remove({ id: first.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const left = await h.database.db.user.count({ where: { id: { in: [first.id, second.id] } } });
    expect(left).toBe(1);
  });
});

describe('own name', () => {
  it('changes the name of the signed-in user only', async () => {
    const user = await h.createUser({ name: 'Old Name' });
    const token = await h.issueToken(user.id);
    const theirs = await h.anonymous({ authToken: token });
    expect(await theirs.team.updateOwnName({ name: '  New Name ' })).toEqual({
      id: user.id,
      name: 'New Name',
      email: user.email,
    });
    expect((await (await h.anonymous({ authToken: token })).auth.me()).name).toBe('New Name');
    expect((await api.auth.me()).name).toBe('Site Admin');
    await expectFieldError(theirs.team.updateOwnName({ name: 'x' }), {
      field: 'name',
      message: 'Name must be at least 2 characters long',
    });
  });
});
