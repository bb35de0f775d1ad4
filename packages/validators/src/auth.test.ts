/** Tests of the login, forgot-password and reset-password schemas. */
import { describe, expect, it } from 'vitest';

import {
  authMessages,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from './auth';
import { errorsOf, expectError, expectFieldError, expectRefusals, parseOk } from './test-helpers';

const m = authMessages;

describe('loginInput', () => {
  it('accepts an email and a password, trimming only the email', () => {
    expect(parseOk(loginInput, { email: ' admin@example.com ', password: ' secret ' })).toEqual({
      email: 'admin@example.com',
      password: ' secret ',
    });
  });

  it('requires a valid email and a password', () => {
    expect(errorsOf(loginInput, {})).toEqual({
      email: [m.emailRequired],
      password: [m.passwordRequired],
    });
    expectRefusals(loginInput, [
      [{ email: '', password: 'x' }, 'email', m.emailRequired],
      [{ email: 'admin', password: 'x' }, 'email', m.emailInvalid],
      [{ email: 'admin@example.com', password: '' }, 'password', m.passwordRequired],
      [{ email: 'admin@example.com', password: 'p'.repeat(201) }, 'password', m.passwordTooLong],
    ]);
  });
});

describe('forgotPasswordInput', () => {
  it('takes a valid email', () => {
    expect(parseOk(forgotPasswordInput, { email: 'admin@example.com' })).toEqual({
      email: 'admin@example.com',
    });
    expectRefusals(forgotPasswordInput, [
      [{ email: '' }, 'email', m.emailRequired],
      [{ email: 'nope@' }, 'email', m.emailInvalid],
    ]);
  });
});

/** The new password and its confirmation, both `password`. */
const twice = (password: string) => ({
  new_password: password,
  new_password_confirmation: password,
});

/** The errors of a new password too short and a confirmation that differs from it. */
const shortAndUnconfirmed = {
  new_password: [m.passwordTooShort],
  new_password_confirmation: [m.passwordsDoNotMatch],
};

describe('resetPasswordInput', () => {
  const valid = { token: 'abc123', ...twice('secret1') };

  it('accepts matching passwords of at least 6 characters', () => {
    expect(parseOk(resetPasswordInput, valid)).toEqual(valid);
    expect(errorsOf(resetPasswordInput, { ...valid, ...twice('sixsix') })).toEqual({});
  });

  it('requires the token', () => {
    expectFieldError(resetPasswordInput, valid, { token: '' }, m.tokenMissing);
    expectError(resetPasswordInput, twice('secret1'), 'token', m.tokenMissing);
  });

  it('rejects short and long passwords', () => {
    const long = 'p'.repeat(201);
    expectRefusals(resetPasswordInput, [
      [{ ...valid, ...twice('five5') }, 'new_password', m.passwordTooShort],
      [{ ...valid, ...twice(long) }, 'new_password', m.passwordTooLong],
    ]);
  });

  it('reports a mismatch on new_password_confirmation, even alongside other errors', () => {
    expectFieldError(
      resetPasswordInput,
      valid,
      { new_password_confirmation: 'secret2' },
      m.passwordsDoNotMatch,
    );
    expect(
      errorsOf(resetPasswordInput, { new_password: 'abc', new_password_confirmation: 'abd' }),
    ).toEqual({ token: [m.tokenMissing], ...shortAndUnconfirmed });
    expectError(
      resetPasswordInput,
      { token: 't', new_password: 'secret1' },
      'new_password_confirmation',
      m.passwordsDoNotMatch,
    );
  });
});

describe('changePasswordInput', () => {
  it('takes the current password and the new one twice, as typed', () => {
    const typed = { current_password: ' old one ', ...twice(' new one ') };
    expect(parseOk(changePasswordInput, typed)).toEqual(typed);
  });

  it('names each field: current required, the reset rules for the new one', () => {
    expect(
      errorsOf(changePasswordInput, {
        current_password: '',
        new_password: '12345',
        new_password_confirmation: '1234',
      }),
    ).toEqual({ current_password: [m.currentPasswordRequired], ...shortAndUnconfirmed });
    expectError(
      changePasswordInput,
      { current_password: 'x', new_password: 'p'.repeat(201), new_password_confirmation: 'x' },
      'new_password',
      m.passwordTooLong,
    );
  });
});
