// @ts-check
/**
 * Where the HTTP server listens: HOST as the launcher resolved it (scripts/production-mode.ts,
 * listenHost). Unset or empty: every interface; 'localhost': loopback only, on 127.0.0.1 and on
 * ::1 where the machine has IPv6 (browsers try both for localhost); anything else: that address.
 */
import http from 'node:http';

/** The loopback address that may be missing: a machine or container without IPv6. */
const OPTIONAL_ADDRESS = '::1';

/**
 * @param {string | undefined} host
 * @returns {(string | undefined)[]} the addresses to listen on (undefined: every interface)
 */
export function listenAddresses(host) {
  const value = (host ?? '').trim();
  if (value === '') return [undefined];
  if (value.toLowerCase() === 'localhost') return ['127.0.0.1', OPTIONAL_ADDRESS];
  return [value];
}

/**
 * One server per address, all with the same handler, listening on `port`. Resolves with the
 * servers that listen; rejects with the first error but for a missing optional address.
 * @param {http.RequestListener} handler
 * @param {number} port
 * @param {string | undefined} host
 * @returns {Promise<http.Server[]>}
 */
export async function listenOn(handler, port, host) {
  /** @type {http.Server[]} */
  const servers = [];
  for (const address of listenAddresses(host)) {
    const server = http.createServer(handler);
    // Port 0 (tests): the later addresses take the port the first one was given.
    const first = /** @type {import('node:net').AddressInfo | undefined} */ (servers[0]?.address());
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(first?.port ?? port, address, () => {
          server.off('error', reject);
          resolve(undefined);
        });
      });
      servers.push(server);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      const unavailable = code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT';
      if (!(address === OPTIONAL_ADDRESS && unavailable && servers.length > 0)) throw error;
    }
  }
  return servers;
}
