// @ts-check
/**
 * The path every request takes through the HTTP server of ./serve.mjs: the caller's address handed
 * to the app, the 404 log told once the answer is sent, a redirect answered from the app's map,
 * and otherwise compression, the static pages' script policy and Next.js.
 */
import { compressResponses } from './compressed-copies.mjs';
import { hashInlineScripts } from './script-hashes.mjs';
import { CLIENT_ADDRESS_HEADER, redirectAnswer, reportNotFound } from './process-state.mjs';

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

/**
 * The redirect (301, 302) or 410 answering a GET or HEAD, from the app's map (decision 035), or
 * null. Here rather than in Next's proxy: a proxy that ran on every public page cost a quarter of
 * the cached pages a server answers per second.
 * @param {Request} request
 */
async function redirectOf(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  try {
    return await redirectAnswer(request.url ?? '/');
  } catch (error) {
    // The app's map logs its own failures; Next answers meanwhile, as without redirects.
    console.error(`Redirects could not be looked up: ${/** @type {Error} */ (error).message}`);
    return null;
  }
}

/**
 * The listener of the HTTP server's sockets.
 * @param {{
 *   handle: (request: Request, response: Response) => unknown;
 *   dev: boolean;
 *   clientAddress: (request: Request) => string;
 *   isStopping: () => boolean;
 * }} options `handle` is Next's request handler; `clientAddress` the caller's address, as the
 *   trusted proxies say; `isStopping` true once the server drains.
 * @returns {import('node:http').RequestListener}
 */
export function requestListener({ handle, dev, clientAddress, isStopping }) {
  return (request, response) => {
    // Only the server decides this header; a client-sent one is replaced.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request);
    // While draining, a kept-alive connection is closed after its current request.
    if (isStopping()) response.setHeader('Connection', 'close');
    // The 404 log (decision 035): told once the answer is sent, so it never delays one.
    response.once('finish', () => {
      if (response.statusCode === 404 && request.method === 'GET') {
        const referrer = request.headers.referer;
        reportNotFound(request.url ?? '/', typeof referrer === 'string' ? referrer : null);
      }
    });
    void redirectOf(request).then((redirect) => {
      if (redirect) {
        response.writeHead(redirect.status, redirect.headers);
        response.end(request.method === 'HEAD' ? undefined : redirect.body);
        return;
      }
      compressResponses(request, response, () => {
        // Static pages: only the inline scripts each one carries may run (development has its own).
        if (!dev) hashInlineScripts(response);
        void handle(request, response);
      });
    });
  };
}
