// @ts-check
/**
 * The public page cache of this process: Next.js's full-route and data cache entries, stored in
 * Redis/Valkey when REDIS_URL is set (shared by every instance) or on local disk otherwise, under
 * the namespace of the database they were built from, within PAGE_CACHE_MAX_MB (the least
 * recently used entries go first). Next.js reaches it through the cache
 * handler (./handler.mjs); the app reaches it through `revalidatePublicData` to make a change
 * visible on every instance before the request that made it answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { createFileStore } from './file-store.mjs';
import { DEFAULT_MAX_BYTES, isOutdated } from './records.mjs';
import { createRedisStore } from './redis-store.mjs';

/** @typedef {import('./records.mjs').CacheRecord} CacheRecord */
/** @typedef {ReturnType<typeof createFileStore> | ReturnType<typeof createRedisStore>} Store */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Cache folders of other databases untouched for this long are removed. */
const STALE_NAMESPACE_MS = 7 * 24 * 60 * 60 * 1000;

/** @param {string} message */
const log = (message) => console.error(message);

/**
 * The namespace of the database at DATABASE_URL: created once by its migration and kept for its
 * lifetime, so a server never reads entries rendered from another database's content.
 *
 * @param {string} databaseUrl
 */
export async function databaseNamespace(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const result = await client.query('SELECT cache_namespace FROM installation WHERE id = 1');
    const namespace = result.rows[0]?.cache_namespace;
    if (typeof namespace !== 'string') {
      throw new Error('the database has no installation row: apply the migrations first');
    }
    return namespace;
  } finally {
    await client.end();
  }
}

/** @param {string} cacheRoot @param {string} keep */
function removeStaleNamespaces(cacheRoot, keep) {
  let names;
  try {
    names = fs.readdirSync(cacheRoot);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    if (name === keep) continue;
    const dir = path.join(cacheRoot, name);
    try {
      if (now - fs.statSync(dir).mtimeMs > STALE_NAMESPACE_MS) {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } catch {
      // Another process removed it first.
    }
  }
}

/**
 * The bound of the cache's entries: PAGE_CACHE_MAX_MB (src/env.ts checks it when the app starts;
 * this module is also loaded on its own by Next.js), by default DEFAULT_MAX_BYTES.
 * @param {string | undefined} value
 */
function maxBytesOf(value) {
  const megabytes = Number(value);
  return value?.trim() && Number.isInteger(megabytes) && megabytes > 0
    ? megabytes * 1024 * 1024
    : DEFAULT_MAX_BYTES;
}

/**
 * DATA_DIR as @kasar/db/env reads it: relative to the repository root (not to this process's
 * working directory), `.data` there when unset. The launcher hands the server the absolute path.
 * @param {Record<string, string | undefined>} env
 */
export function dataDirOf(env) {
  const configured = env.DATA_DIR?.trim();
  return path.resolve(repoRoot, configured || '.data');
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<Store>}
 */
async function createStore(env) {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const namespace = await databaseNamespace(databaseUrl);
  const maxBytes = maxBytesOf(env.PAGE_CACHE_MAX_MB);
  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl) {
    return createRedisStore({ url: redisUrl, prefix: `kasar:${namespace}:`, maxBytes, log });
  }
  const cacheRoot = path.join(dataDirOf(env), 'cache');
  removeStaleNamespaces(cacheRoot, namespace);
  return createFileStore({ dir: path.join(cacheRoot, namespace), maxBytes });
}

/**
 * @typedef {object} PageCache
 * @property {(build: string, key: string, extraTags?: string[]) => Promise<CacheRecord | undefined>} read
 *   the record a build stored, when it is current: none of its tags (nor `extraTags`) was
 *   revalidated since it was stored. Each build has its own entries (a page rendered by one
 *   build refers to that build's scripts), while revalidations apply to all of them.
 * @property {(build: string, key: string, record: CacheRecord) => Promise<void>} write
 * @property {(tags: string[], time?: number) => Promise<void>} revalidate records a change, then
 *   waits (at most RENDER_WAIT_MS) for the page renders this process had in flight: Next.js lets
 *   a request join a render of the same page already running, and one that began before the
 *   change could hand pre-change content to the first request after it.
 * @property {(key: string) => void} renderStarted a page is being rendered (its entry missed)
 * @property {(key: string) => void} renderEnded its entry was stored
 * @property {() => Promise<void>} close
 */

/** How long a revalidation waits for renders in flight; a render that takes longer is not waited for. */
const RENDER_WAIT_MS = 5000;
/** A render whose entry never arrives (it failed) stops counting as in flight after this long. */
const RENDER_FORGOTTEN_MS = 15_000;

/**
 * @param {() => Promise<Store>} open
 * @returns {PageCache}
 */
export function createPageCache(open) {
  /** @type {Promise<Store> | undefined} */
  let opening;
  const store = () => {
    opening ??= open().catch((error) => {
      // Not remembered: the next request tries again (the database may be starting).
      opening = undefined;
      throw error;
    });
    return opening;
  };
  /** Renders in flight, by key: each resolves when its entry is stored (or forgotten). */
  /** @type {Map<string, { done: Promise<void>; end: () => void }>} */
  const rendering = new Map();
  return {
    renderStarted(key) {
      if (rendering.has(key)) return;
      /** @type {() => void} */
      let end = () => undefined;
      const done = new Promise((resolve) => {
        const timer = setTimeout(resolve, RENDER_FORGOTTEN_MS);
        timer.unref();
        end = () => {
          clearTimeout(timer);
          resolve(undefined);
        };
      }).then(() => {
        rendering.delete(key);
      });
      rendering.set(key, { done, end });
    },
    renderEnded(key) {
      rendering.get(key)?.end();
    },
    async read(build, key, extraTags = []) {
      const current = await store();
      const record = await current.read(build, key);
      if (!record) return undefined;
      const tags = [...new Set([...record.tags, ...extraTags])];
      if (isOutdated(record, await current.tagTimes(tags))) {
        await current.forget(build, key);
        return undefined;
      }
      return record;
    },
    async write(build, key, record) {
      await (await store()).write(build, key, record);
    },
    async revalidate(tags, time = Date.now()) {
      await (await store()).markRevalidated(tags, time);
      const inFlight = [...rendering.values()].map((render) => render.done);
      if (inFlight.length === 0) return;
      await Promise.race([
        Promise.all(inFlight),
        new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS).unref()),
      ]);
    },
    async close() {
      if (opening) await (await opening.catch(() => undefined))?.close();
      opening = undefined;
    },
  };
}

const GLOBAL_KEY = Symbol.for('kasar.pageCache');

/**
 * This process's page cache. Next.js loads the cache handler on its own and the app's server
 * bundle may hold a second copy of this module; both share one cache through a global.
 *
 * @returns {PageCache}
 */
export function pageCache() {
  const holder = /** @type {Record<symbol, PageCache | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return (holder[GLOBAL_KEY] ??= createPageCache(() => createStore(process.env)));
}
