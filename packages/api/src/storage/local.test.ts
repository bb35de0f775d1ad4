// Tests for the local-disk storage driver: writes, deletes, key validation and reads.
import { mkdtemp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { isValidStorageKey, newStorageKey } from './keys';
import { createLocalStorage, readLocalFile } from './local';
import type { PutFileInput, StorageFolder, StoredExtension } from './types';

let uploadsDir: string;

beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'kasar-local-storage-'));
});

afterEach(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

/** What `put` takes to store `text` under a new key in `folder`, of the given type. */
const textFile = (
  folder: StorageFolder,
  text: string,
  contentType: string,
  extension: StoredExtension,
): PutFileInput => ({ key: newStorageKey(folder, extension), data: bytes(text), contentType });

describe('createLocalStorage put', () => {
  it('writes the exact bytes under the key it is given and returns key and url', async () => {
    const storage = createLocalStorage(uploadsDir);
    const data = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    const stored = await storage.put({
      key: newStorageKey('projects', 'png'),
      data,
      contentType: 'image/png',
    });

    expect(stored.key).toMatch(/^projects\/[a-f0-9]{32}\.png$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    const written = await readFile(path.join(uploadsDir, stored.key));
    expect(new Uint8Array(written)).toEqual(data);
  });

  it('gives every file a new name and leaves no temporary files behind', async () => {
    const storage = createLocalStorage(uploadsDir);
    const payloads = Array.from({ length: 20 }, (_, index) => bytes(`file number ${index}`));
    const stored = await Promise.all(
      payloads.map((data) =>
        storage.put({ key: newStorageKey('about-us', 'webp'), data, contentType: 'image/webp' }),
      ),
    );

    expect(new Set(stored.map((file) => file.key)).size).toBe(20);
    const entries = await readdir(path.join(uploadsDir, 'about-us'));
    expect(entries.sort()).toEqual(stored.map((file) => file.key.split('/')[1]).sort());
    for (const [index, file] of stored.entries()) {
      expect(await readFile(path.join(uploadsDir, file.key), 'utf8')).toBe(`file number ${index}`);
    }
  });

  it("refuses a key that is not a stored file's key and writes nothing", async () => {
    const storage = createLocalStorage(uploadsDir);
    for (const key of [`banners/${'a'.repeat(32)}.html`, `../${'a'.repeat(32)}.png`, 'x.png']) {
      await expect(
        storage.put({ key, data: bytes('x'), contentType: 'text/html' }),
        key,
      ).rejects.toThrow(/Invalid storage key/);
    }
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});

describe('createLocalStorage delete', () => {
  it('removes a stored file', async () => {
    const storage = createLocalStorage(uploadsDir);
    const stored = await storage.put(textFile('services', 'x', 'image/jpeg', 'jpg'));
    await storage.delete(stored.key);
    expect(await readdir(path.join(uploadsDir, 'services'))).toEqual([]);
  });

  it('ignores a file that is already gone', async () => {
    const storage = createLocalStorage(uploadsDir);
    await expect(storage.delete(`banners/${'a'.repeat(32)}.png`)).resolves.toBeUndefined();
  });

  it('rejects keys that could reach outside the uploads directory', async () => {
    const outside = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}-victim.png`);
    await writeFile(outside, 'keep me');
    const storage = createLocalStorage(uploadsDir);
    try {
      for (const key of [
        `../${path.basename(outside)}`,
        `projects/../../${path.basename(outside)}`,
        outside,
        `/projects/${'a'.repeat(32)}.png`,
      ]) {
        await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      }
      expect(await readFile(outside, 'utf8')).toBe('keep me');
    } finally {
      await rm(outside, { force: true });
    }
  });
});

describe('storage key validation', () => {
  it('accepts only <known folder>/<hex>.<image extension>', () => {
    const hex = '0123456789abcdef0123456789abcdef';
    expect(isValidStorageKey(`projects/${hex}.png`)).toBe(true);
    expect(isValidStorageKey(`about-us/${hex}.svg`)).toBe(true);
    expect(isValidStorageKey(`organization/${hex}.jpg`)).toBe(true);
    for (const key of [
      `projects/${hex}.PNG`,
      `projects/${hex.toUpperCase()}.png`,
      `projects/${hex}.gif`,
      `projects/${hex}.png.html`,
      `projects/${hex}`,
      `other/${hex}.png`,
      `projects/sub/${hex}.png`,
      `projects/..${hex}.png`,
      `../${hex}.png`,
      `/projects/${hex}.png`,
      `projects\\${hex}.png`,
      `projects/${hex}.png\0`,
      `projects/${hex}.png\n`,
      `projects/.${hex}.png.tmp`,
      '',
    ]) {
      expect(isValidStorageKey(key), key).toBe(false);
    }
  });
});

describe('readLocalFile', () => {
  it('returns the bytes, content type, size and modification time', async () => {
    const storage = createLocalStorage(uploadsDir);
    const stored = await storage.put(textFile('organization', '<svg/>', 'image/svg+xml', 'svg'));
    const file = await readLocalFile(uploadsDir, stored.key);
    expect(file?.data.toString('utf8')).toBe('<svg/>');
    expect(file?.contentType).toBe('image/svg+xml');
    expect(file?.size).toBe(6);
    expect(file?.mtime).toBeInstanceOf(Date);
  });

  it('returns null for a missing file, an invalid key or a symbolic link', async () => {
    const secret = path.join(uploadsDir, 'secret.txt');
    await writeFile(secret, 'secret');
    await mkdir(path.join(uploadsDir, 'projects'));
    const link = `projects/${'b'.repeat(32)}.png`;
    await symlink(secret, path.join(uploadsDir, link));

    expect(await readLocalFile(uploadsDir, `projects/${'c'.repeat(32)}.png`)).toBeNull();
    expect(await readLocalFile(uploadsDir, 'secret.txt')).toBeNull();
    expect(await readLocalFile(uploadsDir, '../secret.txt')).toBeNull();
    expect(await readLocalFile(uploadsDir, link)).toBeNull();
  });
});

describe('list and write (backups)', () => {
  it('lists every stored file once, and nothing else in the folder', async () => {
    const storage = createLocalStorage(uploadsDir);
    const a = await storage.put(textFile('banners', 'a', 'image/png', 'png'));
    const b = await storage.put(textFile('projects', 'b', 'image/webp', 'webp'));
    await writeFile(path.join(uploadsDir, 'projects', '.leftover.tmp'), 'x');
    await writeFile(path.join(uploadsDir, 'notes.txt'), 'x');
    await mkdir(path.join(uploadsDir, 'services', 'abc.png'), { recursive: true });

    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual([a.key, b.key].sort());
  });

  it('lists nothing in an empty or missing folder', async () => {
    const keys: string[] = [];
    for await (const key of createLocalStorage(path.join(uploadsDir, 'none')).list())
      keys.push(key);
    expect(keys).toEqual([]);
  });

  it('writes a file back under its own key, and refuses a key it would never make', async () => {
    const storage = createLocalStorage(uploadsDir);
    const key = 'organization/0123456789abcdef0123456789abcdef.svg';
    await storage.write(key, bytes('<svg/>'));
    expect(await readFile(path.join(uploadsDir, key), 'utf8')).toBe('<svg/>');
    expect((await storage.read(key))?.contentType).toBe('image/svg+xml');
    await expect(storage.write('../etc/passwd', bytes('x'))).rejects.toThrow(
      'Invalid storage key: "../etc/passwd"',
    );
  });

  it('writes a stream under its own key; a stream that fails leaves nothing, not even a temporary file', async () => {
    const storage = createLocalStorage(uploadsDir);
    const key = 'projects/0123456789abcdef0123456789abcdef.webp';
    await storage.writeStream(key, Readable.from([Buffer.from('one '), Buffer.from('two')]), 7);
    expect(await readFile(path.join(uploadsDir, key), 'utf8')).toBe('one two');
    const failing = Readable.from(
      (function* () {
        yield Buffer.from('half');
        throw new Error('the archive no longer matches');
      })(),
    );
    await expect(
      storage.writeStream('projects/fedcba9876543210fedcba9876543210.webp', failing, 8),
    ).rejects.toThrow('the archive no longer matches');
    expect(await readdir(path.join(uploadsDir, 'projects'))).toEqual([path.basename(key)]);
  });
});
