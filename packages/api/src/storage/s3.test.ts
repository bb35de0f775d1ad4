// Tests for the S3 driver against a real S3-compatible server (s3rver), alone and under the API.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProject, createService, formData, serviceForm } from '../../test/fixtures';
import { createHarness, type Caller, type Harness } from '../../test/harness';
import { expectFieldError } from '../../test/expect';
import { disguised, fakePng, imageFile } from '../../test/samples';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { isValidStorageKey, newStorageKey } from './keys';
import { createLocalStorage } from './local';
import { createS3Storage, type S3Storage } from './s3';
import { serveStoredFile } from './serve';

let server: TestS3Server;
let storage: S3Storage;
const others: S3Storage[] = [];

beforeAll(async () => {
  server = await startS3Server();
  storage = createS3Storage(server.config);
});

afterAll(async () => {
  for (const other of others) other.close();
  storage.close();
  await server.close();
});

function otherStorage(changes: Partial<typeof server.config>): S3Storage {
  const created = createS3Storage({ ...server.config, ...changes });
  others.push(created);
  return created;
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

describe('createS3Storage', () => {
  it('stores the exact bytes under the key it is given, the keys local disk uses', async () => {
    const png = await bytesOf(await imageFile('photo.png', 'png', 64));
    const noise = new Uint8Array(randomBytes(3 * 1024 * 1024));

    const image = await storage.put({
      key: newStorageKey('banners', 'png'),
      data: png,
      contentType: 'image/png',
    });
    const large = await storage.put({
      key: newStorageKey('projects', 'webp'),
      data: noise,
      contentType: 'image/webp',
    });

    expect(image.key).toMatch(/^banners\/[a-f0-9]{32}\.png$/);
    expect(large.key).toMatch(/^projects\/[a-f0-9]{32}\.webp$/);
    expect(isValidStorageKey(image.key)).toBe(true);
    expect(image.url).toBe(`/uploads/${image.key}`);
    expect(await server.keys()).toEqual(expect.arrayContaining([image.key, large.key]));

    const readImage = await storage.read(image.key);
    expect(readImage?.data).toEqual(png);
    expect(readImage?.size).toBe(png.byteLength);
    expect(readImage?.contentType).toBe('image/png');
    expect(readImage?.lastModified).toBeInstanceOf(Date);
    const readLarge = await storage.read(large.key);
    expect(Buffer.from(readLarge?.data ?? []).equals(Buffer.from(noise))).toBe(true);
    expect(readLarge?.etag).not.toBe(readImage?.etag);
  });

  it("refuses keys that are not a stored file's key, storing nothing", async () => {
    const before = await server.keys();
    const data = new Uint8Array([1, 2, 3]);
    for (const key of [`secrets/${'a'.repeat(32)}.png`, `banners/${'a'.repeat(32)}.html`]) {
      await expect(storage.put({ key, data, contentType: 'image/png' }), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
    expect(await server.keys()).toEqual(before);
  });

  it('deletes a file, takes a second delete calmly and refuses keys that are not its own', async () => {
    const stored = await storage.put({
      key: newStorageKey('services', 'jpg'),
      data: new Uint8Array([9, 9, 9]),
      contentType: 'image/jpeg',
    });
    await storage.delete(stored.key);
    expect(await server.keys()).not.toContain(stored.key);
    expect(await storage.read(stored.key)).toBeNull();
    await expect(storage.delete(stored.key)).resolves.toBeUndefined();
    for (const key of ['../x.png', 'secret.txt', `/services/${'a'.repeat(32)}.jpg`, '']) {
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('reads nothing for an unknown key or an object the app did not store', async () => {
    await server.putRaw('secret.txt', new TextEncoder().encode('secret'));
    await server.putRaw('projects/evil.html', new TextEncoder().encode('<script>'));
    for (const key of [
      `projects/${'c'.repeat(32)}.png`,
      'secret.txt',
      'projects/evil.html',
      '../secret.txt',
    ]) {
      expect(await storage.read(key), key).toBeNull();
    }
  });

  it('serves files copied from local disk under the same keys', async () => {
    const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kasar-s3-copy-'));
    try {
      const png = await bytesOf(await imageFile('old.png'));
      const local = await createLocalStorage(uploadsDir).put({
        key: newStorageKey('about-us', 'png'),
        data: png,
        contentType: 'image/png',
      });
      await server.putRaw(local.key, png, 'image/png');
      const copied = await storage.read(local.key);
      expect(copied?.data).toEqual(png);
      expect(copied?.contentType).toBe('image/png');
    } finally {
      await rm(uploadsDir, { recursive: true, force: true });
    }
  });

  it('reports a store that fails instead of pretending the file is missing', async () => {
    const missingBucket = otherStorage({ bucket: 'no-such-bucket' });
    await expect(missingBucket.read(`banners/${'a'.repeat(32)}.png`)).rejects.toThrow(
      /bucket no-such-bucket failed: NoSuchBucket/,
    );
    await expect(
      missingBucket.put({
        key: newStorageKey('banners', 'png'),
        data: new Uint8Array([1]),
        contentType: 'image/png',
      }),
    ).rejects.toThrow(/S3 upload of banners\/[a-f0-9]{32}\.png to bucket no-such-bucket failed/);

    const unknownKey = otherStorage({ accessKeyId: 'NOT-A-KEY', secretAccessKey: 'nope' });
    await expect(unknownKey.read(`banners/${'a'.repeat(32)}.png`)).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
  });
});

describe('S3 list and write (backups)', () => {
  it('lists every stored file of the bucket over several pages, leaving out other objects', async () => {
    const keys: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const stored = await storage.put({
        key: newStorageKey('about-us', 'png'),
        data: new Uint8Array([index]),
        contentType: 'image/png',
      });
      keys.push(stored.key);
    }
    await server.putRaw('notes/readme.txt', new Uint8Array([1]));
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    expect(listed).not.toContain('notes/readme.txt');
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual((await server.keys()).filter(isValidStorageKey).sort());
  });

  it('writes a file back under its own key with the type of its extension', async () => {
    const key = 'banners/fedcba9876543210fedcba9876543210.webp';
    await storage.write(key, new Uint8Array([7, 8, 9]));
    const read = await storage.read(key);
    expect(read?.data).toEqual(new Uint8Array([7, 8, 9]));
    expect(read?.contentType).toBe('image/webp');
    await expect(storage.write('banners/x.exe', new Uint8Array([1]))).rejects.toThrow(
      'Invalid storage key: "banners/x.exe"',
    );
  });

  it('writes a stream under its own key; a stream that fails fails the write at once', async () => {
    const key = 'banners/00112233445566778899aabbccddeeff.webp';
    await storage.writeStream(key, Readable.from([Buffer.from([1, 2]), Buffer.from([3])]), 3);
    expect((await storage.read(key))?.data).toEqual(new Uint8Array([1, 2, 3]));
    const failing = Readable.from(
      (function* () {
        yield Buffer.from('half');
        throw new Error('the archive no longer matches');
      })(),
    );
    const other = 'banners/ffeeddccbbaa99887766554433221100.webp';
    // At once, with the stream's own error (the SDK alone would wait for its request timeout).
    // What an aborted PUT left is deleted too, but s3rver may still be writing it then: real S3
    // stores nothing of a PUT shorter than its length, so the bucket is not looked at here.
    await expect(storage.writeStream(other, failing, 8)).rejects.toThrow(
      'the archive no longer matches',
    );
  });
});

describe('the API storing in S3', () => {
  let h: Harness;
  let api: Caller;

  beforeAll(async () => {
    h = await createHarness({ storage });
    api = await h.signedIn();
  });

  afterAll(async () => {
    await h.close();
  });

  const get = (headers: Record<string, string> = {}) =>
    new Request('http://localhost/uploads/x', { headers });
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  it('stores a banner image in the bucket, serves it at /uploads and deletes it with the banner', async () => {
    const image = await disguised(await imageFile('slide.webp', 'webp'), 'slide.txt');
    const banner = await api.banners.create(
      formData({ headline: 'Bridges that carry cities', image }),
    );
    expect(banner.image_url).toMatch(/^\/uploads\/banners\/[a-f0-9]{32}\.webp$/);
    const key = keyOf(banner.image_url);
    expect(await server.keys()).toContain(key);
    expect(h.storedFiles()).toEqual([]);

    const served = await serveStoredFile(h.services.storage, key, get());
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    // Stored as its pixels encoded anew (no metadata): the same picture, not the same bytes.
    const [upload, stored] = await Promise.all([
      sharp(await bytesOf(image)).metadata(),
      sharp(new Uint8Array(await served.arrayBuffer())).metadata(),
    ]);
    expect([stored.format, stored.width, stored.height]).toEqual([
      'webp',
      upload.width,
      upload.height,
    ]);
    const etag = served.headers.get('ETag') ?? '';
    const again = await serveStoredFile(h.services.storage, key, get({ 'If-None-Match': etag }));
    expect(again.status).toBe(304);

    // Deleted, the banner waits in the trash with its file; deleted for ever, the file goes.
    await api.banners.delete({ id: banner.id });
    expect(await server.keys()).toContain(key);
    const trashed = await api.trash.list({ kind: 'banner' });
    const item = trashed.data.find((entry) => entry.entity_id === banner.id);
    if (!item) throw new Error('the deleted banner is in the trash');
    await api.trash.deleteForever({ id: item.id });
    expect(await server.keys()).not.toContain(key);
    expect((await serveStoredFile(h.services.storage, key, get())).status).toBe(404);
  });

  it('leaves nothing in the bucket when a file is rejected or the write fails', async () => {
    const before = await server.keys();
    await expectFieldError(api.banners.create(formData({ headline: 'Fake', image: fakePng() })), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'image',
      message: 'Image must be JPEG, PNG, JPG, or WebP format',
    });

    const service = await createService(api, { name: 'Bucket Service', hero_image: null });
    const project = await createProject(api, service.id);
    await expectFieldError(
      api.gallery.upload(
        formData({
          project_id: project.id,
          'images[]': [await imageFile('one.png'), await imageFile('two.jpg', 'jpeg'), fakePng()],
        }),
      ),
      {
        code: 'UNPROCESSABLE_CONTENT',
        field: 'images.2',
        message: 'not-really.png must be JPEG, PNG, JPG, or WebP format',
      },
    );
    expect(await server.keys()).toEqual(before);
    expect(await h.database.db.projectImage.count()).toBe(0);

    // A checked hero image is stored first; the write that then fails takes it away again.
    await createService(api, { name: 'Slug Owner', slug: 'taken-slug', hero_image: null });
    await expectFieldError(createService(api, { name: 'Slug Thief', slug: 'taken-slug' }), {
      code: 'UNPROCESSABLE_CONTENT',
      field: 'slug',
      message: 'This slug is already used by another service',
    });
    expect(await server.keys()).toEqual(before);
  });

  it('replaces a hero image, keeping the old one in the bucket for the version that shows it', async () => {
    const created = await createService(api, { name: 'Hero Swap' });
    const oldKey = keyOf(created.hero_image ?? '');
    expect(await server.keys()).toContain(oldKey);
    const updated = await api.services.update(
      serviceForm({ name: 'Hero Swap', hero_image: await imageFile('new.png') }, created.id),
    );
    const newKey = keyOf(updated.hero_image ?? '');
    expect(newKey).toMatch(/^services\/[a-f0-9]{32}\.png$/);
    const keys = await server.keys();
    expect(keys).toContain(newKey);
    expect(keys).toContain(oldKey);
  });
});
