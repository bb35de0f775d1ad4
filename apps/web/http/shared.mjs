// @ts-check
/**
 * What the HTTP server (./serve.mjs, plain Node) and the app (Next's modules) share within one
 * process: the header carrying the caller's address, and whether the process is shutting down.
 */

/** The header through which the HTTP server hands the caller's address to the app. */
export const CLIENT_ADDRESS_HEADER = 'x-kasar-client-address';

const DRAINING = Symbol.for('kasar.draining');

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
