/**
 * A crash in the middle of an upload: the file is stored and the row that would refer to it is
 * never committed (a child process killed with SIGKILL). The sweep the trash purge runs removes
 * it an hour later on the harness clock, with the half-written files of interrupted writes, and
 * keeps every file a row, a trash item or a kept version refers to: on local disk and in S3.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formData } from '../test/fixtures';
import { createHarness, type Caller, type Harness } from '../test/harness';
import { imageFile } from '../test/samples';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { photoRules } from './domain/photos';
import { createS3Storage, type S3Storage, type StorageConfig } from './storage';
import { startTrashPurge } from './trash-purge';
import { ABANDONED_AFTER_MS, sweepAbandonedUploads } from './upload-sweep';
import { withUploads } from './uploads';

const MINUTE_MS = 60_000;

/** The key of a stored file's URL (`/uploads/<key>`). */
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/**
 * Runs a real upload in a child process against the harness's database and store, and kills it
 * with SIGKILL once the file is stored, before anything refers to it. Answers the file's key.
 */
async function crashMidUpload(h: Harness, storage: StorageConfig): Promise<string> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../test/interrupted-upload-child.ts'),
      h.database.url,
      JSON.stringify(storage),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const key = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const stored = /stored (\S+)/.exec(output)?.[1];
      if (stored) resolve(stored);
    });
    void exited.then(() => reject(new Error(`the upload process ended first:\n${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return key;
}

interface Driver {
  name: string;
  open(): Promise<{
    storage?: S3Storage;
    config(h: Harness): StorageConfig;
    /** Every key the store holds (local disk: every file under the uploads folder). */
    stored(h: Harness): Promise<string[]>;
    close(): Promise<void>;
  }>;
}

const DRIVERS: Driver[] = [
  {
    name: 'on local disk',
    open: () =>
      Promise.resolve({
        config: (h) => ({ uploadsDir: h.uploadsDir }),
        stored: (h) => Promise.resolve(h.storedFiles()),
        close: () => Promise.resolve(),
      }),
  },
  {
    name: 'in S3',
    open: async () => {
      const server: TestS3Server = await startS3Server();
      const storage = createS3Storage(server.config);
      return {
        storage,
        config: (h) => ({ uploadsDir: h.uploadsDir, s3: server.config }),
        stored: () => server.keys(),
        close: async () => {
          storage.close();
          await server.close();
        },
      };
    },
  },
];

describe.each(DRIVERS)('a crash mid-upload $name', (driver) => {
  let h: Harness;
  let api: Caller;
  let store: Awaited<ReturnType<Driver['open']>>;
  beforeAll(async () => {
    store = await driver.open();
    h = await createHarness({ storage: store.storage });
    api = await h.signedIn();
  });
  afterAll(async () => {
    await h?.close();
    await store?.close();
  });

  const createBanner = async (headline: string) =>
    api.banners.create(
      formData({ headline, is_enabled: '1', image: await imageFile(`${headline}.png`) }),
    );

  it('leaves a file the sweep removes an hour later, keeping every file something refers to', async () => {
    // Files that stay: a banner's, the one a kept version refers to, a trashed banner's.
    const live = await createBanner('Live slide');
    const edited = await createBanner('Edited slide');
    const replaced = await api.banners.update(
      formData({ id: edited.id, headline: 'Edited slide', image: await imageFile('new.png') }),
    );
    const trashed = await createBanner('Trashed slide');
    await api.banners.delete({ id: trashed.id });
    const kept = [live, edited, replaced, trashed].map((banner) => keyOf(banner.image_url));
    expect(new Set(kept).size).toBe(4);
    expect(await h.database.db.pendingUpload.count()).toBe(0);

    const orphan = await crashMidUpload(h, store.config(h));
    expect(await store.stored(h)).toContain(orphan);
    // Served publicly, as any stored file, until the sweep.
    expect(await h.services.storage.read(orphan)).not.toBeNull();
    // A crash just after a commit leaves the record of a file a row refers to.
    await h.database.db.pendingUpload.create({
      data: { key: keyOf(live.image_url), createdAt: h.clock.now },
    });

    // Within the hour the upload may still be under way: nothing is touched.
    h.clock.now = new Date(Date.now() + 30 * MINUTE_MS);
    expect(await sweepAbandonedUploads(h.services)).toMatchObject({ ran: true, files: 0 });
    expect(await store.stored(h)).toContain(orphan);

    h.clock.now = new Date(Date.now() + ABANDONED_AFTER_MS + MINUTE_MS);
    expect(await sweepAbandonedUploads(h.services)).toMatchObject({ ran: true, files: 1 });
    const after = await store.stored(h);
    expect(after).not.toContain(orphan);
    expect(await h.services.storage.read(orphan)).toBeNull();
    for (const key of kept) expect(after).toContain(key);
    expect(await h.database.db.pendingUpload.count()).toBe(0);
    h.resetClock();
  });

  it('is swept by the trash purge every server process runs', async () => {
    const orphan = await crashMidUpload(h, store.config(h));
    h.clock.now = new Date(Date.now() + ABANDONED_AFTER_MS + MINUTE_MS);
    const purge = startTrashPurge(h.services, { firstDelayMs: 0, intervalMs: 60 * MINUTE_MS });
    try {
      await expect.poll(() => h.database.db.pendingUpload.count()).toBe(0);
    } finally {
      await purge.stop();
      h.resetClock();
    }
    expect(await store.stored(h)).not.toContain(orphan);
  });

  it('deletes the files of a change that failed, with their records, at once', async () => {
    const before = await store.stored(h);
    const rules = photoRules('image', 'banners', { size: 'too large', type: 'not an image' });
    await expect(
      withUploads(h.services, async (uploads) => {
        await uploads.save(await imageFile('first.png'), rules);
        await uploads.save(await imageFile('second.png'), rules);
        throw new Error('the database write failed');
      }),
    ).rejects.toThrow('the database write failed');
    expect(await store.stored(h)).toEqual(before);
    expect(await h.database.db.pendingUpload.count()).toBe(0);
  });
});

describe('the half-written files of interrupted writes on local disk', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A temporary file as a write makes it (`.<file>.<hex>.tmp`), last changed at `changedAt`. */
  function temporaryFile(changedAt: Date): string {
    const folder = path.join(h.uploadsDir, 'projects');
    fs.mkdirSync(folder, { recursive: true });
    const name = `.${randomBytes(16).toString('hex')}.webp.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(path.join(folder, name), randomBytes(64 * 1024));
    fs.utimesSync(path.join(folder, name), changedAt, changedAt);
    return `projects/${name}`;
  }

  it('are removed an hour after they were last written, and one being written stays', async () => {
    const left = temporaryFile(new Date());
    h.clock.now = new Date(Date.now() + ABANDONED_AFTER_MS + MINUTE_MS);
    const writing = temporaryFile(h.clock.now);
    expect(await sweepAbandonedUploads(h.services)).toEqual({ ran: true, files: 0, temporary: 1 });
    expect(h.storedFiles()).not.toContain(left);
    expect(h.storedFiles()).toContain(writing);
    h.resetClock();
  });
});
