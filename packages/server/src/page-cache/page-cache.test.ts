import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { repoRoot } from '@kasar/db/configuration';
import { createRevalidationLog } from '@kasar/db/page-cache-revalidations';
import { createTestDatabase, type TestDatabase } from '@kasar/db/testing';
import { envLoader } from '@kasar/db/testing/env';
import { createClient } from '@redis/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { freePort, startRedisServer, type RedisServer } from '../../test/redis-server';
import { createFileStore } from './file-store.mjs';
import KasarCacheHandler from './handler.mjs';
import { createPageCache } from './index.mjs';
import {
  createMemoryLayer,
  decodeRecord,
  encodeRecord,
  RACE_WINDOW_MS,
  tagsOf,
  type CacheRecord,
} from './records.mjs';
import { createRedisStore } from './redis-store.mjs';

/** The database whose page_cache_revalidations the caches of these tests record in. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});
// Each test starts with no revalidation recorded.
beforeEach(async () => {
  await database.db.pageCacheRevalidation.deleteMany();
});

/** The revalidation log of a process (its own connection) in the database of `url`. */
const revalidationLog = (url = database.url) => createRevalidationLog(url);

function pageRecord(html: string, lastModified: number, tags = ['services']): CacheRecord {
  return {
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`rsc:${html}`),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': tags.join(',') },
      status: 200,
      postponed: undefined,
    },
    lastModified,
    tags,
    cacheControl: { revalidate: 86400, expire: 31536000 },
  };
}

/**
 * A page render as Next.js hands it to the cache handler (an APP_PAGE value: the HTML, the RSC
 * payload and its per-segment parts), of about `kilobytes` KB once encoded.
 */
function renderRecord(path: string, status = 200, kilobytes = 8): CacheRecord {
  const filler = `<div class="${path}">${'x'.repeat(200)}</div>`;
  const html = `<!DOCTYPE html><html><body>${filler.repeat(Math.ceil((kilobytes * 512) / filler.length))}</body></html>`;
  return {
    value: {
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(`0:${html.slice(0, kilobytes * 256)}`),
      segmentData: new Map([
        ['/_tree', Buffer.from(`tree:${path}`)],
        ['/_full', Buffer.from(html.slice(0, kilobytes * 64))],
      ]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,services,projects' },
      status,
      postponed: undefined,
    },
    lastModified: Date.now() - 60_000,
    tags: ['_N_T_/layout', 'services', 'projects'],
    cacheControl: { revalidate: false, expire: 31536000 },
  };
}

const KNOWN_PAGES = ['/', '/about-us', '/our-projects', '/services/roofing', '/services/solar'];

/**
 * Writes `count` entries for unknown URLs through `caches` (instances sharing one store, each
 * writing its share at the same time), using each known page every few entries as visitors
 * would, and checks every hundred writes that the store holds at most `allowed` bytes (its
 * bound unless said otherwise). `stored` measures what the store holds.
 */
async function flood(
  caches: ReturnType<typeof createPageCache>[],
  count: number,
  bound: number,
  stored: () => number | Promise<number>,
  allowed = bound,
) {
  const [first] = caches;
  for (const page of KNOWN_PAGES) await first!.write('b', page, renderRecord(page));
  let largest = 0;
  for (let index = 0; index < count; index += caches.length) {
    await Promise.all(
      caches.map((cache, instance) =>
        cache.write('b', `/services/unknown-${index + instance}`, renderRecord('unknown')),
      ),
    );
    if (index % 20 === 0) {
      for (const page of KNOWN_PAGES) expect(await first!.read('b', page)).toBeDefined();
    }
    if (index % 100 === 0) largest = Math.max(largest, await stored());
  }
  largest = Math.max(largest, await stored());
  expect(largest).toBeGreaterThan(bound / 2);
  expect(largest).toBeLessThanOrEqual(allowed);
}

describe('cache records', () => {
  it('round-trip RSC buffers and per-segment maps as Next.js stored them', () => {
    const record = pageRecord('<p>Home</p>', 1000);
    const decoded = decodeRecord(encodeRecord(record));
    const value = decoded.value as { rscData: Buffer; segmentData: Map<string, Buffer> };
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe('rsc:<p>Home</p>');
    expect(value.segmentData).toBeInstanceOf(Map);
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(decoded.cacheControl).toEqual({ revalidate: 86400, expire: 31536000 });
  });

  it('take a page’s tags from the header Next.js stores with it', () => {
    const value = { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': '_N_T_/,services,banners' } };
    expect(tagsOf(value, undefined)).toEqual(['_N_T_/', 'services', 'banners']);
    expect(tagsOf({ kind: 'FETCH' }, { tags: ['about-us'] })).toEqual(['about-us']);
  });

  it('keep at most the configured number of bytes in memory, dropping the oldest first', () => {
    const memory = createMemoryLayer(100);
    memory.set('a', pageRecord('a', 1), 60);
    memory.set('b', pageRecord('b', 1), 30);
    expect(memory.get('a')).toBeDefined();
    memory.set('c', pageRecord('c', 1), 30);
    // 'b' was the least recently used once 'a' was read.
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBeDefined();
    expect(memory.get('c')).toBeDefined();
    memory.set('huge', pageRecord('huge', 1), 101);
    expect(memory.get('huge')).toBeUndefined();
  });
});

function temporaryDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-page-cache-'));
}

/** Bytes of the entry files under a file store's folder, every build included. */
function storedInFolder(dir: string) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) {
      bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return bytes;
}

