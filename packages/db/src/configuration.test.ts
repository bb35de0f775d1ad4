// The rules every env module follows: flag spellings, blank values, one-line errors naming the variable.
import { createEnv } from '@t3-oss/env-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ConfigurationError, flag, rejectConfiguration, text } from './configuration.mjs';

function read(runtimeEnv: Record<string, string | undefined>) {
  return createEnv({
    server: { TRUST_PROXY: flag, MAIL_FROM: text, PORT: z.coerce.number().int().optional() },
    runtimeEnv,
    emptyStringAsUndefined: true,
    onValidationError: rejectConfiguration,
  });
}

describe('flags', () => {
  it('accept true/false/1/0 in any case, with surrounding blanks', () => {
    const cases: [string, boolean][] = [
      ['true', true],
      ['TRUE', true],
      [' True ', true],
      ['1', true],
      ['false', false],
      ['False', false],
      ['0', false],
    ];
    for (const [value, expected] of cases) {
      expect(read({ TRUST_PROXY: value }).TRUST_PROXY, value).toBe(expected);
    }
  });

  it('treat empty, blank and missing values as unset', () => {
    expect(read({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined();
    expect(read({ TRUST_PROXY: '   ' }).TRUST_PROXY).toBeUndefined();
    expect(read({}).TRUST_PROXY).toBeUndefined();
  });

  it('stop with a message naming the variable for any other value', () => {
    expect(() => read({ TRUST_PROXY: 'yes' })).toThrow(
      new ConfigurationError('Invalid configuration: TRUST_PROXY must be true, false, 1 or 0'),
    );
  });
});

describe('other values', () => {
  it('treat blank text as unset', () => {
    expect(read({ MAIL_FROM: '  ' }).MAIL_FROM).toBeUndefined();
    expect(read({ MAIL_FROM: ' office@example.com ' }).MAIL_FROM).toBe('office@example.com');
  });

  it('name the variable of the first bad value', () => {
    expect(() => read({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
  });
});
