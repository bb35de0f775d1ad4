// @ts-check
/**
 * The caller's network address, by one rule wherever the app runs: the standard trusted-proxies
 * walk (Express's `trust proxy`, by its `proxy-addr` package). Starting from the connecting
 * peer, each hop is trusted to report the one before it only while it is a trusted proxy; the
 * first untrusted hop is the caller. TRUST_PROXY names the trusted proxies by their number (the
 * N nearest hops) or by their addresses and CIDR ranges; an entry a client wrote before them is
 * never used. Plain JavaScript: the HTTP server (serve.mjs), the launcher and the app all read it.
 */
import net from 'node:net';

import proxyaddr from 'proxy-addr';

/** The address of a caller whose address is unknown (it shares one rate-limit bucket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The most proxies TRUST_PROXY may count. */
export const MAX_TRUSTED_PROXIES = 10;

export const TRUST_PROXY_RULE = `must be true, false, 1, 0 or the number of proxies in front of the app (0 to ${MAX_TRUSTED_PROXIES}), or their addresses and CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)`;

/** proxy-addr's names for ranges: 127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, private. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * An address, or an address with a prefix length or netmask; not the shorthand forms an IP
 * parser also reads ('10' as 0.0.0.10, '0x2'), so a mistyped count is refused.
 * @param {string} entry
 */
function isProxyEntry(entry) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  return mask === undefined || /^\d{1,3}$/.test(mask) || net.isIPv4(mask);
}

/**
 * Which proxies in front of the app append to X-Forwarded-For: unset, '', 'false' and '0'
 * trust none; 'true' and '1' one; '2' two, and so on; or a comma-separated list of their
 * addresses and ranges ('10.0.0.0/8,127.0.0.1'), trusted wherever they are in the chain.
 * @param {string | undefined} text
 * @returns {TrustedProxies}
 */
export function parseTrustProxy(text) {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_TRUSTED_PROXIES) return Number(value);
  const proxies = value.split(',').map((entry) => entry.trim());
  if (!proxies.every(isProxyEntry)) throw new Error(TRUST_PROXY_RULE);
  try {
    trustOf(proxies);
  } catch {
    // A prefix longer than the address (10.0.0.0/33).
    throw new Error(TRUST_PROXY_RULE);
  }
  return proxies;
}

/**
 * @typedef {number | string[]} TrustedProxies How many proxies are trusted (the nearest hops), or
 * their addresses and ranges.
 */

/**
 * Whether TRUST_PROXY has one of the accepted spellings.
 * @param {string | undefined} text
 */
export function isTrustProxy(text) {
  try {
    parseTrustProxy(text);
    return true;
  } catch {
    return false;
  }
}

/** @type {WeakMap<string[], (address: string, hop: number) => boolean>} */
const compiled = new WeakMap();

/**
 * Whether the hop-th hop from the app (0: the connecting peer) is a trusted proxy.
 * @param {TrustedProxies} trustedProxies
 * @returns {(address: string, hop: number) => boolean}
 */
function trustOf(trustedProxies) {
  if (typeof trustedProxies === 'number') return (_address, hop) => hop < trustedProxies;
  let trust = compiled.get(trustedProxies);
  if (!trust) {
    trust = proxyaddr.compile(trustedProxies);
    compiled.set(trustedProxies, trust);
  }
  return trust;
}

/**
 * The caller by the trusted-proxies walk over the peer and X-Forwarded-For.
 * @param {string | undefined} peer
 * @param {string | string[] | null | undefined} forwardedFor
 * @param {TrustedProxies} trustedProxies
 */
function walk(peer, forwardedFor, trustedProxies) {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  // proxy-addr reads these two fields of a request.
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': header } };
  return proxyaddr(
    /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (request)),
    trustOf(trustedProxies),
  );
}

/**
 * The text as an IP address (IPv4-mapped IPv6 written as IPv4, IPv6 in lower case), or null when
 * it is not one.
 * @param {string | null | undefined} text
 * @returns {string | null}
 */
export function validAddress(text) {
  const value = (text ?? '').trim();
  if (value.length > 64 || net.isIP(value) === 0) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return mapped?.[1] ?? value.toLowerCase();
}

/**
 * The HTTP server's rule (it sees the socket): with no trusted proxy, the socket's address;
 * behind N, the entry the N-th proxy counted from the app appended (the N-th from the right),
 * or the first when there are fewer; behind listed proxies, the socket's address unless it is
 * one of them, else the nearest X-Forwarded-For entry, from the right, that is not one of them
 * (or the first). An entry that is not an IP address gives the socket's.
 * @param {{ socketAddress: string | undefined, forwardedFor?: string | string[], trustedProxies: TrustedProxies }} request
 * @returns {string}
 */
export function addressFromSocket({ socketAddress, forwardedFor, trustedProxies }) {
  const socket = validAddress(socketAddress) ?? UNKNOWN_ADDRESS;
  return validAddress(walk(socketAddress, forwardedFor, trustedProxies)) ?? socket;
}

/**
 * The rule under a plain `next start`, where the app sees no socket: Next.js (16.4) sets
 * X-Forwarded-For to the socket's address when the request has none, and passes a received one
 * on untouched. So with no trusted proxy the last entry is the socket's (unless the client sent
 * the header itself: only a proxy in front can prevent that), behind N the N-th from the right
 * is the one the outermost trusted proxy appended, and behind listed proxies the last entry
 * plays the peer (it cannot be checked here) and the walk goes on from it.
 * @param {{ forwardedFor: string | null | undefined, trustedProxies: TrustedProxies }} request
 * @returns {string}
 */
export function addressFromNextHeaders({ forwardedFor, trustedProxies }) {
  const entries = (forwardedFor ?? '').split(',');
  const peer = entries.pop()?.trim();
  const trusted =
    typeof trustedProxies === 'number' ? Math.max(trustedProxies - 1, 0) : trustedProxies;
  return validAddress(walk(peer, entries.join(','), trusted)) ?? UNKNOWN_ADDRESS;
}
