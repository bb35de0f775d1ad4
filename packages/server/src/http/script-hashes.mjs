// @ts-check
/**
 * Hash-based script policy for the static public pages. Their HTML is rendered once and served
 * from the cache to everyone, so it cannot carry a per-request nonce, and Next.js writes each
 * page's data as inline scripts: their static policy (next.config.ts) has to allow
 * 'unsafe-inline'. This server knows each response's exact HTML, so it replaces 'unsafe-inline'
 * with the SHA-256 of every inline script that response carries: only those scripts run, and an
 * injected one would not. The body is not changed (caching, ETags and compression stay as they
 * are); the HTML is held until it is complete, which a cached page is at once.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

import { holdWholeBody } from './whole-body.mjs';

/** A script element and its text (raw text: it ends at the first `</script`). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources of the HTML's inline scripts, in order of first appearance.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** @param {string} policy */
function scriptSources(policy) {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'script-src');
  return directive?.slice(1) ?? [];
}

/**
 * Whether the policy is the static pages' one: inline scripts allowed wholesale, no nonce.
 * @param {string} policy
 */
export function allowsAnyInlineScript(policy) {
  const sources = scriptSources(policy);
  return (
    sources.includes("'unsafe-inline'") && !sources.some((source) => source.startsWith("'nonce-"))
  );
}

/**
 * The policy with 'unsafe-inline' in script-src replaced by `hashes`.
 * @param {string} policy
 * @param {string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      if (name.toLowerCase() !== 'script-src') return part.trim();
      const kept = sources.filter((source) => source !== "'unsafe-inline'");
      return [name, ...kept, ...hashes].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * The body as text, undoing the compression the response was sent with; null for an encoding
 * this server cannot read (the policy is then left as it was).
 * @param {Buffer} body
 * @param {string} encoding
 * @returns {string | null}
 */
function decodedText(body, encoding) {
  try {
    return decoded(body, encoding);
  } catch {
    return null;
  }
}

/**
 * @param {Buffer} body
 * @param {string} encoding
 * @returns {string | null}
 */
function decoded(body, encoding) {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return body.toString('utf8');
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(body).toString('utf8');
    case 'br':
      return zlib.brotliDecompressSync(body).toString('utf8');
    default:
      return null;
  }
}

/**
 * Hashes already computed, by the response's ETag (Next derives it from the uncompressed page,
 * so any encoding of it has the same scripts): a cached page is served many times with the same
 * body, which is then read only once. A 304 answer carries no body but updates the headers the
 * browser keeps with its copy, so it carries the same hashes when they are found here.
 * @type {Map<string, string[]>}
 */
const hashesByEtag = new Map();
const REMEMBERED_PAGES = 200;

/**
 * The hashes of the inline scripts a response body carries, remembered by its ETag.
 * @param {Buffer} body
 * @param {string} encoding
 * @param {string | undefined} etag
 * @param {number} status
 * @returns {string[] | null}
 */
function hashesOf(body, encoding, etag, status) {
  const key = etag;
  const remembered = key ? hashesByEtag.get(key) : undefined;
  if (remembered) return remembered;
  if (status === 304) return null;
  const text = decodedText(body, encoding);
  if (text === null) return null;
  const hashes = inlineScriptHashes(text);
  if (key) {
    if (hashesByEtag.size >= REMEMBERED_PAGES) {
      const oldest = hashesByEtag.keys().next().value;
      if (oldest !== undefined) hashesByEtag.delete(oldest);
    }
    hashesByEtag.set(key, hashes);
  }
  return hashes;
}

/**
 * Makes `response` send, for an HTML page whose policy allows any inline script, the policy with
 * the hashes of the scripts it actually carries. Every other response passes through untouched.
 * Installed before Next.js handles the request, so it sees the whole page before it goes out.
 * @param {import('node:http').ServerResponse} response
 */
export function hashInlineScripts(response) {
  holdWholeBody(response, {
    hold: () => {
      const policy = response.getHeader('content-security-policy');
      if (typeof policy !== 'string' || !allowsAnyInlineScript(policy)) return false;
      // Next.js answers a 304 before it sets the content type: it is held whatever its type.
      const type = String(response.getHeader('content-type') ?? '');
      return response.statusCode === 304 || /^text\/html\b/i.test(type);
    },
    finish: (body) => {
      const policy = String(response.getHeader('content-security-policy'));
      const etag = response.getHeader('etag');
      const hashes = hashesOf(
        body,
        String(response.getHeader('content-encoding') ?? ''),
        typeof etag === 'string' ? etag : undefined,
        response.statusCode,
      );
      if (hashes !== null) {
        response.setHeader('content-security-policy', withScriptHashes(policy, hashes));
      } else if (response.statusCode === 304) {
        // A 304 of a page this process has not sent whole (another worker did, or this one
        // before a restart) goes without a policy rather than with 'unsafe-inline': a cache
        // replaces the stored response's headers with those the 304 carries and keeps the ones
        // it omits (RFC 9111 §4.3.4), so the browser keeps the hashes it got with that page.
        response.removeHeader('content-security-policy');
      }
      return body;
    },
  });
}
