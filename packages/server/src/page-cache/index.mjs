// @ts-check
/**
 * The public page cache of this process: Next.js's full-route and data cache entries, stored in
 * Redis/Valkey when REDIS_URL is set (shared by every instance) or on local disk otherwise, under
 * the namespace of the database they were built from, within PAGE_CACHE_MAX_MB (the least
 * recently used entries go first). Its settings come from ../env.mjs. Next.js reaches it through the cache
 * handler (./handler.mjs); the app reaches it through `revalidatePublicData` to make a change
 * visible on every instance before the request that made it answers.
 *
 * Each revalidation is also recorded in PostgreSQL (page_cache_revalidations), and every process
 * catches its store up from that record: after each (re)connection to Redis, before the store's
 * tag times are trusted, and every CATCH_UP_INTERVAL_MS while it serves. A change saved while
 * Redis was unreachable (from that instance or from all) thus shows once Redis is back, even if
 * the instance that saved it is gone by then. Requests read only the store (decision 006).
 */
import fs from 'node:fs';
import path from 'node:path';

import { cacheNamespaceOf } from '@kasar/db/installation';
import { createRevalidationLog } from '@kasar/db/page-cache-revalidations';

import { serverEnv } from '../env.mjs';
import { createFileStore } from './file-store.mjs';
import { DEFAULT_MAX_BYTES, isOutdated } from './records.mjs';
import { createRedisStore } from './redis-store.mjs';

/** @typedef {import('./records.mjs').CacheRecord} CacheRecord */
/** @typedef {import('@kasar/db/page-cache-revalidations').RevalidationLog} RevalidationLog */
/** @typedef {ReturnType<typeof createFileStore> | ReturnType<typeof createRedisStore>} Store */

/** Cache folders of other databases untouched for this long are removed. */
const STALE_NAMESPACE_MS = 7 * 24 * 60 * 60 * 1000;

