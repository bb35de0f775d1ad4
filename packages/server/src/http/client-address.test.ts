import type http from 'node:http';

import { describe, expect, it } from 'vitest';

import {
  addressFromNextHeaders,
  addressFromSocket,
  parseTrustProxy,
  TRUST_PROXY_RULE,
  validAddress,
} from './client-address.mjs';
import { fetchRaw, listen } from './test-http';

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

  it.each([
    ['127.0.0.1', ['127.0.0.1']],
    [' 10.0.0.0/8, 127.0.0.1 ', ['10.0.0.0/8', '127.0.0.1']],
    ['192.168.0.0/255.255.0.0,::1', ['192.168.0.0/255.255.0.0', '::1']],
    ['2001:DB8::/32', ['2001:db8::/32']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads %j as the trusted proxies %j', (text, proxies) => {
    expect(parseTrustProxy(text)).toEqual(proxies);
  });

  it.each([
    'yes',
    'on',
    '-1',
    '1.5',
    '11',
    '0x2',
    '2 proxies',
    'truee',
    '10.0.0.0/33',
    '10.0.0.0/8/8',
    '10.0.0.0/x',
    '10.0.0.0/8,',
    'proxy.example.com',
    '300.1.1.1',
  ])('refuses %j', (text) => {
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

describe('addressFromSocket behind listed proxies', () => {
  const trustedProxies = parseTrustProxy('10.0.0.0/8,127.0.0.1');

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    for (const socketAddress of ['203.0.113.9', '::ffff:203.0.113.9', '11.0.0.1']) {
      expect(
        addressFromSocket({ socketAddress, forwardedFor: '198.51.100.7', trustedProxies }),
      ).toBe(validAddress(socketAddress));
    }
  });

  it('walks from the right past trusted proxies to the first address that is not one', () => {
    const address = (socketAddress: string, forwardedFor: string) =>
      addressFromSocket({ socketAddress, forwardedFor, trustedProxies });
    expect(address('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(address('::ffff:127.0.0.1', '1.2.3.4, 198.51.100.7, 10.1.2.3')).toBe('198.51.100.7');
    expect(address('10.0.0.5', '1.2.3.4, 198.51.100.7, 10.9.9.9, 127.0.0.1')).toBe('198.51.100.7');
    // Every hop a trusted proxy: the first entry is the furthest one known.
    expect(address('10.0.0.5', '10.0.0.1, 10.0.0.2')).toBe('10.0.0.1');
    // No header, or an entry that is not an address: the peer's.
    expect(address('10.0.0.5', '')).toBe('10.0.0.5');
    expect(address('10.0.0.5', '1.2.3.4, not-an-ip')).toBe('10.0.0.5');
  });

  it('trusts IPv6 ranges and proxy-addr’s named ranges', () => {
    expect(
      addressFromSocket({
        socketAddress: '2001:db8::7',
        forwardedFor: '2001:db8:ffff::1, 2001:db8::8',
        trustedProxies: parseTrustProxy('2001:db8::/32'),
      }),
    ).toBe('2001:db8:ffff::1');
    expect(
      addressFromSocket({
        socketAddress: '::1',
        forwardedFor: '198.51.100.7',
        trustedProxies: parseTrustProxy('loopback'),
      }),
    ).toBe('198.51.100.7');
  });
});

describe('over real HTTP, behind listed proxies', () => {
  /** A server that answers the caller's address as `npm start`'s finds it (http/serve.mjs). */
  async function echoAddress(trustProxy: string) {
    const trustedProxies = parseTrustProxy(trustProxy);
    return listen((request: http.IncomingMessage, response: http.ServerResponse) => {
      response.end(
        addressFromSocket({
          socketAddress: request.socket.remoteAddress,
          forwardedFor: request.headers['x-forwarded-for'],
          trustedProxies,
        }),
      );
    });
  }

  it('ignores a forged X-Forwarded-For from a client that reaches the app port directly', async () => {
    const url = await echoAddress('10.0.0.0/8');
    const response = await fetchRaw(url, { 'x-forwarded-for': '198.51.100.7' });
    expect(response.body.toString()).toBe('127.0.0.1');
  });

  it('takes the address a trusted proxy on the peer’s address appended', async () => {
    const url = await echoAddress('10.0.0.0/8,127.0.0.1');
    const response = await fetchRaw(url, { 'x-forwarded-for': '1.2.3.4, 198.51.100.7' });
    expect(response.body.toString()).toBe('198.51.100.7');
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

  it('behind listed proxies, walks from the right past them', () => {
    const trustedProxies = parseTrustProxy('10.0.0.0/8');
    expect(
      addressFromNextHeaders({ forwardedFor: '1.2.3.4, 198.51.100.7, 10.0.0.9', trustedProxies }),
    ).toBe('198.51.100.7');
    expect(addressFromNextHeaders({ forwardedFor: '1.2.3.4, 198.51.100.7', trustedProxies })).toBe(
      '198.51.100.7',
    );
  });

  it('answers "unknown" for a missing or invalid header, never a long string', () => {
    for (const forwardedFor of [null, undefined, '', 'x'.repeat(2000)]) {
      expect(addressFromNextHeaders({ forwardedFor, trustedProxies: 1 })).toBe('unknown');
    }
  });
});
