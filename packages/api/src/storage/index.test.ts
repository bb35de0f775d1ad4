// Tests for the storage entry point: the driver configuration chooses.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createLocalStorage, createStorage, newStorageKey } from './index';

let uploadsDir: string;

beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kasar-store-'));
});

afterEach(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('createStorage', () => {
  let s3Server: TestS3Server;
  beforeAll(async () => {
    s3Server = await startS3Server();
  });
  afterAll(async () => {
    await s3Server.close();
  });

  it('stores in the S3 bucket when one is configured, served through the site', async () => {
    const storage = createStorage({ uploadsDir, s3: s3Server.config });
    const stored = await storage.put({
      key: newStorageKey('services', 'png'),
      data: new Uint8Array([1, 2]),
      contentType: 'image/png',
    });
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(await s3Server.keys()).toContain(stored.key);
    expect((await storage.read(stored.key))?.data).toEqual(new Uint8Array([1, 2]));
    expect(await readdir(uploadsDir)).toEqual([]);
    await storage.delete(stored.key);
    expect(await s3Server.keys()).not.toContain(stored.key);
  });

  it('refuses S3 and UploadThing together, naming both settings', () => {
    expect(() =>
      createStorage({ uploadsDir, s3: s3Server.config, uploadThingToken: 'token' }),
    ).toThrow(/S3_BUCKET and UPLOADTHING_TOKEN/);
  });

  it('with UploadThing, still serves the files stored on local disk before the switch', async () => {
    const local = await createLocalStorage(uploadsDir).put({
      key: newStorageKey('banners', 'png'),
      data: new Uint8Array([7]),
      contentType: 'image/png',
    });
    const storage = createStorage({ uploadsDir, uploadThingToken: 'token' });
    expect((await storage.read(local.key))?.data).toEqual(new Uint8Array([7]));
    expect(await storage.read(`banners/${'a'.repeat(32)}.png`)).toBeNull();
  });

  it('stores on local disk when no UploadThing token is configured', async () => {
    for (const uploadThingToken of [undefined, '', '  ']) {
      const storage = createStorage({ uploadThingToken, uploadsDir });
      const stored = await storage.put({
        key: newStorageKey('services', 'png'),
        data: new Uint8Array([1]),
        contentType: 'image/png',
      });
      expect(stored.url).toBe(`/uploads/${stored.key}`);
      await storage.delete(stored.key);
    }
  });
});
