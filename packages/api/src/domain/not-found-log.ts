/**
 * The 404 log's storage (decision 035): the unknown addresses visitors asked for, counted in an
 * in-memory buffer of each process and written in batches (site-traffic.ts), never on the
 * response's path. Both the buffer and the stored rows are bounded (the NOT_FOUND_* constants of
 * @kasar/validators), so bots requesting random paths cannot grow either without limit.
 */
import type { Database } from '@kasar/db';
import {
  fromPathError,
  NOT_FOUND_BUFFER_MAX_PATHS,
  NOT_FOUND_LOG_MAX_ROWS,
  NOT_FOUND_MAX_TEXT_LENGTH,
} from '@kasar/validators';

import type { ApiServices } from '../services';
import { toNotFoundOutput } from '../schemas/redirects';
import { findPage, searchIn, type PageQuery } from './listing';

export type NotFoundHit = { path: string; count: number; lastSeen: Date; referrer: string | null };

/**
 * `text` cut at NOT_FOUND_MAX_TEXT_LENGTH characters, counted as PostgreSQL counts them: a cut
 * between the two halves of an emoji would leave half a character, which is stored as U+FFFD,
 * so two paths apart in memory became one row twice in a batch, and the batch was refused.
 */
function cut(text: string): string {
  return Array.from(text).slice(0, NOT_FOUND_MAX_TEXT_LENGTH).join('');
}

/** The 404s one process counted since its last write, at most `maxPaths` distinct paths. */
export class NotFoundBuffer {
  private readonly hits = new Map<string, NotFoundHit>();

  constructor(private readonly maxPaths: number = NOT_FOUND_BUFFER_MAX_PATHS) {}

  /**
   * Counts one request for the (normalised) `path`; returns false when it is not counted: the
   * buffer is full and the path is a new one, or no redirect could start at the path. Those are
   * left out: the site's own addresses (the API, build files, uploads), and a path with a
   * control character, which 'Create redirect' would refuse, or a NUL, which PostgreSQL refuses
   * (one such path cost the whole batch, the redirects' hits with it).
   */
  record(path: string, referrer: string | null, now: Date): boolean {
    const key = cut(path);
    if (fromPathError(key) !== null) return false;
    const cutReferrer = referrer === null ? null : cut(referrer);
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
 * Adds a batch of 404 counts to the stored log and of hits to the redirects, then evicts the
 * rows beyond NOT_FOUND_LOG_MAX_ROWS: the least recently seen first, and among equally recent
 * ones the least requested. One statement each, whatever the batch's size.
 */
export async function writeSiteTraffic(
  db: Database,
  hits: readonly NotFoundHit[],
  redirectHits: ReadonlyMap<string, number>,
): Promise<void> {
  if (hits.length > 0) {
    await db.$executeRaw`
      INSERT INTO "not_found_paths" ("path", "hits", "last_seen_at", "referrer")
      SELECT * FROM unnest(
        ${hits.map((hit) => hit.path)}::text[],
        ${hits.map((hit) => hit.count)}::int[],
        ${hits.map((hit) => hit.lastSeen.toISOString())}::timestamptz[],
        ${hits.map((hit) => hit.referrer)}::text[])
      ON CONFLICT ("path") DO UPDATE SET
        "hits" = "not_found_paths"."hits" + EXCLUDED."hits",
        "last_seen_at" = GREATEST("not_found_paths"."last_seen_at", EXCLUDED."last_seen_at"),
        "referrer" = COALESCE(EXCLUDED."referrer", "not_found_paths"."referrer")`;
    await db.$executeRaw`
      DELETE FROM "not_found_paths" WHERE "path" IN (
        SELECT "path" FROM "not_found_paths"
        ORDER BY "last_seen_at" DESC, "hits" DESC, "path"
        OFFSET ${NOT_FOUND_LOG_MAX_ROWS})`;
  }
  if (redirectHits.size > 0) {
    await db.$executeRaw`
      UPDATE "redirects" SET "hits" = "redirects"."hits" + counted."hits"
      FROM unnest(${[...redirectHits.keys()]}::text[], ${[...redirectHits.values()]}::int[])
        AS counted("from_path", "hits")
      WHERE "redirects"."from_path" = counted."from_path"`;
  }
}

/** One page of the 404 log, most recently seen first. */
export function listNotFound({ db }: ApiServices, query: PageQuery & { search?: string }) {
  return findPage(
    db,
    db.notFoundPath,
    query,
    {
      where: searchIn(query.search, ['path']),
      orderBy: [{ lastSeenAt: 'desc' as const }, { path: 'asc' as const }],
    },
    toNotFoundOutput,
  );
}
