// @ts-check
/**
 * What the page cache stores for one key (a rendered page, a route's body or a data entry), and
 * how a record is written as text: JSON, with Buffers as base64 and Maps as entry lists so that
 * RSC payloads and per-segment data come back exactly as Next.js stored them.
 */

/**
 * @typedef {object} CacheRecord
 * @property {unknown} value Next.js's cache value (APP_PAGE, APP_ROUTE, FETCH, ... or null).
 * @property {number} lastModified When it was stored, in milliseconds since the epoch.
 * @property {string[]} tags The tags that invalidate it.
 * @property {unknown} [cacheControl] The lifetime Next.js gave it ({ revalidate, expire }).
 */

/**
 * An entry stored within this many milliseconds after one of its tags was revalidated is not
 * trusted: its render may have read the data before the change that caused the revalidation
 * was committed. It is rendered again on its next read; later renders are trusted.
 */
export const RACE_WINDOW_MS = 3000;

/** @param {CacheRecord} record */
export function encodeRecord(record) {
  return JSON.stringify(record, function replacer(key, value) {
    /** @type {unknown} */
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

/**
 * @param {string} text
 * @returns {CacheRecord}
 */
export function decodeRecord(text) {
  return JSON.parse(text, (_key, value) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && typeof value.$buffer === 'string') {
        return Buffer.from(value.$buffer, 'base64');
      }
      if (keys.length === 1 && Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

/**
 * The tags a value is invalidated by: a data entry's own tags, or for a page or route the tags
 * its render collected, which Next.js passes in the `x-next-cache-tags` header of the value.
 *
 * @param {unknown} value
 * @param {{ tags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  const headers =
    value && typeof value === 'object' && 'headers' in value ? value.headers : undefined;
  const header =
    headers && typeof headers === 'object' && 'x-next-cache-tags' in headers
      ? headers['x-next-cache-tags']
      : undefined;
  if (typeof header === 'string') {
    for (const tag of header.split(',')) if (tag) tags.add(tag);
  }
  return [...tags];
}

/**
 * Whether a record is out of date: one of its tags was revalidated after (or shortly before) it
 * was stored.
 *
 * @param {CacheRecord} record
 * @param {number[]} tagTimes when each of the record's tags was last revalidated (0: never)
 */
export function isOutdated(record, tagTimes) {
  return tagTimes.some((time) => time > 0 && time >= record.lastModified - RACE_WINDOW_MS);
}

/**
 * A bounded, least-recently-used map of decoded records, so a hot page is not read from disk or
 * Redis and decoded on every request.
 *
 * @param {number} maxBytes
 */
export function createMemoryLayer(maxBytes) {
  /** @type {Map<string, { record: CacheRecord; size: number }>} */
  const entries = new Map();
  let bytes = 0;
  return {
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.record;
    },
    /**
     * @param {string} key
     * @param {CacheRecord} record
     * @param {number} size the size of its encoded text
     */
    set(key, record, size) {
      this.delete(key);
      if (size > maxBytes) return;
      entries.set(key, { record, size });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.size;
      }
    },
    /** @param {string} key */
    delete(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entries.delete(key);
      bytes -= entry.size;
    },
  };
}

/** The bound of a store's entries (PAGE_CACHE_MAX_MB) when none is configured. */
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;

/**
 * @typedef {object} TextBackend Where a store keeps its encoded entries and its tag times. It
 * keeps its entries within a bound, dropping the least recently used first: reading an entry,
 * writing it and `touch` count as a use.
 * @property {string} kind
 * @property {(build: string, key: string) => Promise<string | undefined>} readText
 * @property {(build: string, key: string, text: string) => Promise<void>} writeText
 * @property {(build: string, key: string) => Promise<void>} touch records a use of an entry
 *   served from memory
 * @property {(build: string, key: string) => Promise<void>} forgetText
 * @property {(tags: string[]) => Promise<number[]>} tagTimes when each tag was last revalidated (0: never)
 * @property {(tags: string[], time: number) => Promise<void>} markRevalidated sets the tags' time,
 *   keeping a later one already there (Redis checks in one script; a folder keeps the later of
 *   the times this process has seen)
 * @property {() => number} connections how often the store has connected: a Redis store that
 *   reconnects after an outage counts one more, and its tag times are caught up from the
 *   revalidation log before it is trusted again; a folder is always on its first
 * @property {() => Promise<void>} close
 */

/**
 * A page-cache store over a backend that keeps entries as text: records are encoded on write
 * and decoded on read, and the decoded records read or written last stay in memory.
 *
 * @param {TextBackend} backend
 * @param {number} memoryBytes
 */
export function createRecordStore(backend, memoryBytes) {
  const memory = createMemoryLayer(memoryBytes);
  /** @param {string} build @param {string} key */
  const memoryKey = (build, key) => `${build}\0${key}`;
  const { kind, tagTimes, markRevalidated, connections, close } = backend;
  return {
    kind,
    /**
     * @param {string} build
     * @param {string} key
     * @returns {Promise<CacheRecord | undefined>}
     */
    async read(build, key) {
      const remembered = memory.get(memoryKey(build, key));
      if (remembered) {
        // Still a use: a page served from memory must not be the first to leave the store.
        await backend.touch(build, key);
        return remembered;
      }
      const text = await backend.readText(build, key);
      if (text === undefined) return undefined;
      const record = decodeRecord(text);
      memory.set(memoryKey(build, key), record, text.length);
      return record;
    },
    /**
     * @param {string} build
     * @param {string} key
     * @param {CacheRecord} record
     */
    async write(build, key, record) {
      const text = encodeRecord(record);
      memory.set(memoryKey(build, key), record, text.length);
      await backend.writeText(build, key, text);
    },
    /** @param {string} build @param {string} key */
    async forget(build, key) {
      memory.delete(memoryKey(build, key));
      await backend.forgetText(build, key);
    },
    tagTimes,
    markRevalidated,
    connections,
    close,
  };
}
