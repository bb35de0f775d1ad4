// Tests for the storage entry point: driver choice and storeImage.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createLocalStorage, createStorage, ImageRejectedError, storeImage } from './index';
import type { StoreImageRules } from './index';

let uploadsDir: string;

beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kasar-store-'));
});

afterEach(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

const rules: StoreImageRules = {
  folder: 'banners',
  allowed: ['jpeg', 'png', 'webp'],
  maxBytes: 10 * 1024 * 1024,
  sizeMessage: 'Image must be less than 10MB',
  typeMessage: 'Image must be JPEG, PNG, JPG, or WebP format',
};

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
      folder: 'services',
      data: new Uint8Array([1, 2]),
      contentType: 'image/png',
      extension: 'png',
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
      folder: 'banners',
      data: new Uint8Array([7]),
      contentType: 'image/png',
      extension: 'png',
    });
    const storage = createStorage({ uploadsDir, uploadThingToken: 'token' });
    expect((await storage.read(local.key))?.data).toEqual(new Uint8Array([7]));
    expect(await storage.read(`banners/${'a'.repeat(32)}.png`)).toBeNull();
  });

  it('stores on local disk when no UploadThing token is configured', async () => {
    for (const uploadThingToken of [undefined, '', '  ']) {
      const storage = createStorage({ uploadThingToken, uploadsDir });
      const stored = await storage.put({
        folder: 'services',
        data: new Uint8Array([1]),
        contentType: 'image/png',
        extension: 'png',
      });
      expect(stored.url).toBe(`/uploads/${stored.key}`);
      await storage.delete(stored.key);
    }
  });
});

describe('storeImage', () => {
  it('stores a checked image under the folder with the type found in its bytes', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#c2410c' },
    })
      .jpeg()
      .toBuffer();
    const storage = createStorage({ uploadsDir });

    const stored = await storeImage(storage, new File([new Uint8Array(jpeg)], 'photo.png'), rules);

    expect(stored.key).toMatch(/^banners\/[a-f0-9]{32}\.jpg$/);
    expect(stored.contentType).toBe('image/jpeg');
    const written = await sharp(await readFile(path.join(uploadsDir, stored.key))).metadata();
    expect([written.format, written.width, written.height]).toEqual(['jpeg', 8, 8]);
  });

  it('leaves nothing behind when the file is rejected', async () => {
    const storage = createStorage({ uploadsDir });
    await expect(
      storeImage(storage, new File(['<html>not an image</html>'], 'photo.png'), rules),
    ).rejects.toBeInstanceOf(ImageRejectedError);
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});
