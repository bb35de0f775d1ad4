/**
 * The 404 log's rules: which unknown paths are kept, and how many (decision 035).
 *
 * A 404 is recorded without waiting: the page handler calls `record` on an in-memory buffer and
 * answers at once; the buffer is written to the database in one batch later. Both the buffer and
 * the stored log are bounded, so bots requesting random paths cannot grow either without limit.
 */

/** Distinct paths held in memory between two flushes; further new paths are not counted. */
export const NOT_FOUND_BUFFER_MAX_PATHS = 500;
/** Rows the stored 404 log keeps; beyond it the least recently seen rows are evicted. */
export const NOT_FOUND_LOG_MAX_ROWS = 1000;
/** The longest path and referrer stored; longer ones are cut. */
export const NOT_FOUND_MAX_TEXT_LENGTH = 500;

export type NotFoundHit = { path: string; count: number; lastSeen: Date; referrer: string | null };

export class NotFoundBuffer {
  private readonly hits = new Map<string, NotFoundHit>();

  constructor(private readonly maxPaths: number = NOT_FOUND_BUFFER_MAX_PATHS) {}

  /** Counts one request; returns false when the buffer is full and the path is a new one. */
  record(path: string, referrer: string | null, now: Date): boolean {
    const key = path.slice(0, NOT_FOUND_MAX_TEXT_LENGTH);
    const cutReferrer = referrer === null ? null : referrer.slice(0, NOT_FOUND_MAX_TEXT_LENGTH);
    const existing = this.hits.get(key);
    if (existing) {
      existing.count += 1;
      existing.lastSeen = now;
      existing.referrer = cutReferrer ?? existing.referrer;
      return true;
    }
    if (this.hits.size >= this.maxPaths) return false;
    this.hits.set(key, { path: key, count: 1, lastSeen: now, referrer: cutReferrer });
    return true;
  }

  /** Everything counted since the last call, which empties the buffer. */
  take(): NotFoundHit[] {
    const taken = [...this.hits.values()];
    this.hits.clear();
    return taken;
  }
}

/**
 * Which stored rows to evict so that at most `maxRows` remain: the least recently seen first,
 * and among equally recent ones the least counted.
 */
export function rowsToEvict(
  rows: readonly { path: string; count: number; lastSeen: Date }[],
  maxRows: number = NOT_FOUND_LOG_MAX_ROWS,
): string[] {
  if (rows.length <= maxRows) return [];
  const oldestFirst = [...rows].sort(
    (a, b) => a.lastSeen.getTime() - b.lastSeen.getTime() || a.count - b.count,
  );
  return oldestFirst.slice(0, rows.length - maxRows).map((row) => row.path);
}
