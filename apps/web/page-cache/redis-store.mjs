// @ts-check
/**
 * The page cache in Redis or Valkey (REDIS_URL), shared by every instance: one string per entry
 * under `kasar:<namespace>:<build id>:` and one hash of tag revalidation times under
 * `kasar:<namespace>:`. Each instance keeps the
 * decoded entries it served in memory, but checks their tags against Redis on every read, so a
 * revalidation by any instance takes effect everywhere on the next request.
 */
import { createClient } from '@redis/client';

import { createRecordStore } from './records.mjs';

/** Entries that are never rewritten leave Redis after this long. */
const ENTRY_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A command that takes longer fails, and the page is rendered instead of waiting. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * @param {{ url: string; prefix: string; memoryBytes?: number; log?: (message: string) => void }} options
 */
export function createRedisStore({
  url,
  prefix,
  memoryBytes = 64 * 1024 * 1024,
  log = console.error,
}) {
  const tagsKey = `${prefix}tags`;
  /** @param {string} build @param {string} key */
  const entryKey = (build, key) => `${prefix}${build}:entry:${key}`;

  let reportedOutage = false;
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
        const text = await commands().get(entryKey(build, key));
        return text === null ? undefined : String(text);
      },
      async writeText(build, key, text) {
        await connected;
        await commands().set(entryKey(build, key), text, {
          expiration: { type: 'EX', value: ENTRY_TTL_SECONDS },
        });
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
        await commands().hSet(tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(time)])));
      },
      async close() {
        await client.close().catch(() => undefined);
      },
    },
    memoryBytes,
  );
}
