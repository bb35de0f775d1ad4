// @ts-check
/**
 * The page cache in Redis or Valkey (REDIS_URL), shared by every instance: one string per entry
 * under `kasar:<namespace>:<build id>:` and one hash of tag revalidation times under
 * `kasar:<namespace>:`. Each instance keeps the
 * decoded entries it served in memory, but checks their tags against Redis on every read, so a
 * revalidation by any instance takes effect everywhere on the next request. The store counts its
 * connections: after a reconnection the page cache catches the tag times up from PostgreSQL
 * before trusting them (see ./index.mjs).
 *
 * The entries of a namespace stay within `maxBytes`, every build included. Its account is kept in
 * Redis next to them: a sorted set of the entry keys by last use (Redis's own clock, so the
 * instances' clocks do not matter), a hash of their sizes and their total. Each write and read
 * is one script, which Redis runs atomically, so instances sharing Redis keep one account: a
 * write past the bound removes the least recently used entries until the total is within it.
 * An entry that expired or that Redis evicted on its own stays in the account until it is
 * written again or leaves it as the least recently used.
 */
import { createClient } from '@redis/client';

import { createRecordStore, DEFAULT_MAX_BYTES } from './records.mjs';

/** Entries that are never rewritten leave Redis after this long. */
const ENTRY_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A command that takes longer fails, and the page is rendered instead of waiting. */
const COMMAND_TIMEOUT_MS = 2000;

/** Redis's time in seconds with microseconds, as a sorted-set score (a string: exact). */
const NOW = `local time = redis.call('TIME')
local now = time[1] .. '.' .. string.format('%06d', tonumber(time[2]))`;

/**
 * KEYS: the entry, the uses, the sizes, the total; ARGV: the text, its lifetime, the bound.
 * Stores the entry as used now, then removes the least recently used while over the bound.
 */
const WRITE_SCRIPT = `${NOW}
local entry, uses, sizes, total = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local size = string.len(ARGV[1])
redis.call('SET', entry, ARGV[1], 'EX', ARGV[2])
local previous = tonumber(redis.call('HGET', sizes, entry) or 0)
redis.call('HSET', sizes, entry, size)
redis.call('ZADD', uses, now, entry)
local bytes = redis.call('INCRBY', total, size - previous)
local bound = tonumber(ARGV[3])
while bytes > bound do
  local oldest = redis.call('ZPOPMIN', uses)
  if #oldest == 0 then
    redis.call('SET', total, 0)
    break
  end
  local freed = tonumber(redis.call('HGET', sizes, oldest[1]) or 0)
  redis.call('HDEL', sizes, oldest[1])
  redis.call('DEL', oldest[1])
  bytes = redis.call('DECRBY', total, freed)
end
return bytes`;

/** KEYS: the entry, the uses. The entry's text, recorded as used now when there is one. */
const READ_SCRIPT = `local text = redis.call('GET', KEYS[1])
if text then
  ${NOW}
  redis.call('ZADD', KEYS[2], 'XX', now, KEYS[1])
end
return text`;

/**
 * KEYS: the tag times; ARGV: the time, then the tags. Sets each tag's time unless a later one is
 * there: instances catching up from the revalidation log never take a newer revalidation back.
 */
const REVALIDATE_SCRIPT = `local time = tonumber(ARGV[1])
for index = 2, #ARGV do
  local current = tonumber(redis.call('HGET', KEYS[1], ARGV[index]) or 0)
  if time > current then redis.call('HSET', KEYS[1], ARGV[index], ARGV[1]) end
end`;

/** KEYS: the entry, the uses. Records a use of an entry served from memory, if it is stored. */
const TOUCH_SCRIPT = `${NOW}
redis.call('ZADD', KEYS[2], 'XX', now, KEYS[1])`;

/**
 * @param {{ url: string; prefix: string; memoryBytes?: number; maxBytes?: number; log?: (message: string) => void }} options
 */
export function createRedisStore({
  url,
  prefix,
  memoryBytes = 64 * 1024 * 1024,
  maxBytes = DEFAULT_MAX_BYTES,
  log = console.error,
}) {
  const tagsKey = `${prefix}tags`;
  const usesKey = `${prefix}entry-uses`;
  const sizesKey = `${prefix}entry-sizes`;
  const totalKey = `${prefix}entry-bytes`;
  /** @param {string} build @param {string} key */
  const entryKey = (build, key) => `${prefix}${build}:entry:${key}`;

  let reportedOutage = false;
  let connections = 0;
  const client = createClient({
    url,
    // Fail at once while disconnected instead of queueing: the page is rendered meanwhile.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  client.on('error', (/** @type {Error} */ error) => {
    if (reportedOutage) return;
    reportedOutage = true;
    log(
      `[kasar] page cache: Redis is unreachable (${error.message}); pages are rendered per request until it is back`,
    );
  });
  client.on('ready', () => {
    connections += 1;
    if (reportedOutage) log('[kasar] page cache: Redis is reachable again');
    reportedOutage = false;
  });
  const connected = client.connect().catch(() => undefined);

  const commands = () => client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS));

  return createRecordStore(
    {
      kind: 'redis',
      async readText(build, key) {
        await connected;
        const text = await commands().eval(READ_SCRIPT, {
          keys: [entryKey(build, key), usesKey],
        });
        return text === null ? undefined : String(text);
      },
      async writeText(build, key, text) {
        if (Buffer.byteLength(text) > maxBytes) return;
        await connected;
        await commands().eval(WRITE_SCRIPT, {
          keys: [entryKey(build, key), usesKey, sizesKey, totalKey],
          arguments: [text, String(ENTRY_TTL_SECONDS), String(maxBytes)],
        });
      },
      async touch(build, key) {
        await connected;
        await commands().eval(TOUCH_SCRIPT, { keys: [entryKey(build, key), usesKey] });
      },
      // Entries are not deleted from Redis: the memory copy goes, and the entry expires.
      async forgetText() {},
      async tagTimes(tags) {
        if (tags.length === 0) return [];
        await connected;
        const times = await commands().hmGet(tagsKey, tags);
        return times.map((time) => (time === null ? 0 : Number(time)));
      },
      async markRevalidated(tags, time) {
        if (tags.length === 0) return;
        await connected;
        await commands().eval(REVALIDATE_SCRIPT, {
          keys: [tagsKey],
          arguments: [String(time), ...tags],
        });
      },
      connections: () => connections,
      async close() {
        await client.close().catch(() => undefined);
      },
    },
    memoryBytes,
  );
}
