/**
 * The HTTP server's request path over real HTTP: an error anywhere on it answers a 500, or ends
 * the connection once the answer has begun; the visitor's request is never left open.
 */
import type http from 'node:http';
import net from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import {
  answerOptimizedImagesWith,
  answerRedirectsWith,
  listenForNotFound,
} from './process-state.mjs';
import { requestListener } from './request-listener.mjs';
import { fetchRaw, listen } from './test-http';

type Handle = (request: http.IncomingMessage, response: http.ServerResponse) => unknown;

/** Serves `handle` as Next.js would be served; returns the server's base URL. */
function serveWith(handle: Handle): Promise<string> {
  return listen(
    requestListener({
      handle,
      dev: false,
      clientAddress: () => '127.0.0.1',
      isStopping: () => false,
    }),
  );
}

/**
 * Writes `head` (a request's start, as raw HTTP) on a new connection and resolves with everything
 * the server sent once it ended the connection (a connection left open never resolves, and the
 * test fails on its timeout).
 */
function sendRaw(baseUrl: string, head: (hostname: string) => string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head(hostname)));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** One GET on a kept-alive connection: what the server sent once it ended the connection. */
function exchange(baseUrl: string, path: string): Promise<string> {
  return sendRaw(
    baseUrl,
    (hostname) => `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`,
  );
}

/** A chunked upload that never finishes: what the server sent once it ended the connection. */
function unfinishedUpload(baseUrl: string, path: string): Promise<string> {
  return sendRaw(
    baseUrl,
    (hostname) =>
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nTransfer-Encoding: chunked\r\n\r\n` +
      `4\r\npart\r\n`,
  );
}

afterEach(() => {
  answerRedirectsWith(() => Promise.resolve(null));
  answerOptimizedImagesWith(() => Promise.resolve(null));
  listenForNotFound(() => undefined);
});

describe('the request path', () => {
  it('answers a 500 and ends the connection when the handler throws', async () => {
    const url = await serveWith(() => {
      throw new Error('the handler failed');
    });
    const answer = await exchange(url, '/');
    expect(answer).toMatch(/^HTTP\/1\.1 500 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('answers a 500 when the handler’s promise rejects', async () => {
    const url = await serveWith(() => Promise.reject(new Error('the page failed')));
    const answer = await exchange(url, '/about-us');
    expect(answer).toMatch(/^HTTP\/1\.1 500 /);
  });

  it('answers a 500 when a redirect’s Location is a header Node refuses to write', async () => {
    answerRedirectsWith(() =>
      Promise.resolve({ status: 301, headers: { location: '/中文' }, body: '' }),
    );
    const url = await serveWith((_request, response) => {
      response.end('the page');
    });
    const answer = await exchange(url, '/old');
    expect(answer).toMatch(/^HTTP\/1\.1 500 /);
    expect(answer).not.toMatch(/location:/i);
  });

  it('ends the connection when the handler fails after its answer began', async () => {
    const url = await serveWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('the first part');
      return Promise.reject(new Error('the rest failed'));
    });
    // Resolved: the connection was ended (its head may not have left the buffers yet), and no
    // 500 follows a 200 begun.
    const answer = await exchange(url, '/');
    expect(answer).not.toMatch(/ 500 /);
  });

  it('ends the connection of a request answered before its body arrived', async () => {
    // As Next.js does: the body is taken as a stream (so Node does not discard it) and paused
    // while the route refuses the call without reading it.
    const url = await serveWith((request, response) => {
      request.on('data', () => undefined);
      request.pause();
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end('{"code":"SESSION_ENDED"}');
    });
    const answer = await unfinishedUpload(url, '/api/trpc/gallery.upload');
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    // Told, so that the client sends no other request on it.
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('SESSION_ENDED');
  });

  it('keeps the connection of a request whose body was read before the answer', async () => {
    const url = await serveWith((request, response) => {
      request.on('data', () => undefined);
      request.on('end', () => response.end('saved'));
    });
    const answer = await fetchRaw(url, { 'content-type': 'text/plain' }, 'POST');
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('keep-alive');
  });

  it('keeps serving when counting a 404 fails once it was sent', async () => {
    listenForNotFound(() => {
      throw new Error('the 404 log failed');
    });
    const url = await serveWith((_request, response) => {
      response.statusCode = 404;
      response.end('not found');
    });
    expect((await fetchRaw(`${url}/missing`)).status).toBe(404);
    expect((await fetchRaw(`${url}/missing-too`)).status).toBe(404);
  });

  it('answers a redirect and a page as they are', async () => {
    answerRedirectsWith((path) =>
      Promise.resolve(
        path === '/old'
          ? { status: 301, headers: { location: '/new', 'content-length': '0' }, body: '' }
          : null,
      ),
    );
    const url = await serveWith((_request, response) => {
      response.end('the page');
    });
    const redirected = await fetchRaw(`${url}/old`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.location).toBe('/new');
    const page = await fetchRaw(`${url}/new`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe('the page');
  });

  it('answers an optimized image from the app’s answer before Next, and leaves the others to Next', async () => {
    const redirectsAsked: string[] = [];
    answerRedirectsWith((path) => {
      redirectsAsked.push(path);
      return Promise.resolve(null);
    });
    answerOptimizedImagesWith((url) =>
      Promise.resolve(
        url.includes('withheld')
          ? { status: 404, headers: { 'cache-control': 'no-store' }, body: 'Not found' }
          : null,
      ),
    );
    const url = await serveWith((_request, response) => {
      response.end('the image');
    });
    const withheld = await fetchRaw(`${url}/_next/image?url=%2Fuploads%2Fwithheld.webp&w=640&q=75`);
    expect([withheld.status, withheld.body.toString()]).toEqual([404, 'Not found']);
    const served = await fetchRaw(`${url}/_next/image?url=%2Fuploads%2Fpublic.webp&w=640&q=75`);
    expect([served.status, served.body.toString()]).toEqual([200, 'the image']);
    expect(redirectsAsked).toEqual([]);
  });
});
