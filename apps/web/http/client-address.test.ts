import { describe, expect, it } from 'vitest';

import {
  addressFromNextHeaders,
  addressFromSocket,
  parseTrustProxy,
  TRUST_PROXY_RULE,
  validAddress,
} from './client-address.mjs';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['  ', 0],
    ['false', 0],
    ['FALSE', 0],
    ['0', 0],
    ['true', 1],
    ['True', 1],
    [' 1 ', 1],
    ['2', 2],
    ['10', 10],
  ])('reads %j as %i trusted proxies', (text, hops) => {
    expect(parseTrustProxy(text)).toBe(hops);
  });

  it.each(['yes', 'on', '-1', '1.5', '11', '0x2', '2 proxies', 'truee'])('refuses %j', (text) => {
    expect(() => parseTrustProxy(text)).toThrow(TRUST_PROXY_RULE);
  });
});

describe('validAddress', () => {
  it('accepts IPv4 and IPv6 and writes IPv4-mapped IPv6 as IPv4', () => {
    expect(validAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(validAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(validAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(validAddress('::1')).toBe('::1');
  });

  it('refuses anything that is not an address', () => {
    for (const text of [undefined, '', 'unknown', '203.0.113.7:8080', '[::1]', 'a'.repeat(2000)]) {
      expect(validAddress(text)).toBeNull();
    }
  });
});

describe('addressFromSocket (the HTTP server of npm start)', () => {
  const socketAddress = '10.0.0.5';

  it('trusting no proxy, takes the socket and ignores X-Forwarded-For', () => {
    expect(
      addressFromSocket({ socketAddress, forwardedFor: '203.0.113.9', trustedProxies: 0 }),
    ).toBe('10.0.0.5');
    expect(addressFromSocket({ socketAddress: '::ffff:10.0.0.6', trustedProxies: 0 })).toBe(
      '10.0.0.6',
    );
  });

  it('behind one proxy, takes the entry it appended (the last), not what the client wrote', () => {
    const forwardedFor = '1.2.3.4, 5.6.7.8, 198.51.100.7';
    expect(addressFromSocket({ socketAddress, forwardedFor, trustedProxies: 1 })).toBe(
      '198.51.100.7',
    );
    expect(
      addressFromSocket({
        socketAddress,
        forwardedFor: ['9.9.9.9', '198.51.100.8'],
        trustedProxies: 1,
      }),
    ).toBe('198.51.100.8');
  });

  it('behind two proxies, takes the entry the outer one appended', () => {
    const forwardedFor = '1.2.3.4, 198.51.100.7, 10.0.0.9';
    expect(addressFromSocket({ socketAddress, forwardedFor, trustedProxies: 2 })).toBe(
      '198.51.100.7',
    );
  });

  it('with fewer entries than trusted proxies, takes the first (it came from a trusted one)', () => {
    expect(
      addressFromSocket({ socketAddress, forwardedFor: '198.51.100.7', trustedProxies: 3 }),
    ).toBe('198.51.100.7');
  });

  it('falls back to the socket when the trusted entry is missing or not an address', () => {
    for (const forwardedFor of [
      undefined,
      '',
      ' ',
      'evil',
      '1.2.3.4, not-an-ip',
      'x'.repeat(2000),
    ]) {
      expect(addressFromSocket({ socketAddress, forwardedFor, trustedProxies: 1 })).toBe(
        '10.0.0.5',
      );
    }
    expect(
      addressFromSocket({
        socketAddress,
        forwardedFor: `${'x'.repeat(2000)}, 198.51.100.7`,
        trustedProxies: 1,
      }),
    ).toBe('198.51.100.7');
  });

  it('answers "unknown" only when even the socket has no address', () => {
    expect(addressFromSocket({ socketAddress: undefined, trustedProxies: 0 })).toBe('unknown');
    expect(
      addressFromSocket({ socketAddress: undefined, forwardedFor: 'bad', trustedProxies: 1 }),
    ).toBe('unknown');
  });
});

describe('addressFromNextHeaders (a plain `next start`)', () => {
  it('trusting no proxy, takes the address Next.js wrote from the socket', () => {
    // Next.js sets X-Forwarded-For to the socket address when the request has none.
    expect(addressFromNextHeaders({ forwardedFor: '198.51.100.7', trustedProxies: 0 })).toBe(
      '198.51.100.7',
    );
    expect(addressFromNextHeaders({ forwardedFor: '::ffff:127.0.0.1', trustedProxies: 0 })).toBe(
      '127.0.0.1',
    );
  });

  it('behind proxies, takes the entry the outermost trusted one appended', () => {
    const forwardedFor = '1.2.3.4, 198.51.100.7, 10.0.0.9';
    expect(addressFromNextHeaders({ forwardedFor, trustedProxies: 1 })).toBe('10.0.0.9');
    expect(addressFromNextHeaders({ forwardedFor, trustedProxies: 2 })).toBe('198.51.100.7');
  });

  it('answers "unknown" for a missing or invalid header, never a long string', () => {
    for (const forwardedFor of [null, undefined, '', 'x'.repeat(2000)]) {
      expect(addressFromNextHeaders({ forwardedFor, trustedProxies: 1 })).toBe('unknown');
    }
  });
});
