/** Tests of the login, forgot-password and reset-password schemas. */
import { describe, expect, it } from 'vitest';

import {
  authMessages,
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from './auth';
import { errorsOf, expectError, expectFieldError, parseOk } from './test-helpers';

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
    expectError(loginInput, { email: '', password: 'x' }, 'email', m.emailRequired);
    expectError(loginInput, { email: 'admin', password: 'x' }, 'email', m.emailInvalid);
    expectError(
      loginInput,
      { email: 'admin@example.com', password: '' },
      'password',
      m.passwordRequired,
    );
    expectError(
      loginInput,
      { email: 'admin@example.com', password: 'p'.repeat(201) },
      'password',
      m.passwordTooLong,
    );
  });
});

describe('forgotPasswordInput', () => {
  it('takes a valid email', () => {
    expect(parseOk(forgotPasswordInput, { email: 'admin@example.com' })).toEqual({
      email: 'admin@example.com',
    });
    expectError(forgotPasswordInput, { email: '' }, 'email', m.emailRequired);
    expectError(forgotPasswordInput, { email: 'nope@' }, 'email', m.emailInvalid);
  });
});

describe('resetPasswordInput', () => {
  const valid = { token: 'abc123', new_password: 'secret1', new_password_confirmation: 'secret1' };

  it('accepts matching passwords of at least 6 characters', () => {
    expect(parseOk(resetPasswordInput, valid)).toEqual(valid);
    expect(
      errorsOf(resetPasswordInput, {
        ...valid,
        new_password: 'sixsix',
        new_password_confirmation: 'sixsix',
      }),
    ).toEqual({});
  });

  it('requires the token', () => {
    expectFieldError(resetPasswordInput, valid, { token: '' }, m.tokenMissing);
    expectError(
      resetPasswordInput,
      { new_password: 'secret1', new_password_confirmation: 'secret1' },
      'token',
      m.tokenMissing,
    );
  });

  it('rejects short and long passwords', () => {
    expectError(
      resetPasswordInput,
      { ...valid, new_password: 'five5', new_password_confirmation: 'five5' },
      'new_password',
      m.passwordTooShort,
    );
    const long = 'p'.repeat(201);
    expectError(
      resetPasswordInput,
      { ...valid, new_password: long, new_password_confirmation: long },
      'new_password',
      m.passwordTooLong,
    );
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
    ).toEqual({
      token: [m.tokenMissing],
      new_password: [m.passwordTooShort],
      new_password_confirmation: [m.passwordsDoNotMatch],
    });
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
    expect(
      parseOk(changePasswordInput, {
        current_password: ' old one ',
        new_password: ' new one ',
        new_password_confirmation: ' new one ',
      }),
    ).toEqual({
      current_password: ' old one ',
      new_password: ' new one ',
      new_password_confirmation: ' new one ',
    });
  });

  it('names each field: current required, the reset rules for the new one', () => {
    expect(
      errorsOf(changePasswordInput, {
        current_password: '',
        new_password: '12345',
        new_password_confirmation: '1234',
      }),
    ).toEqual({
      current_password: [m.currentPasswordRequired],
      new_password: [m.passwordTooShort],
      new_password_confirmation: [m.passwordsDoNotMatch],
    });
    expectError(
      changePasswordInput,
      { current_password: 'x', new_password: 'p'.repeat(201), new_password_confirmation: 'x' },
      'new_password',
      m.passwordTooLong,
    );
  });
});
