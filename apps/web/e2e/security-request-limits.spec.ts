/**
 * Limits on /api/trpc and /api/auth over real HTTP: a batch holds at most 10 calls, a body over
 * the endpoint's cap is refused with 413 as soon as its size is known, before it is read, and a
 * public procedure's cap is a few KB while a staff procedure reads nothing before the session.
 */
import http from 'node:http';

import { expect, test } from '@playwright/test';

import { adminURL } from '../playwright.config';

/** Sends headers and part of a body, and returns the status the server answers with. */
function statusForPartialUpload(
  path: string,
  headers: Record<string, string>,
  chunk: Buffer,
): Promise<number> {
  const url = new URL(path, adminURL);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.setTimeout(15_000, () => {
      request.destroy(new Error(`no answer from ${path} while the body was still coming`));
    });
    request.on('error', reject);
    request.write(chunk);
  });
}

test('a tRPC batch of more than 10 calls is refused with 400, 10 are answered', async ({
  request,
}) => {
  const batch = (size: number) => {
    const paths = Array.from({ length: size }, () => 'public.services').join(',');
    const input = Object.fromEntries(Array.from({ length: size }, (_, index) => [index, {}]));
    return request.get(
      `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    );
  };
  expect((await batch(10)).status()).toBe(200);
  const tooMany = await batch(11);
  expect(tooMany.status()).toBe(400);
  expect(await tooMany.text()).toContain('at most 10 calls');
});

test('a tRPC body declared over its cap is refused with 413 before it is read', async () => {
  const status = await statusForPartialUpload(
    '/api/trpc/gallery.upload',
    {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(200 * 1024 * 1024),
    },
    Buffer.alloc(64 * 1024, 'a'),
  );
  expect(status).toBe(413);
});

test('a sign-in body over 64 KB is refused with 413, declared or streamed', async ({ request }) => {
  const declared = await statusForPartialUpload(
    '/api/auth/callback/credentials',
    { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(1024 * 1024) },
    Buffer.alloc(1024, 'a'),
  );
  expect(declared).toBe(413);

  const streamed = await new Promise<number>((resolve, reject) => {
    const url = new URL('/api/auth/callback/credentials', adminURL);
    const upload = http.request(
      url,
      {
        method: 'POST',
        // No Content-Length: the size shows only while the body is read.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'transfer-encoding': 'chunked',
        },
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
      },
    );
    upload.on('error', reject);
    upload.end(`email=a%40example.com&password=${'a'.repeat(100 * 1024)}`);
  });
  expect(streamed).toBe(413);

  // An ordinary request is untouched.
  expect((await request.get('/api/auth/csrf')).status()).toBe(200);
});

/**
 * Streams a body (chunked, 64 KB at a time, up to `totalBytes`) and resolves with the status and
 * how many bytes had been sent when the answer came: far fewer than the total when the server
 * answered without buffering the body.
 */
function answerWhileUploading(
  path: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<{ status: number; body: string; sentBytes: number }> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const url = new URL(path, adminURL);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (response) => {
        answered = true;
        const sentBytes = sent;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => (body += text));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, sentBytes });
          request.destroy();
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer from ${path}`)));
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const writeMore = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once('drain', () => setTimeout(writeMore, 5));
          return;
        }
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

const HUNDRED_MB = 100 * 1024 * 1024;

test('a 100 MB body to a public procedure is refused with 413 at its first 32 KB', async () => {
  const declared = await statusForPartialUpload(
    '/api/trpc/auth.login',
    { 'content-type': 'application/json', 'content-length': String(HUNDRED_MB) },
    Buffer.alloc(1024, 'a'),
  );
  expect(declared).toBe(413);
  const streamed = await answerWhileUploading(
    '/api/trpc/auth.login',
    { 'content-type': 'application/json' },
    HUNDRED_MB,
  );
  expect(streamed.status).toBe(413);
  expect(streamed.body).toContain('smaller than 32KB');
  // Answered while the body was still coming: the server did not hold it in memory.
  expect(streamed.sentBytes).toBeLessThan(16 * 1024 * 1024);
});

test('a staff procedure without a session answers 401 before reading its body', async () => {
  const upload = await answerWhileUploading(
    '/api/trpc/gallery.upload',
    { 'content-type': 'multipart/form-data; boundary=x' },
    HUNDRED_MB,
  );
  expect(upload.status).toBe(401);
  expect(upload.body).toContain('SESSION_ENDED');
  expect(upload.sentBytes).toBeLessThan(16 * 1024 * 1024);
});