/** A page cache keeping its entries in `dir` (a fresh folder unless given). */
const onDisk = (dir = temporaryDir()) =>
  createPageCache(() => Promise.resolve(createFileStore({ dir })), revalidationLog());

describe('the page cache on local disk', () => {
  it('serves an entry until one of its tags is revalidated, then misses', async () => {
    const cache = onDisk();
    const stored = Date.now() - 60_000;
    await cache.write('build-1', '/', pageRecord('<p>v1</p>', stored, ['services', 'banners']));
    expect((await cache.read('build-1', '/'))?.lastModified).toBe(stored);

    await cache.revalidate(['projects']);
    expect(await cache.read('build-1', '/')).toBeDefined();

    await cache.revalidate(['banners']);
    expect(await cache.read('build-1', '/')).toBeUndefined();
  });

  it('does not trust an entry stored just after a revalidation (its render may predate the change)', async () => {
    const cache = onDisk();
    const changedAt = Date.now() - 10_000;
    await cache.revalidate(['services'], changedAt);
    await cache.write('b', '/racy', pageRecord('racy', changedAt + RACE_WINDOW_MS - 1));
    await cache.write('b', '/later', pageRecord('later', changedAt + RACE_WINDOW_MS + 1));
    expect(await cache.read('b', '/racy')).toBeUndefined();
    expect(await cache.read('b', '/later')).toBeDefined();
  });

  it('keeps each build’s entries apart', async () => {
    const cache = onDisk();
    await cache.write('build-1', '/', pageRecord('old build', Date.now() - 60_000));
    expect(await cache.read('build-2', '/')).toBeUndefined();
    expect(await cache.read('build-1', '/')).toBeDefined();
  });

  it('survives a restart: entries and revalidations are read back from disk', async () => {
    const dir = temporaryDir();
    const first = onDisk(dir);
    await first.write('b', '/', pageRecord('home', Date.now() - 60_000, ['organization']));
    await first.write('b', '/about-us', pageRecord('about', Date.now() - 60_000, ['about-us']));
    await first.revalidate(['about-us']);
    await first.close();

    const restarted = onDisk(dir);
    const home = await restarted.read('b', '/');
    expect((home?.value as { html: string }).html).toBe('home');
    expect(await restarted.read('b', '/about-us')).toBeUndefined();
  });

  it('sees a revalidation made by another process sharing the folder', async () => {
    const dir = temporaryDir();
    const instanceA = onDisk(dir);
    const instanceB = onDisk(dir);
    await instanceB.write('b', '/', pageRecord('home', Date.now() - 60_000, ['organization']));
    expect(await instanceB.read('b', '/')).toBeDefined();

    await instanceA.revalidate(['organization']);
    expect(await instanceB.read('b', '/')).toBeUndefined();
  });

  it('answers a revalidation only once the page renders in flight have stored their entry', async () => {
    const cache = onDisk();
    cache.renderStarted('/');
    let answered = false;
    const revalidated = cache.revalidate(['banners']).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A request now could join the render that began before the change: not yet answered.
    expect(answered).toBe(false);
    cache.renderEnded('/');
    await revalidated;
    expect(answered).toBe(true);
    // Nothing in flight: it waits on no render (settling at all shows it; with one in flight it
    // did not until that render ended).
    await cache.revalidate(['services']);
  });

  it('stays within its bound in bytes, dropping the least recently used entries first', async () => {
    const dir = temporaryDir();
    const bound = 400 * 1024;
    const cache = createPageCache(
      () => Promise.resolve(createFileStore({ dir, maxBytes: bound, memoryBytes: 1024 * 1024 })),
      revalidationLog(),
    );
    await flood([cache], 3000, bound, () => storedInFolder(dir));
    // The known pages are still on disk: a process that starts now reads them.
    const restarted = onDisk(dir);
    for (const page of KNOWN_PAGES) expect(await restarted.read('b', page)).toBeDefined();
    expect(await restarted.read('b', '/services/unknown-0')).toBeUndefined();
  });

  it('stays within its bound and a sixteenth when a second process shares the folder', async () => {
    const dir = temporaryDir();
    const bound = 400 * 1024;
    const sharing = () =>
      createPageCache(
        () => Promise.resolve(createFileStore({ dir, maxBytes: bound })),
        revalidationLog(),
      );
    await flood([sharing(), sharing()], 3000, bound, () => storedInFolder(dir), bound * (17 / 16));
    const restarted = onDisk(dir);
    for (const page of KNOWN_PAGES) expect(await restarted.read('b', page)).toBeDefined();
  });

  it('counts tags passed with the read (a data entry’s implicit page tags)', async () => {
    const cache = onDisk();
    await cache.write('b', 'data-key', pageRecord('data', Date.now() - 60_000, ['services']));
    await cache.revalidate(['_N_T_/about-us']);
    expect(await cache.read('b', 'data-key')).toBeDefined();
    expect(await cache.read('b', 'data-key', ['_N_T_/about-us'])).toBeUndefined();
  });
});

