import zlib from 'node:zlib';

import { describe, expect, it, vi } from 'vitest';

import { compressResponses } from './compressed-copies.mjs';
import { decodedBody, fetchRaw, listen, type Handler } from './test-http';

/** A page large enough to compress, different on every path (so copies cannot be mixed up). */
const pageAt = (path: string) =>
  `<!DOCTYPE html><html><body><h1>${path}</h1>${'<p>Foundations, frames and finishes.</p>'.repeat(200)}</body></html>`;

/** Counts the bodies the app writes, so a test can tell a kept copy from a new compression. */
function versionedSite(headers: (path: string) => Record<string, string>) {
  const written: string[] = [];
  const handler: Handler = (request, response) => {
    const path = request.url ?? '/';
    for (const [name, value] of Object.entries(headers(path))) response.setHeader(name, value);
    written.push(path);
    response.end(pageAt(path.split('?')[0] ?? '/'));
  };
  return {
    written,
    url: listen((request, response) =>
      compressResponses(request, response, () => handler(request, response)),
    ),
  };
}

const cachedPage = () => ({ 'content-type': 'text/html; charset=utf-8', etag: '"v1"' });
const BR = { 'accept-encoding': 'gzip, deflate, br' };
const thoroughBrotli = (text: string) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });

async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within 5 s: ${what}`);
}

describe('compressResponses', () => {
  it('sends a cached page as brotli, quick first, then a thorough copy made in the background', async () => {
    const site = versionedSite(cachedPage);
    const url = await site.url;
    const first = await fetchRaw(`${url}/about-us`, BR);
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers.etag).toBe('"v1"');
    expect(decodedBody(first)).toBe(pageAt('/about-us'));
    const thorough = thoroughBrotli(pageAt('/about-us'));
    expect(thorough.length).toBeLessThan(first.body.length);
    await eventually(
      async () => (await fetchRaw(`${url}/about-us`, BR)).body.equals(thorough),
      'the thorough copy is served',
    );
  });

  it('compresses a page once however often, or however many at once, it is asked for', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompress');
    const site = versionedSite(cachedPage);
    const url = await site.url;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetchRaw(`${url}/our-projects?utm_source=news`, BR)),
    );
    const again = await fetchRaw(`${url}/our-projects`, BR);
    expect(
      [...answers, again].every((answer) => decodedBody(answer) === pageAt('/our-projects')),
    ).toBe(true);
    // The app still renders each request (Next answers from its cache); the copy is reused:
    // one quick compression and one thorough one, for nine requests.
    expect(site.written).toHaveLength(9);
    await eventually(() => Promise.resolve(brotli.mock.calls.length === 2), 'two compressions');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(brotli).toHaveBeenCalledTimes(2);
    brotli.mockRestore();
  });

  it('keeps one copy per path and version: the same ETag on two paths is two copies', async () => {
    const site = versionedSite(() => ({
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: 'W/"4096-1700000000000"',
    }));
    const url = await site.url;
    for (const path of ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']) {
      const answer = await fetchRaw(`${url}${path}?dpl=1`, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(decodedBody(answer)).toBe(pageAt(path));
    }
  });

  it('sends what the client accepts: gzip, or the body as it is', async () => {
    const url = await versionedSite(cachedPage).url;
    const gzipped = await fetchRaw(`${url}/`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(gzipped)).toBe(pageAt('/'));
    const plain = await fetchRaw(`${url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(pageAt('/'));
  });

  it('streams the rest compressed as it is written, and leaves small bodies and 304s alone', async () => {
    const url = await listen((request, response) =>
      compressResponses(request, response, () => {
        if (request.url === '/small') {
          response.setHeader('content-type', 'text/html');
          response.setHeader('etag', '"s"');
          response.end('<p>small</p>');
          return;
        }
        if (request.url === '/not-modified') {
          response.writeHead(304, { etag: '"v1"' });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(pageAt('/dashboard').slice(0, 5000));
        setTimeout(() => response.end(pageAt('/dashboard').slice(5000)), 20);
      }),
    );
    const streamed = await fetchRaw(`${url}/dashboard`, BR);
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(decodedBody(streamed)).toBe(pageAt('/dashboard'));
    const small = await fetchRaw(`${url}/small`, BR);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString('utf8')).toBe('<p>small</p>');
    const notModified = await fetchRaw(`${url}/not-modified`, BR);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('does not transform a response marked no-transform, nor answer HEAD with a body', async () => {
    const url = await versionedSite((path) => ({
      ...cachedPage(),
      ...(path === '/raw' ? { 'cache-control': 'public, no-transform' } : {}),
    })).url;
    const raw = await fetchRaw(`${url}/raw`, BR);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString('utf8')).toBe(pageAt('/raw'));
    const head = await fetchRaw(`${url}/`, BR, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});
