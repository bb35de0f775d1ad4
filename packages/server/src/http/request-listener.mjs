// @ts-check
/**
 * The path every request takes through the HTTP server of ./serve.mjs: the caller's address handed
 * to the app, the 404 log told once the answer is sent, a redirect answered from the app's map (or
 * an optimized copy of a file the trash withholds answered with a 404), and otherwise
 * compression, the static pages' script policy and Next.js. An error anywhere on
 * that path answers a 500 (or, once the answer has begun, closes the connection): a redirect
 * target Node refused to write as a header left the visitor's request open for good.
 */
import { compressResponses } from './compressed-copies.mjs';
import { hashInlineScripts } from './script-hashes.mjs';
import {
  CLIENT_ADDRESS_HEADER,
  optimizedImageAnswer,
  redirectAnswer,
  reportNotFound,
  runWithRequestState,
} from './process-state.mjs';

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

/** Where Next.js serves its optimized copies of images (`?url=/uploads/…&w=…&q=…`). */
const OPTIMIZED_IMAGE_PATH = '/_next/image?';

/**
 * The 404 of an optimized copy of a file the trash withholds (the app's answerer), or null: Next
 * keeps such copies in its own cache and would serve them without asking the upload route.
 * @param {Request} request
 */
async function withheldImageOf(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  try {
    return await optimizedImageAnswer(request.url ?? '/');
  } catch (error) {
    // The app's answerer answers its own failures; anything else is Next's to answer.
    console.error(
      `Withheld images could not be looked up: ${/** @type {Error} */ (error).message}`,
    );
    return null;
  }
}

/**
 * Ends a request that failed on this server's path: a 500 when nothing was sent yet, else the
 * connection is closed, so the visitor's browser stops waiting either way.
 * @param {Request} request
 * @param {Response} response
 * @param {unknown} error
 */
function failRequest(request, response, error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`${request.method ?? 'GET'} ${request.url ?? '/'} failed: ${reason}`);
  if (response.headersSent || response.writableEnded) {
    response.destroy();
    return;
  }
  try {
    // Headers a layer set for the answer it meant to give do not belong on this one.
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    response.writeHead(500, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(request.method === 'HEAD' ? undefined : 'Internal Server Error');
  } catch {
    response.destroy();
  }
}

/**
 * Answers a request: its redirect (or the 404 of a withheld image), or Next.js behind compression
 * and the script policy.
 * Resolves once Next.js has taken it; rejects with any error on the way.
 * @param {Request} request
 * @param {Response} response
 * @param {{ handle: (request: Request, response: Response) => unknown; dev: boolean }} app
 */
async function answer(request, response, { handle, dev }) {
  // Optimized images are never redirected (/_next is not a page), so each asks one answerer.
  const early = request.url?.startsWith(OPTIMIZED_IMAGE_PATH)
    ? await withheldImageOf(request)
    : await redirectOf(request);
  if (early) {
    response.writeHead(early.status, early.headers);
    response.end(request.method === 'HEAD' ? undefined : early.body);
    return;
  }
  await new Promise((resolve, reject) => {
    compressResponses(request, response, () => {
      try {
        // Static pages: only the inline scripts each one carries may run (development has its own).
        if (!dev) hashInlineScripts(response);
        // Its own state, for what the proxy learns and the render reads (a preview link).
        Promise.resolve(runWithRequestState(() => handle(request, response))).then(resolve, reject);
      } catch (error) {
        reject(error);
      }
    });
  });
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
    try {
      // Only the server decides this header; a client-sent one is replaced.
      request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request);
      // While draining, a kept-alive connection is closed after its current request.
      if (isStopping()) response.setHeader('Connection', 'close');
    } catch (error) {
      failRequest(request, response, error);
      return;
    }
    // An answer begun before its request's body has arrived (a refusal: 401, 413) says
    // `Connection: close`, and Node closes the connection once it is sent: the rest of that body
    // is never read, and a connection paused mid-body would stay open until the request timeout
    // (5 minutes), holding a graceful shutdown for its full 10 s. Told so, the client does not
    // send its next request on a connection about to close.
    const writeHead = response.writeHead;
    response.writeHead = /** @type {Response['writeHead']} */ (
      function (/** @type {any[]} */ ...args) {
        if (!request.complete) response.setHeader('Connection', 'close');
        return writeHead.apply(response, /** @type {any} */ (args));
      }
    );
    // The 404 log (decision 035): told once the answer is sent, so it never delays one.
    response.once('finish', () => {
      if (response.statusCode !== 404 || request.method !== 'GET') return;
      const referrer = request.headers.referer;
      try {
        reportNotFound(request.url ?? '/', typeof referrer === 'string' ? referrer : null);
      } catch (error) {
        // The answer is sent: a failing count is only logged, never the process's end.
        console.error(`A 404 could not be counted: ${/** @type {Error} */ (error).message}`);
      }
    });
    answer(request, response, { handle, dev }).catch((error) =>
      failRequest(request, response, error),
    );
  };
}