describe('the tag times of a file store', () => {
  /** Puts a tag file in place as a revalidation does: a temporary file, then a rename. */
  function writeTagFile(dir: string, tag: string, time: number) {
    const file = path.join(dir, 'tags', Buffer.from(tag).toString('base64url'));
    fs.writeFileSync(`${file}.tmp`, String(time));
    fs.renameSync(`${file}.tmp`, file);
  }

  it('never takes back a later time this process set when an older file is read', async () => {
    const dir = temporaryDir();
    const store = createFileStore({ dir });
    await store.markRevalidated(['banners'], 2_000);
    // What a read of the folder that overlapped the revalidation would find.
    writeTagFile(dir, 'banners', 1_000);
    expect(await store.tagTimes(['banners'])).toEqual([2_000]);
  });

  it('reads the folder again while its modification time may not have ticked', async () => {
    const dir = temporaryDir();
    const store = createFileStore({ dir });
    await store.markRevalidated(['services'], 1_000);
    const tagsDir = path.join(dir, 'tags');
    // One tick of a coarse clock: the folder keeps this time through both changes below.
    const tick = new Date(Math.ceil(Date.now() / 1000) * 1000);
    fs.utimesSync(tagsDir, tick, tick);
    expect(await store.tagTimes(['projects'])).toEqual([0]);
    // Another process revalidates within the same tick.
    writeTagFile(dir, 'projects', 3_000);
    fs.utimesSync(tagsDir, tick, tick);
    expect(await store.tagTimes(['projects'])).toEqual([3_000]);
  });

  it('lets reads that arrive together share one look at the folder, and looks again after', async () => {
    const dir = temporaryDir();
    const store = createFileStore({ dir });
    await store.tagTimes(['services']);
    const stat = vi.spyOn(fs.promises, 'stat');
    try {
      const together = await Promise.all(
        Array.from({ length: 20 }, () => store.tagTimes(['services'])),
      );
      expect(together).toEqual(Array.from({ length: 20 }, () => [0]));
      expect(stat).toHaveBeenCalledTimes(1);
      // Another process revalidates: the next read, after that look ended, sees it.
      writeTagFile(dir, 'services', 5_000);
      expect(await store.tagTimes(['services'])).toEqual([5_000]);
      expect(stat).toHaveBeenCalledTimes(2);
    } finally {
      stat.mockRestore();
    }
  });
});

