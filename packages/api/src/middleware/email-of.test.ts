import { describe, expect, it } from 'vitest';

import { emailOf } from './email-of';

describe('emailOf', () => {
  it('is the trimmed, lower-case e-mail of an input that has one', () => {
    expect(emailOf({ email: '  Staff@Example.COM ', password: 'x' })).toBe('staff@example.com');
  });

  it("is '' for an input without a string e-mail", () => {
    for (const input of [undefined, null, 'a@b.c', {}, { email: 42 }]) {
      expect(emailOf(input)).toBe('');
    }
  });
});
