import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { compressResponses } from './compressed-copies.mjs';

import {
  allowsAnyInlineScript,
  hashInlineScripts,
  inlineScriptHashes,
  withScriptHashes,
} from './script-hashes.mjs';
import { decodedBody, fetchRaw, listen, type Handler } from './test-http';

const STATIC_POLICY =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async></script>',
  '<script>self.__next_f=self.__next_f||[]</script></head><body><p>Ünïcode ✓</p>',
  '<script>self.__next_f.push([1,"a \\u003c/script>"])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<SCRIPT>self.__next_f.push([1,"b"])</SCRIPT ></body></html>',
].join('');

const PAGE_HASHES = [
  sha256('self.__next_f=self.__next_f||[]'),
  sha256('self.__next_f.push([1,"a \\u003c/script>"])'),
  sha256('{"@type":"Organization"}'),
  sha256('self.__next_f.push([1,"b"])'),
];

describe('inlineScriptHashes', () => {
  it('hashes every inline script and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual(PAGE_HASHES);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('withScriptHashes', () => {
  it('replaces unsafe-inline in script-src only', () => {
    expect(withScriptHashes(STATIC_POLICY, ["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(withScriptHashes(STATIC_POLICY, [])).toContain("script-src 'self';");
  });

  it('tells the static policy from a nonce policy', () => {
    expect(allowsAnyInlineScript(STATIC_POLICY)).toBe(true);
    expect(allowsAnyInlineScript("script-src 'self' 'nonce-abc' 'strict-dynamic'")).toBe(false);
    expect(allowsAnyInlineScript("script-src 'self'; style-src 'unsafe-inline'")).toBe(false);
  });
});

async function serve(handler: Handler, compress: boolean): Promise<string> {
  // In the order the HTTP server (./serve.mjs) installs them.
  return listen((request, response) => {
    const handle = () => {
      hashInlineScripts(response);
      handler(request, response);
    };
    if (compress) compressResponses(request, response, handle);
    else handle();
  });
}

/** Like Next.js: headers first, then the page in parts with a flush before the first. */
const streamedPage: Handler = (_request, response) => {
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', STATIC_POLICY);
  response.flushHeaders();
  const bytes = Buffer.from(PAGE);
  response.write(bytes.subarray(0, 100));
  response.write(bytes.subarray(100, 170));
  response.end(bytes.subarray(170));
};

describe('hashInlineScripts on a real server', () => {
  for (const [label, compress, encoding] of [
    ['uncompressed', false, ''],
    ['brotli', true, 'br'],
    ['gzip', true, 'gzip'],
    ['deflate', true, 'deflate'],
  ] as const) {
    it(`sends the hashes of the page's inline scripts (${label})`, async () => {
      const url = await serve(streamedPage, compress);
      const response = await fetchRaw(url, encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding || undefined);
      expect(decodedBody(response)).toBe(PAGE);
      expect(response.headers['content-security-policy']).toBe(
        withScriptHashes(STATIC_POLICY, PAGE_HASHES),
      );
    });
  }

  it('keeps the status and headers set with writeHead', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(404, {
        'content-type': 'text/html',
        'content-security-policy': STATIC_POLICY,
      });
      response.end('<script>notFound()</script>');
    }, false);
    const response = await fetchRaw(url);
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toContain(sha256('notFound()'));
  });

  it('answers HEAD with the policy GET gets, and an empty page with no inline script', async () => {
    const url = await serve(streamedPage, false);
    const response = await fetchRaw(url, {}, 'HEAD');
    expect(response.body.length).toBe(0);
    expect(response.headers['content-security-policy']).toBe(
      withScriptHashes(STATIC_POLICY, PAGE_HASHES),
    );
    const emptyUrl = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.setHeader('content-security-policy', STATIC_POLICY);
      response.end();
    }, false);
    expect((await fetchRaw(emptyUrl)).headers['content-security-policy']).toContain(
      "script-src 'self';",
    );
  });

  it('sends a 304 the hashes of the page it stands for, which the browser keeps', async () => {
    const url = await serve((request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-security-policy', STATIC_POLICY);
      response.setHeader('etag', '"page-v1"');
      if (request.headers['if-none-match'] === '"page-v1"') {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.end(PAGE);
    }, true);
    const full = await fetchRaw(url, { 'accept-encoding': 'gzip' });
    const notModified = await fetchRaw(url, { 'if-none-match': '"page-v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe(
      full.headers['content-security-policy'],
    );
    expect(notModified.headers['content-security-policy']).toBe(
      withScriptHashes(STATIC_POLICY, PAGE_HASHES),
    );
  });

  it('never sends a 304 a weaker policy than its 200, as Next.js answers one (no content type)', async () => {
    // Next.js answers If-None-Match before it sets the content type: the 304 carries the policy
    // of next.config.ts and the ETag only.
    const url = await serve((request, response) => {
      response.setHeader('content-security-policy', STATIC_POLICY);
      const etag = `"${request.url?.slice(1)}"`;
      response.setHeader('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        response.end();
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(PAGE);
    }, true);
    const full = await fetchRaw(`${url}/sent-whole`, { 'accept-encoding': 'br' });
    const known = await fetchRaw(`${url}/sent-whole`, { 'if-none-match': '"sent-whole"' });
    expect(known.status).toBe(304);
    expect(known.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
    // A page this process never sent whole (another worker did, or before a restart): the 304
    // leaves the policy the browser stored with that page in place.
    const unknown = await fetchRaw(`${url}/sent-by-another-worker`, {
      'if-none-match': '"sent-by-another-worker"',
    });
    expect(unknown.status).toBe(304);
    expect(unknown.headers['content-security-policy']).toBeUndefined();
  });

  it('leaves other responses alone, streamed as they are written', async () => {
    const nonce = "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'";
    const url = await serve((request, response) => {
      response.setHeader(
        'content-type',
        request.url === '/json' ? 'application/json' : 'text/html; charset=utf-8',
      );
      response.setHeader(
        'content-security-policy',
        request.url === '/json' ? STATIC_POLICY : nonce,
      );
      response.end(request.url === '/json' ? '{"a":1}' : '<script nonce="abc">x()</script>');
    }, true);
    expect((await fetchRaw(`${url}/json`)).headers['content-security-policy']).toBe(STATIC_POLICY);
    expect((await fetchRaw(`${url}/staff`)).headers['content-security-policy']).toBe(nonce);
  });
});