describe('the page cache in Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  /** The caches a test opens with `open`, closed after it whatever its outcome. */
  const opened: ReturnType<typeof createPageCache>[] = [];
  afterEach(async () => {
    for (const cache of opened.splice(0)) await cache.close();
  });

  const open = (prefix: string, databaseUrl = database.url) => {
    const cache = createPageCache(
      () => Promise.resolve(createRedisStore({ url: redis.url, prefix })),
      revalidationLog(databaseUrl),
    );
    opened.push(cache);
    return cache;
  };

  it('shares entries and revalidations between instances', async () => {
    const instanceA = open('kasar:shared-test:');
    const instanceB = open('kasar:shared-test:');
    await instanceA.write('b', '/', pageRecord('<p>from A</p>', Date.now() - 60_000));
    const onB = await instanceB.read('b', '/');
    expect((onB?.value as { html: string }).html).toBe('<p>from A</p>');
    expect(Buffer.isBuffer((onB?.value as { rscData: Buffer }).rscData)).toBe(true);

    // B keeps the decoded entry in memory, yet sees A's revalidation on its next read.
    await instanceA.revalidate(['services']);
    expect(await instanceB.read('b', '/')).toBeUndefined();
  });

  it('keeps databases apart by namespace', async () => {
    const other = await createTestDatabase();
    try {
      const databaseOne = open('kasar:one:');
      const databaseTwo = open('kasar:two:', other.url);
      await databaseOne.write('b', '/', pageRecord('one', Date.now() - 60_000));
      expect(await databaseTwo.read('b', '/')).toBeUndefined();
      await databaseTwo.revalidate(['services']);
      expect(await databaseOne.read('b', '/')).toBeDefined();
    } finally {
      for (const cache of opened.splice(0)) await cache.close();
      await other.drop();
    }
  });

  it('stays within its bound across instances, dropping the least recently used entries first', async () => {
    const bound = 400 * 1024;
    const prefix = 'kasar:bounded:';
    const bounded = () => {
      const cache = createPageCache(
        () => Promise.resolve(createRedisStore({ url: redis.url, prefix, maxBytes: bound })),
        revalidationLog(),
      );
      opened.push(cache);
      return cache;
    };
    const inspector = createClient({ url: redis.url });
    await inspector.connect();
    try {
      /** Bytes of the entries stored under the prefix, every build included. */
      const stored = async () => {
        let bytes = 0;
        for await (const keys of inspector.scanIterator({ MATCH: `${prefix}b:entry:*` })) {
          for (const key of keys) bytes += await inspector.strLen(key);
        }
        return bytes;
      };
      await flood([bounded(), bounded()], 3000, bound, stored);
      // The instances kept one account, and it matches what Redis holds.
      expect(Number(await inspector.get(`${prefix}entry-bytes`))).toBe(await stored());
      // The known pages are still in Redis: an instance that starts now reads them.
      const started = bounded();
      for (const page of KNOWN_PAGES) expect(await started.read('b', page)).toBeDefined();
      expect(await started.read('b', '/services/unknown-0')).toBeUndefined();
    } finally {
      await inspector.close();
    }
  });

  it('answers a miss instead of waiting when Redis is down', async () => {
    const down = await startRedisServer();
    open('kasar:unused:');
    const unreachable = createPageCache(
      () =>
        Promise.resolve(
          createRedisStore({ url: down.url, prefix: 'kasar:down:', log: () => undefined }),
        ),
      revalidationLog(),
    );
    try {
      await unreachable.write('b', '/', pageRecord('x', Date.now() - 60_000));
      await down.stop();
      // The decoded copy in memory is not trusted without its tag times from Redis, and the read
      // fails at once as offline: it does not wait for a connection (that would be a timeout).
      await expect(unreachable.read('b', '/')).rejects.toThrow('The client is offline');
    } finally {
      await unreachable.close();
    }
  });
});

