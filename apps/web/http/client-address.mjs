// @ts-check
/**
 * The caller's network address, by one rule wherever the app runs: behind N trusted proxies
 * (TRUST_PROXY), the address is the one the outermost of them appended to X-Forwarded-For; the
 * entries before it were written by whoever connected to that proxy, so they are never used.
 * Plain JavaScript: the HTTP server (serve.mjs), the launcher and the app all read it.
 */
import net from 'node:net';

/** The address of a caller whose address is unknown (it shares one rate-limit bucket). */
export const UNKNOWN_ADDRESS = 'unknown';

/** The most proxies TRUST_PROXY may name. */
export const MAX_TRUSTED_PROXIES = 10;

export const TRUST_PROXY_RULE = `must be true, false, 1, 0 or the number of proxies in front of the app (0 to ${MAX_TRUSTED_PROXIES})`;

/**
 * How many proxies in front of the app append to X-Forwarded-For: unset, '', 'false' and '0'
 * trust none; 'true' and '1' one; '2' two, and so on.
 * @param {string | undefined} text
 * @returns {number}
 */
export function parseTrustProxy(text) {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value) && Number(value) <= MAX_TRUSTED_PROXIES) return Number(value);
  throw new Error(TRUST_PROXY_RULE);
}

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

/** @param {string | string[] | null | undefined} header */
function forwardedEntries(header) {
  if (header === null || header === undefined) return [];
  return (Array.isArray(header) ? header.join(',') : header).split(',');
}

/**
 * The HTTP server's rule (it sees the socket): with no trusted proxy, the socket's address;
 * behind N, the entry the N-th proxy counted from the app appended (the N-th from the right),
 * or the first when there are fewer. An entry that is not an IP address gives the socket's.
 * @param {{ socketAddress: string | undefined, forwardedFor?: string | string[], trustedProxies: number }} request
 * @returns {string}
 */
export function addressFromSocket({ socketAddress, forwardedFor, trustedProxies }) {
  const socket = validAddress(socketAddress) ?? UNKNOWN_ADDRESS;
  if (trustedProxies === 0) return socket;
  const entries = forwardedEntries(forwardedFor);
  if (entries.length === 0) return socket;
  return validAddress(entries[Math.max(entries.length - trustedProxies, 0)]) ?? socket;
}

/**
 * The rule under a plain `next start`, where the app sees no socket: Next.js (16.4) sets
 * X-Forwarded-For to the socket's address when the request has none, and passes a received one
 * on untouched. So with no trusted proxy the last entry is the socket's (unless the client sent
 * the header itself: only a proxy in front can prevent that), and behind N the N-th from the
 * right is the one the outermost trusted proxy appended.
 * @param {{ forwardedFor: string | null | undefined, trustedProxies: number }} request
 * @returns {string}
 */
export function addressFromNextHeaders({ forwardedFor, trustedProxies }) {
  const entries = forwardedEntries(forwardedFor);
  if (entries.length === 0) return UNKNOWN_ADDRESS;
  const fromRight = Math.max(trustedProxies, 1);
  return validAddress(entries[Math.max(entries.length - fromRight, 0)]) ?? UNKNOWN_ADDRESS;
}
