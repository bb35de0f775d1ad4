// @ts-check
/**
 * Response compression for this server (Next's own is off: `compress: false` in next.config.ts).
 *
 * Next.js would compress every response anew, even a page served from the full-route cache or a
 * build file that never changes. Here a body that is fixed for its version (a page or RSC payload
 * carrying an ETag, which Next derives from its bytes, or a build file marked `immutable`) is
 * compressed once per encoding and the copy is kept (least recently used copies go first beyond
 * COPIES_BYTES). The first answer is compressed at a quick setting; the thorough one (brotli 11,
 * gzip 9: a fifth smaller than gzip 6 for the framework's scripts) replaces it in the background,
 * in libuv's thread pool, so no request waits for it. Every other response (streamed pages, the
 * API) is compressed as it streams by the `compression` middleware, which also leaves the copies
 * it finds already encoded alone and adds `Vary: Accept-Encoding`.
 */
import zlib from 'node:zlib';

import compressible from 'compressible';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

import { holdWholeBody } from './whole-body.mjs';

/** The memory the compressed copies may take, per worker process. */
const COPIES_BYTES = 32 * 1024 * 1024;
/** Smaller bodies are sent as they are (the `compression` middleware's own threshold). */
const THRESHOLD_BYTES = 1024;

/** @typedef {'br' | 'gzip'} Encoding */

/**
 * Compresses in libuv's thread pool.
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @param {boolean} thorough
 * @returns {Promise<Buffer>}
 */
function compress(body, encoding, thorough) {
  return new Promise((resolve, reject) => {
    const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ result) =>
      error ? reject(error) : resolve(result);
    if (encoding === 'gzip') {
      zlib.gzip(body, { level: thorough ? 9 : 6 }, done);
      return;
    }
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: thorough ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    };
    zlib.brotliCompress(body, { params }, done);
  });
}

/** @type {LRUCache<string, Buffer>} */
const copies = new LRUCache({ maxSize: COPIES_BYTES, sizeCalculation: (copy) => copy.length });
/** Quick compressions under way, so a burst of first requests compresses a body once. */
const pending = new Map();

/**
 * The compressed copy of `body` under `key`: kept, or made now (quickly) and made again
 * thoroughly in the background.
 * @param {string} key
 * @param {Buffer} body
 * @param {Encoding} encoding
 * @returns {Buffer | Promise<Buffer>}
 */
function copyOf(key, body, encoding) {
  const kept = copies.get(key);
  if (kept) return kept;
  const underWay = pending.get(key);
  if (underWay) return underWay;
  const quick = compress(body, encoding, false).then((copy) => {
    pending.delete(key);
    copies.set(key, copy);
    void compress(body, encoding, true).then(
      (thorough) => {
        if (copies.has(key)) copies.set(key, thorough);
      },
      () => undefined,
    );
    return copy;
  });
  pending.set(key, quick);
  quick.catch(() => pending.delete(key));
  return quick;
}

/** The responses whose body is fixed for its version: cached pages and payloads, build files. */
function isVersioned(/** @type {import('node:http').ServerResponse} */ response) {
  const type = String(response.getHeader('content-type') ?? '');
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    typeof response.getHeader('etag') === 'string' &&
    !/\bno-transform\b/i.test(cacheControl) &&
    (/^text\/(html|x-component)\b/i.test(type) || /\bimmutable\b/i.test(cacheControl)) &&
    compressible(type) === true
  );
}

/**
 * Serves the kept compressed copy of a versioned response (made on first use), when the client
 * accepts brotli or gzip. Installed after `compression` and before Next.js handles the request.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function reuseCompressedCopies(request, response) {
  if (request.method !== 'GET') return;
  // Brotli first when the client weighs them equally, as `compression` does (the preference
  // argument is newer than negotiator's published types).
  /** @type {{ encoding(available: string[], preferred: string[]): string | undefined }} */
  const negotiator = /** @type {any} */ (new Negotiator(request));
  const encoding = negotiator.encoding(['br', 'gzip', 'identity'], ['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return;
  holdWholeBody(response, {
    hold: () =>
      response.statusCode === 200 &&
      !response.getHeader('content-encoding') &&
      isVersioned(response),
    finish: (body) => {
      if (body.length < THRESHOLD_BYTES) {
        // Its length told, so the streaming compression leaves it alone too.
        response.setHeader('content-length', body.length);
        return body;
      }
      const path = (request.url ?? '').split('?')[0];
      const key = `${encoding} ${path} ${String(response.getHeader('etag'))}`;
      const copy = copyOf(key, body, encoding);
      const sendCopy = (/** @type {Buffer} */ compressed) => {
        response.setHeader('content-encoding', encoding);
        response.setHeader('content-length', compressed.length);
        // A range of the compressed copy is not offered.
        response.removeHeader('accept-ranges');
        return compressed;
      };
      return Buffer.isBuffer(copy) ? sendCopy(copy) : copy.then(sendCopy);
    },
  });
}

const streamingCompression = compression({ threshold: THRESHOLD_BYTES });

/**
 * Compresses `response` as the client accepts: a kept copy for a versioned body, on the fly for
 * the rest. Calls `next` once the response is set up.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {() => void} next
 */
export function compressResponses(request, response, next) {
  streamingCompression(/** @type {any} */ (request), /** @type {any} */ (response), () => {
    reuseCompressedCopies(request, response);
    next();
  });
}
