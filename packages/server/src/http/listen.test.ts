// Where the HTTP server listens: a development start stays on this machine's loopback addresses.
import type http from 'node:http';
import type net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { listenAddresses, listenOn } from './listen.mjs';

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.map((server) => new Promise((resolve) => server.close(() => resolve(undefined)))),
  );
  servers = [];
});

const answer: http.RequestListener = (_request, response) => response.end('ok');

/** The address each server is bound to. */
const boundAddresses = (list: http.Server[]) =>
  list.map((server) => (server.address() as net.AddressInfo).address);

describe('listenAddresses', () => {
  it('reads HOST: every interface, both loopback addresses, or the one given', () => {
    expect(listenAddresses(undefined)).toEqual([undefined]);
    expect(listenAddresses('')).toEqual([undefined]);
    expect(listenAddresses('localhost')).toEqual(['127.0.0.1', '::1']);
    expect(listenAddresses('LocalHost')).toEqual(['127.0.0.1', '::1']);
    expect(listenAddresses('0.0.0.0')).toEqual(['0.0.0.0']);
    expect(listenAddresses('10.1.2.3')).toEqual(['10.1.2.3']);
  });
});

describe('listenOn', () => {
  it("binds only loopback addresses for 'localhost', and answers there", async () => {
    servers = await listenOn(answer, 0, 'localhost');
    expect(servers.length).toBeGreaterThanOrEqual(1);
    for (const address of boundAddresses(servers)) {
      expect(['127.0.0.1', '::1']).toContain(address);
    }
    // One port for both addresses, as browsers try each for localhost.
    const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
    expect(new Set(ports).size).toBe(1);
    const response = await fetch(`http://127.0.0.1:${ports[0]}/`);
    expect(await response.text()).toBe('ok');
  });

  it('binds every interface when HOST is unset (production mode)', async () => {
    servers = await listenOn(answer, 0, undefined);
    expect(boundAddresses(servers)).toHaveLength(1);
    expect(['::', '0.0.0.0']).toContain(boundAddresses(servers)[0]);
  });

  it('fails on an address the machine does not have', async () => {
    await expect(listenOn(answer, 0, '192.0.2.254')).rejects.toThrow(/EADDRNOTAVAIL/);
  });
});