/** @param {string} message */
const log = (message) => console.error(message);

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
 * Where the page cache of a database lives: Redis (shared by every instance) or a folder under
 * DATA_DIR/cache (this machine's instances).
 * @typedef {object} StoreSettings
 * @property {string | undefined} databaseUrl
 * @property {string} dataDir
 * @property {string | undefined} redisUrl
 * @property {number | undefined} maxMegabytes PAGE_CACHE_MAX_MB; unset: DEFAULT_MAX_BYTES
 */

/**
 * @param {StoreSettings} settings
 * @returns {Promise<Store>}
 */
export async function openStore({ databaseUrl, dataDir, redisUrl, maxMegabytes }) {
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const namespace = await cacheNamespaceOf(databaseUrl);
  const maxBytes = maxMegabytes ? maxMegabytes * 1024 * 1024 : DEFAULT_MAX_BYTES;
  if (redisUrl) {
    return createRedisStore({ url: redisUrl, prefix: `kasar:${namespace}:`, maxBytes, log });
  }
  const cacheRoot = path.join(dataDir, 'cache');
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
 * @property {(tags: string[], time?: number) => Promise<void>} revalidate records a change in the
 *   revalidation log and the store, then waits (at most RENDER_WAIT_MS) for the page renders this
 *   process had in flight: Next.js lets a request join a render of the same page already
 *   running, and one that began before the change could hand pre-change content to the first
 *   request after it. Fails when either could not be written (the other still is).
 * @property {(tag: string) => Promise<number>} changedAt when `tag` was last revalidated, by
 *   any instance (0: never): what the app's map of redirects is compared with (decision 035)
 * @property {(key: string) => void} renderStarted a page is being rendered (its entry missed)
 * @property {(key: string) => void} renderEnded its entry was stored
 * @property {() => Promise<void>} close
 */

/** How long a revalidation waits for renders in flight; a render that takes longer is not waited for. */
const RENDER_WAIT_MS = 5000;
/** A render whose entry never arrives (it failed) stops counting as in flight after this long. */
const RENDER_FORGOTTEN_MS = 15_000;

/** How often a process catches its store up from the revalidation log while it serves. */
export const CATCH_UP_INTERVAL_MS = 10_000;

/**
 * @param {() => Promise<Store>} open
 * @param {RevalidationLog} revalidationLog
 * @param {{ catchUpIntervalMs?: number; log?: (message: string) => void }} [options]
 * @returns {PageCache}
 */
export function createPageCache(open, revalidationLog, options = {}) {
  const { catchUpIntervalMs = CATCH_UP_INTERVAL_MS, log: report = log } = options;
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
  /** The store connection the log was last caught up into (0: none yet), and when. */
  let caughtUp = { connection: 0, at: 0 };
  /** @type {Promise<void> | undefined} */
  let catchingUp;

  /**
   * Sets the store's time of each tag the log has a later one for. One at a time; a failure
   * (the database unreachable) is reported, and tried again after the interval.
   * @param {Store} current
   */
  function catchUp(current) {
    catchingUp ??= (async () => {
      const connection = current.connections();
      try {
        const logged = await revalidationLog.read();
        const tags = [...logged.keys()];
        const stored = await current.tagTimes(tags);
        for (const [index, tag] of tags.entries()) {
          const time = logged.get(tag) ?? 0;
          if (time > (stored[index] ?? 0)) await current.markRevalidated([tag], time);
        }
      } catch (error) {
        report(
          `[kasar] page cache: could not catch up with the revalidations recorded in PostgreSQL (${error instanceof Error ? error.message : String(error)}); trying again in ${catchUpIntervalMs / 1000} s`,
        );
      } finally {
        caughtUp = { connection, at: Date.now() };
        catchingUp = undefined;
      }
    })();
    return catchingUp;
  }

  /**
   * The store's times of `tags`. On a connection the log was not caught up into yet (the first,
   * or one after an outage) they are read once that is done: the store may lack what changed
   * while it was unreachable (a catch-up already under way may have begun on the connection
   * before, hence the loop). Otherwise at once, catching up in the background when it is time.
   * @param {Store} current
   * @param {string[]} tags
   */
  async function tagTimesOf(current, tags) {
    while (current.connections() !== caughtUp.connection) await catchUp(current);
    if (Date.now() - caughtUp.at >= catchUpIntervalMs) void catchUp(current);
    return current.tagTimes(tags);
  }

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
      if (isOutdated(record, await tagTimesOf(current, tags))) {
        await current.forget(build, key);
        return undefined;
      }
      return record;
    },
    async changedAt(tag) {
      const [time] = await tagTimesOf(await store(), [tag]);
      return time ?? 0;
    },
    async write(build, key, record) {
      await (await store()).write(build, key, record);
    },
    async revalidate(tags, time = Date.now()) {
      // The log first, or with it: an instance that cannot reach the store now catches up from it.
      const [recorded, marked] = await Promise.allSettled([
        revalidationLog.record(tags, time),
        store().then((current) => current.markRevalidated(tags, time)),
      ]);
      const inFlight = [...rendering.values()].map((render) => render.done);
      if (inFlight.length > 0) {
        await Promise.race([
          Promise.all(inFlight),
          new Promise((resolve) => setTimeout(resolve, RENDER_WAIT_MS).unref()),
        ]);
      }
      if (marked.status === 'rejected') throw marked.reason;
      if (recorded.status === 'rejected') throw recorded.reason;
    },
    async close() {
      if (opening) await (await opening.catch(() => undefined))?.close();
      opening = undefined;
      await revalidationLog.close();
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
  return (holder[GLOBAL_KEY] ??= createPageCache(
    () =>
      openStore({
        databaseUrl: serverEnv.DATABASE_URL,
        dataDir: serverEnv.DATA_DIR,
        redisUrl: serverEnv.REDIS_URL,
        maxMegabytes: serverEnv.PAGE_CACHE_MAX_MB,
      }),
    createRevalidationLog(serverEnv.DATABASE_URL),
  ));
}
