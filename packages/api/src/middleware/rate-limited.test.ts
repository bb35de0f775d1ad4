// Rate-limit keys: whatever the client sends, a key fits its column and is counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contactInput } from '../../test/fixtures';
import { createHarness, type Harness } from '../../test/harness';
import { expectError } from '../../test/expect';
import { MESSAGES } from '../messages';
import { storedKey } from './rate-limited';
import { addressKey, RATE_LIMITS } from './rate-limits';

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/** rate_limit_events.key is VARCHAR(320). */
const KEY_COLUMN_LENGTH = 320;

describe('storedKey', () => {
  it('keeps short keys as they are and reduces long ones to a fixed-size digest', () => {
    expect(storedKey('ada@example.com|203.0.113.7')).toBe('ada@example.com|203.0.113.7');
    const long = storedKey(`ada@example.com|${'a'.repeat(5000)}`);
    expect(long).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(long.length).toBeLessThanOrEqual(KEY_COLUMN_LENGTH);
    expect(storedKey(`ada@example.com|${'a'.repeat(5000)}`)).toBe(long);
    expect(storedKey(`ada@example.com|${'b'.repeat(5000)}`)).not.toBe(long);
  });

  it('never lets a short key pass for another key’s digest', () => {
    const digest = storedKey('x'.repeat(1000));
    expect(storedKey(digest)).not.toBe(digest);
  });
});

describe('addressKey', () => {
  it('counts IPv6 by its /64, IPv4 and IPv4-mapped address by address', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('contact limit by network', () => {
  it('refuses the 11th submission from anywhere in one IPv6 /64, not from the next /64', async () => {
    for (let sent = 0; sent < RATE_LIMITS.contact.limit; sent += 1) {
      const visitor = await h.anonymous({ clientAddress: `2001:db8:c0:1::${sent + 1}` });
      await visitor.public.submitContact(contactInput());
    }
    await expectError(
      (await h.anonymous({ clientAddress: '2001:db8:c0:1:abcd::99' })).public.submitContact(
        contactInput(),
      ),
      'TOO_MANY_REQUESTS',
      /^Too many/,
    );
    await (
      await h.anonymous({ clientAddress: '2001:db8:c0:2::1' })
    ).public.submitContact(contactInput());
  });
});

describe('limits with keys of any length', () => {
  it('counts a 2,000-character address like any other, up to its limit', async () => {
    const visitor = await h.anonymous({ clientAddress: `${'z'.repeat(1000)}|${'9'.repeat(1000)}` });
    for (let sent = 0; sent < RATE_LIMITS.contact.limit; sent += 1) {
      await visitor.public.submitContact(contactInput());
    }
    await expectError(
      visitor.public.submitContact(contactInput()),
      'TOO_MANY_REQUESTS',
      /^Too many/,
    );
  });

  it('answers failed sign-ins from a 2,000-character address with 401, then 429', async () => {
    const visitor = await h.anonymous({ clientAddress: 'f'.repeat(2000) });
    const login = () => visitor.auth.login({ email: 'long-key@example.com', password: 'wrong1' });
    for (let attempt = 0; attempt < RATE_LIMITS.login.limit; attempt += 1) {
      await expectError(login(), 'UNAUTHORIZED', MESSAGES.loginFailed);
    }
    await expectError(login(), 'TOO_MANY_REQUESTS', /^Too many attempts/);
  });

  it('clears a long key’s failures after a successful sign-in', async () => {
    const visitor = await h.anonymous({ clientAddress: 'e'.repeat(2000) });
    const { email, password } = h.admin;
    // Twice: failures up to one below the limit, then a success that clears them.
    for (const _round of [1, 2]) {
      for (let attempt = 0; attempt < RATE_LIMITS.login.limit - 1; attempt += 1) {
        await expectError(
          visitor.auth.login({ email, password: 'wrong1' }),
          'UNAUTHORIZED',
          MESSAGES.loginFailed,
        );
      }
      await visitor.auth.login({ email, password });
    }
  });
});
