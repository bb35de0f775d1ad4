/** Tests of the invitation and own-name schemas. */
import { describe, expect, it } from 'vitest';

import { authMessages } from './auth';
import { invitationTokenInput, inviteUserInput, teamMessages, updateOwnNameInput } from './team';
import { errorsOf, expectError, expectRefusals, parseOk } from './test-helpers';

const m = teamMessages;

describe('inviteUserInput', () => {
  it('takes a trimmed name and e-mail address, and the Editor role unless one is named', () => {
    expect(parseOk(inviteUserInput, { name: ' Asha Rao ', email: ' asha@example.com ' })).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      role_id: 'editor',
    });
    expect(
      parseOk(inviteUserInput, {
        name: 'Asha Rao',
        email: 'asha@example.com',
        role_id: 'inquiries',
      }),
    ).toMatchObject({ role_id: 'inquiries' });
  });

  it('names each missing or malformed field', () => {
    expect(errorsOf(inviteUserInput, {})).toEqual({
      name: [m.nameRequired],
      email: [authMessages.emailRequired],
    });
    expectRefusals(inviteUserInput, [
      [{ name: 'A', email: 'a@example.com' }, 'name', m.nameTooShort],
      [{ name: 'A'.repeat(256), email: 'a@example.com' }, 'name', m.nameTooLong],
      [{ name: 'Asha', email: 'asha' }, 'email', authMessages.emailInvalid],
    ]);
  });
});

describe('updateOwnNameInput', () => {
  it('requires a name of 2 to 255 characters', () => {
    expect(parseOk(updateOwnNameInput, { name: ' Jo ' })).toEqual({ name: 'Jo' });
    expectError(updateOwnNameInput, { name: '   ' }, 'name', m.nameRequired);
  });
});

describe('invitationTokenInput', () => {
  it('requires the token', () => {
    expectError(invitationTokenInput, { token: '' }, 'token', m.invitationTokenMissing);
  });
});
