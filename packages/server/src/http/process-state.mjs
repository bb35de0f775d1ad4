// @ts-check
/**
 * What the HTTP server (./serve.mjs, plain Node) and the app (Next's modules) share within one
 * process: the header carrying the caller's address, whether that server is there to set it, and
 * whether the process is shutting down.
 */

import { AsyncLocalStorage } from 'node:async_hooks';

/** The header through which the HTTP server hands the caller's address to the app. */
export const CLIENT_ADDRESS_HEADER = 'x-kasar-client-address';

const DRAINING = Symbol.for('kasar.draining');
const NOT_FOUND_LISTENER = Symbol.for('kasar.notFoundListener');
const REDIRECT_ANSWERER = Symbol.for('kasar.redirectAnswerer');
const OPTIMIZED_IMAGE_ANSWERER = Symbol.for('kasar.optimizedImageAnswerer');
const SETS_CLIENT_ADDRESS = Symbol.for('kasar.setsClientAddress');
const REQUEST_STATES = Symbol.for('kasar.requestStates');

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

/**
 * Who hears of the requests answered with a 404: the app's 404 log (decision 035), which counts
 * them in memory. Set by the app when it starts; the HTTP server reports to it.
 *
 * @param {(path: string, referrer: string | null) => void} listener
 */
export function listenForNotFound(listener) {
  processState()[NOT_FOUND_LISTENER] = listener;
}

/**
 * Reports a request answered with a 404, once its response was sent: `path` as requested (with
 * its query), `referrer` its Referer header.
 *
 * @param {string} path
 * @param {string | null} referrer
 */
export function reportNotFound(path, referrer) {
  const listener = processState()[NOT_FOUND_LISTENER];
  if (typeof listener === 'function') listener(path, referrer);
}

/**
 * The answer to a request that staff or a slug change redirected: a 301 or 302 with its
 * Location, or a 410 with its page. Written by the HTTP server as it is.
 *
 * @typedef {{ status: number; headers: Record<string, string>; body: string }} RedirectAnswer
 */

/**
 * Who answers the redirected addresses (decision 035): the app's map of redirects, set when the
 * app starts. The HTTP server asks it before Next.js is, so a public page pays no middleware.
 *
 * @param {(url: string) => Promise<RedirectAnswer | null>} answerer
 */
export function answerRedirectsWith(answerer) {
  processState()[REDIRECT_ANSWERER] = answerer;
}

/**
 * The redirect answering a GET or HEAD of `url` (path and query as requested), or null: not
 * redirected, or the app has not started its map (a plain `next start`).
 *
 * @param {string} url
 * @returns {Promise<RedirectAnswer | null>}
 */
export async function redirectAnswer(url) {
  const answerer = processState()[REDIRECT_ANSWERER];
  if (typeof answerer !== 'function') return null;
  return /** @type {Promise<RedirectAnswer | null>} */ (answerer(url));
}

/**
 * Who answers the requests for Next's optimized images (`/_next/image?url=…`) before Next.js
 * does: the app's withheld files (a deleted item's photos), whose optimized copies Next keeps in
 * its own image cache and would serve without asking the upload route. Set when the app starts.
 *
 * @param {(url: string) => Promise<RedirectAnswer | null>} answerer
 */
export function answerOptimizedImagesWith(answerer) {
  processState()[OPTIMIZED_IMAGE_ANSWERER] = answerer;
}

/**
 * The answer to a GET or HEAD of an optimized image at `url` (path and query as requested), or
 * null: Next.js answers it (or the app has not started its answerer, a plain `next start`).
 *
 * @param {string} url
 * @returns {Promise<RedirectAnswer | null>}
 */
export async function optimizedImageAnswer(url) {
  const answerer = processState()[OPTIMIZED_IMAGE_ANSWERER];
  if (typeof answerer !== 'function') return null;
  return /** @type {Promise<RedirectAnswer | null>} */ (answerer(url));
}

/**
 * The per-request state store: one for the process, shared by the HTTP server and Next's modules.
 *
 * @returns {AsyncLocalStorage<Record<string, unknown>>}
 */
function requestStates() {
  const state = processState();
  state[REQUEST_STATES] ??= new AsyncLocalStorage();
  return /** @type {AsyncLocalStorage<Record<string, unknown>>} */ (state[REQUEST_STATES]);
}

/**
 * Runs the handling of one request with a state of its own: what the app's proxy learns about
 * the request for its render (which may not read the request: the public pages are static), such
 * as the preview link it opens. The HTTP server calls it around every request.
 *
 * @template T
 * @param {() => T} handle
 * @returns {T}
 */
export function runWithRequestState(handle) {
  return requestStates().run({}, handle);
}

/**
 * The current request's state, or null outside one (a plain `next start`, which has no such
 * state: what needs it must then refuse, not guess).
 *
 * @returns {Record<string, unknown> | null}
 */
export function requestState() {
  return requestStates().getStore() ?? null;
}
