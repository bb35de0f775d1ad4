// @ts-check
/**
 * What the HTTP server (./serve.mjs, plain Node) and the app (Next's modules) share within one
 * process: the header carrying the caller's address, whether that server is there to set it, and
 * whether the process is shutting down.
 */

/** The header through which the HTTP server hands the caller's address to the app. */
export const CLIENT_ADDRESS_HEADER = 'x-kasar-client-address';

const DRAINING = Symbol.for('kasar.draining');
const SETS_CLIENT_ADDRESS = Symbol.for('kasar.setsClientAddress');

/** @returns {Record<symbol, unknown>} */
const processState = () =>
  /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

/** Once shutdown begins the instance reports itself unavailable, so load balancers drain it. */
export function markDraining() {
  processState()[DRAINING] = true;
}

export function isDraining() {
  return processState()[DRAINING] === true;
}

/**
 * Said by the HTTP server before it serves: it replaces CLIENT_ADDRESS_HEADER on every request.
 * Without it (a plain `next start`) the header is whatever the client sent, and is not read.
 */
export function markClientAddressSet() {
  processState()[SETS_CLIENT_ADDRESS] = true;
}

export function clientAddressIsSet() {
  return processState()[SETS_CLIENT_ADDRESS] === true;
}