/** A TCP relay to Redis that can be cut off and put back: one instance's network partition. */
async function startRelay(target: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((incoming) => {
        const outgoing = net.connect(target, '127.0.0.1');
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            incoming.destroy();
            outgoing.destroy();
          });
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** No connection gets through until `restore`. */
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve(null)));
    },
  };
}

/**
 * What `read` answers once the cache reaches its store again: a read fails while the store's
 * client is still reconnecting, so it is tried again (up to about 20 s).
 */
async function readOnceReachable(cache: ReturnType<typeof createPageCache>, key: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await cache.read('b', key);
    } catch (error) {
      if (attempt === 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('a change saved while Redis was unreachable', () => {
  const PAGES = { '/': ['organization'], '/about-us': ['organization', 'about-us'] };
  const caches: ReturnType<typeof createPageCache>[] = [];
  const servers: { stop(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const cache of caches.splice(0)) await cache.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  /** An instance's page cache on Redis at `url`. */
  const instance = (url: string, options: { catchUpIntervalMs?: number } = {}) => {
    const cache = createPageCache(
      () =>
        Promise.resolve(createRedisStore({ url, prefix: 'kasar:outage:', log: () => undefined })),
      revalidationLog(),
      { ...options, log: () => undefined },
    );
    caches.push(cache);
    return cache;
  };

  /** Stores the pages before the change through `writer`, and has `readers` keep them in memory. */
  async function cachePages(writer: ReturnType<typeof createPageCache>, readers = [writer]) {
    for (const [key, tags] of Object.entries(PAGES)) {
      await writer.write('b', key, pageRecord(`before ${key}`, Date.now() - 60_000, tags));
      for (const reader of readers) expect(await reader.read('b', key)).toBeDefined();
    }
  }

  async function expectChangeShown(cache: ReturnType<typeof createPageCache>) {
    for (const key of Object.keys(PAGES))
      expect(await readOnceReachable(cache, key)).toBeUndefined();
  }

  for (const comesBack of ['with its data', 'empty'] as const) {
    it(`shows on every instance once Redis is back ${comesBack}, the saving one gone meanwhile`, async () => {
      const dataDir = comesBack === 'empty' ? undefined : temporaryDir();
      const first = await startRedisServer({ dataDir });
      const saving = instance(first.url);
      const other = instance(first.url);
      await cachePages(saving, [saving, other]);

      await first.stop();
      // The edit's request: the store cannot be told, and the error is logged by the app.
      await expect(saving.revalidate(['organization'])).rejects.toThrow();
      // The instance that saved it crashes before Redis returns.
      await saving.close();
      caches.splice(caches.indexOf(saving), 1);

      servers.push(await startRedisServer({ port: first.port, dataDir }));
      // One that kept the pages in memory through the outage, and one that starts now.
      await expectChangeShown(other);
      await expectChangeShown(instance(first.url));
    });
  }

  it('shows on the other instances while one is cut off from Redis, and on it once it is back', async () => {
    const redis = await startRedisServer();
    servers.push(redis);
    const relay = await startRelay(redis.port);
    servers.push({ stop: relay.close });
    const cutOff = instance(relay.url);
    const other = instance(redis.url, { catchUpIntervalMs: 100 });
    await cachePages(cutOff, [cutOff, other]);

    await relay.cut();
    await expect(cutOff.revalidate(['organization'])).rejects.toThrow();
    // The other instance reaches Redis throughout: it catches up from PostgreSQL within its interval.
    let read: CacheRecord | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      read = await other.read('b', '/');
      if (read === undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(read).toBeUndefined();
    await expectChangeShown(other);

    await relay.restore();
    await expectChangeShown(cutOff);
  });

  it('reads the revalidation log once per connection and interval, not on each request', async () => {
    const first = await startRedisServer();
    let logReads = 0;
    const log = revalidationLog();
    const counted = {
      ...log,
      read: () => {
        logReads += 1;
        return log.read();
      },
    };
    const cache = createPageCache(
      () =>
        Promise.resolve(
          createRedisStore({ url: first.url, prefix: 'kasar:counted:', log: () => undefined }),
        ),
      counted,
      { catchUpIntervalMs: 60 * 60_000 },
    );
    caches.push(cache);
    await cache.write('b', '/', pageRecord('home', Date.now() - 60_000, ['organization']));
    for (let request = 0; request < 500; request++)
      expect(await cache.read('b', '/')).toBeDefined();
    expect(logReads).toBe(1);

    // A reconnection reads it once more before the store's tag times are trusted again.
    await first.stop();
    servers.push(await startRedisServer({ port: first.port }));
    await readOnceReachable(cache, '/');
    for (let request = 0; request < 100; request++) await cache.read('b', '/');
    expect(logReads).toBe(2);
  });
});

describe('the cache handler', () => {
  const GLOBAL_KEY = Symbol.for('kasar.pageCache');
  afterEach(() => {
    Reflect.deleteProperty(globalThis, GLOBAL_KEY);
  });

  it('does not store the not-found render of an unknown slug, and stores a found page', async () => {
    const dir = temporaryDir();
    // The cache Next.js's handler reaches through pageCache(), on a folder of this test.
    Reflect.set(globalThis, GLOBAL_KEY, onDisk(dir));
    const handler = new KasarCacheHandler({ dev: true });
    const context = { kind: 'APP_PAGE', cacheControl: { revalidate: false, expire: 31536000 } };
    for (let index = 0; index < 2000; index += 1) {
      const key = `/services/unknown-${index}`;
      expect(await handler.get(key, { kind: 'APP_PAGE' })).toBeNull();
      await handler.set(key, renderRecord(key, 404, 1).value, context);
    }
    await handler.set('/services/roofing', renderRecord('/services/roofing').value, context);
    expect(await handler.get('/services/unknown-0', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get('/services/roofing', { kind: 'APP_PAGE' })).not.toBeNull();
    const files = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
    expect(files).toHaveLength(1);
  });
});

const loadServerEnv = envLoader(async () => (await import('../env.mjs')).serverEnv);

describe('the cache folder', () => {
  it('is under DATA_DIR taken from the repository root, as the database and uploads are', async () => {
    // The server runs in apps/web: a relative DATA_DIR must not be taken from there.
    expect((await loadServerEnv({ DATA_DIR: 'data' })).DATA_DIR).toBe(path.join(repoRoot, 'data'));
    expect((await loadServerEnv({ DATA_DIR: '/srv/kasar' })).DATA_DIR).toBe('/srv/kasar');
    expect((await loadServerEnv({ DATA_DIR: '' })).DATA_DIR).toBe(path.join(repoRoot, '.data'));
  });

  it('bounds the cache by PAGE_CACHE_MAX_MB and names a bad value', async () => {
    expect((await loadServerEnv({ PAGE_CACHE_MAX_MB: '64' })).PAGE_CACHE_MAX_MB).toBe(64);
    await expect(loadServerEnv({ PAGE_CACHE_MAX_MB: '1.5' })).rejects.toThrow(
      'Invalid configuration: PAGE_CACHE_MAX_MB must be a whole number of megabytes from 1 to 1048576',
    );
    await expect(loadServerEnv({ REDIS_URL: 'localhost:6379' })).rejects.toThrow(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    );
  });
});
