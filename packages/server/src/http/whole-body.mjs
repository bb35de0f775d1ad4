// @ts-check
/**
 * Holds a response's body until it is complete, for the layers of this server that need the whole
 * body before anything is sent: the inline-script policy (./script-hashes.mjs) and the compressed
 * copies (./compressed-copies.mjs). A cached page or a build file is written at once, so holding
 * it costs nothing; a streamed page is never held (its policy is a per-request nonce).
 *
 * `holdWholeBody(response, { hold, finish })`: when the headers are known (the first writeHead,
 * flushHeaders, write or end), `hold()` says whether to hold this response. If not, every call
 * goes straight through. If so, the status line and every write are kept, and at the end
 * `finish(body)` gives the body to send: it may change the headers first, and may be async.
 */

/**
 * @typedef {object} WholeBodyLayer
 * @property {() => boolean} hold Whether to hold this response (its headers are set).
 * @property {(body: Buffer) => Buffer | Promise<Buffer>} finish The body to send instead.
 */

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer | null}
 */
function bufferOf(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') {
    return Buffer.from(
      chunk,
      typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
    );
  }
  return Buffer.from(/** @type {Uint8Array} */ (chunk));
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {WholeBodyLayer} layer
 */
export function holdWholeBody(response, layer) {
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  /** @type {'undecided' | 'hold' | 'pass'} */
  let mode = 'undecided';
  /** @type {Buffer[]} */
  const held = [];
  /** @type {unknown[] | null} */
  let head = null;

  const decide = () => {
    if (mode === 'undecided') mode = layer.hold() ? 'hold' : 'pass';
    return mode;
  };

  /** @type {any} */
  const patched = response;

  patched.writeHead = function writeHead(/** @type {unknown[]} */ ...args) {
    const [status, second, third] = args;
    const headers = typeof second === 'object' && second !== null ? second : third;
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    }
    if (typeof status === 'number') response.statusCode = status;
    if (decide() === 'pass') return original.writeHead.apply(response, /** @type {any} */ (args));
    head ??= typeof second === 'string' ? [status, second] : [status];
    return response;
  };

  patched.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') original.flushHeaders.call(response);
  };

  patched.write = function write(/** @type {unknown[]} */ ...args) {
    if (decide() === 'pass') return original.write.apply(response, /** @type {any} */ (args));
    const chunk = bufferOf(args[0], args[1]);
    if (chunk) held.push(chunk);
    const callback = args.find((arg) => typeof arg === 'function');
    if (callback) process.nextTick(/** @type {() => void} */ (callback));
    return true;
  };

  /** @param {Buffer} body @param {unknown} callback */
  const send = (body, callback) => {
    // From here on every call goes straight through, Node's own implicit writeHead included.
    mode = 'pass';
    if (!response.headersSent) {
      original.writeHead.apply(response, /** @type {any} */ (head ?? [response.statusCode]));
    }
    original.end.call(response, body, /** @type {any} */ (callback));
  };

  patched.end = function end(/** @type {unknown[]} */ ...args) {
    if (decide() === 'pass') return original.end.apply(response, /** @type {any} */ (args));
    const chunk = bufferOf(args[0], args[1]);
    if (chunk) held.push(chunk);
    const callback = args.find((arg) => typeof arg === 'function');
    const finished = layer.finish(Buffer.concat(held));
    if (Buffer.isBuffer(finished)) {
      send(finished, callback);
    } else {
      finished.then(
        (body) => send(body, callback),
        (error) => response.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    }
    return response;
  };
}
