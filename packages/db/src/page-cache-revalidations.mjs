// @ts-check
/**
 * The page cache's record of revalidations in PostgreSQL (page_cache_revalidations), read and
 * written in plain Node (no Prisma client) as the page cache runs where Next.js loads it by path.
 */
import pg from 'pg';

/** A database that does not answer within this long fails the call instead of holding it. */
const TIMEOUT_MS = 2000;

/**
 * @typedef {object} RevalidationLog
 * @property {(tags: string[], time: number) => Promise<void>} record notes that `tags` were
 *   revalidated at `time` (milliseconds since the epoch); a tag's time only ever grows
 * @property {() => Promise<Map<string, number>>} read every tag's last revalidation time
 * @property {() => Promise<void>} close
 */

/**
 * @param {string | undefined} databaseUrl unset: every call fails (a server with no database)
 * @returns {RevalidationLog}
 */
export function createRevalidationLog(databaseUrl) {
  /** @type {pg.Pool | undefined} */
  let pool;
  const connection = () => {
    if (!databaseUrl) throw new Error('DATABASE_URL is not set');
    if (!pool) {
      // One connection a process: the log is read now and then and written once per change.
      pool = new pg.Pool({
        connectionString: databaseUrl,
        max: 1,
        connectionTimeoutMillis: TIMEOUT_MS,
        query_timeout: TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
        allowExitOnIdle: true,
      });
      // An idle connection the server closed (a restart) is dropped; the next call opens another.
      pool.on('error', () => undefined);
    }
    return pool;
  };
  return {
    async record(tags, time) {
      if (tags.length === 0) return;
      await connection().query(
        `INSERT INTO page_cache_revalidations (tag, revalidated_at)
         SELECT tag, $2 FROM unnest($1::TEXT[]) AS tag
         ON CONFLICT (tag) DO UPDATE
         SET revalidated_at = GREATEST(page_cache_revalidations.revalidated_at, EXCLUDED.revalidated_at)`,
        [tags, new Date(time)],
      );
    },
    async read() {
      const result = await connection().query(
        'SELECT tag, revalidated_at FROM page_cache_revalidations',
      );
      return new Map(
        result.rows.map((row) => [String(row.tag), new Date(row.revalidated_at).getTime()]),
      );
    },
    async close() {
      await pool?.end();
      pool = undefined;
    },
  };
}
