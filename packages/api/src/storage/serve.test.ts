// Tests for serveStoredFile over both drivers the site serves from (local disk and a real S3
// server): headers, conditional requests, HEAD, the SVG policy and 404s.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { newStorageKey } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage, type S3Storage } from './s3';
import { serveStoredFile } from './serve';
import type { FileStorage } from './types';

let uploadsDir: string;
let s3Server: TestS3Server;
let s3: S3Storage;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kasar-serve-'));
  s3Server = await startS3Server();
  s3 = createS3Storage(s3Server.config);
});

afterAll(async () => {
  s3.close();
  await s3Server.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const drivers: [string, () => FileStorage, RegExp][] = [
  ['local disk', () => createLocalStorage(uploadsDir), /^"[0-9a-f]+-[0-9a-f]+"$/],
  ['S3', () => s3, /^"[0-9a-f]{32}"$/],
];

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://localhost/uploads/x', { method, headers });

describe.each(drivers)('serveStoredFile from %s', (_name, storageOf, etagShape) => {
  async function store(extension: string, content: string): Promise<string> {
    const stored = await storageOf().put({
      key: newStorageKey('projects', extension),
      data: new TextEncoder().encode(content),
      contentType: 'application/octet-stream',
    });
    return stored.key;
  }

  const serve = (key: string, request = get()) => serveStoredFile(storageOf(), key, request);

  it('serves a stored file with its type, length, caching and validator headers', async () => {
    const key = await store('webp', 'webp bytes');
    const response = await serve(key);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe('webp bytes');
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Content-Length')).toBe('10');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(response.headers.get('ETag')).toMatch(etagShape);
    expect(Date.parse(response.headers.get('Last-Modified') ?? '')).not.toBeNaN();
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('marks a file served to staff only as private, for no cache to keep', async () => {
    const key = await store('webp', 'staff bytes');
    const response = await serveStoredFile(storageOf(), key, get(), 'staff');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('staff bytes');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('names the content type after the extension, not what was stored with the file', async () => {
    for (const [extension, type] of [
      ['jpg', 'image/jpeg'],
      ['png', 'image/png'],
    ] as const) {
      const key = await store(extension, 'x');
      const response = await serve(key);
      expect(response.headers.get('Content-Type')).toBe(type);
    }
  });

  it('answers 304 without a body when If-None-Match matches', async () => {
    const key = await store('png', 'png bytes');
    const first = await serve(key);
    const etag = first.headers.get('ETag') ?? '';

    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await serve(key, get({ 'If-None-Match': header }));
      expect(again.status, header).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe('public, max-age=3600');
    }

    const stale = await serve(key, get({ 'If-None-Match': '"other"' }));
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('png bytes');
  });

  it('answers 304 for If-Modified-Since at or after the modification time', async () => {
    const key = await store('png', 'png bytes');
    const first = await serve(key);
    const lastModified = first.headers.get('Last-Modified') ?? '';

    const same = await serve(key, get({ 'If-Modified-Since': lastModified }));
    expect(same.status).toBe(304);
    const older = await serve(key, get({ 'If-Modified-Since': new Date(0).toUTCString() }));
    expect(older.status).toBe(200);
  });

  it('serves SVG inline with a Content-Security-Policy that blocks scripts and loads', async () => {
    const key = await store('svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await serve(key);

    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    expect(response.headers.get('Content-Disposition')).toBe('inline');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('sends headers without a body for HEAD', async () => {
    const key = await store('png', 'png bytes');
    const response = await serve(key, get({}, 'HEAD'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('9');
    expect(response.headers.get('ETag')).toMatch(etagShape);
    expect(await response.text()).toBe('');
  });

  it('answers 404 for a missing or deleted file and for invalid or traversing keys', async () => {
    const deleted = await store('png', 'gone soon');
    await storageOf().delete(deleted);
    for (const key of [
      deleted,
      `projects/${'a'.repeat(32)}.png`,
      '../../etc/passwd',
      'projects/../../etc/passwd',
      `projects/../banners/${'a'.repeat(32)}.png`,
      '/etc/passwd',
      'projects',
      'projects/',
      `projects/${'a'.repeat(32)}.html`,
      '',
    ]) {
      const response = await serve(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
