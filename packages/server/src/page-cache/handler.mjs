// @ts-check
/**
 * Next.js's `cacheHandler` (next.config.ts): keeps the full-route cache (rendered public pages
 * and sitemap.xml) and the data cache (`unstable_cache`) in this app's page cache, shared by all
 * instances through Redis when REDIS_URL is set. Whole-page entries reach `set` without tags;
 * their tags are read from the `x-next-cache-tags` header Next.js stores with them. Not-found
 * renders are not stored (any address can ask for one).
 *
 * During `next build` nothing is read or stored: pages are rendered from the database the
 * server runs on, never from the one a build happened to see.
 */
import fs from 'node:fs';
import path from 'node:path';

import { building } from '../env.mjs';
import { pageCache } from './index.mjs';
import { tagsOf } from './records.mjs';

/** @type {Map<string, string>} */
const buildIds = new Map();

/**
 * The ID of the build being served (its BUILD_ID file): entries are kept per build, since a page
 * refers to the scripts of the build that rendered it.
 *
 * @param {string | undefined} serverDistDir
 */
function buildIdOf(serverDistDir) {
  const dir = serverDistDir ?? '';
  let id = buildIds.get(dir);
  if (id === undefined) {
    id = serverDistDir
      ? fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
      : 'development';
    buildIds.set(dir, id);
  }
  return id;
}

/** @param {string} operation @param {unknown} error */
function report(operation, error) {
  console.error(
    `[kasar] page cache ${operation} failed: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * Whether the entry is a page or route response rather than a data entry (`unstable_cache`):
 * data entries carry `fetchCache`/`FETCH`, responses a kind of their own.
 * @param {{ kind?: string; fetchCache?: boolean } | undefined} ctx
 */
function isResponse(ctx) {
  return ctx?.kind !== undefined ? ctx.kind !== 'FETCH' : ctx?.fetchCache !== true;
}

/**
 * Whether the value is a not-found render (a page that called notFound(), such as an unknown
 * service slug): Next.js stores it like any page, under the address requested, so each unknown
 * address would add an entry. It is rendered on each request instead; an unknown page's render
 * is one query that finds nothing.
 * @param {unknown} value
 */
function isNotFound(value) {
  return typeof value === 'object' && value !== null && 'status' in value && value.status === 404;
}

export default class KasarCacheHandler {
  /** @param {{ serverDistDir?: string; dev?: boolean }} options what Next.js passes */
  constructor(options) {
    this.build = building ? '' : buildIdOf(options.dev ? undefined : options.serverDistDir);
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[]; kind?: string } | undefined} ctx
   */
  async get(key, ctx) {
    if (building) return null;
    try {
      const extraTags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
      const record = await pageCache().read(this.build, key, extraTags);
      if (!record) {
        // A whole page (not a data entry) is about to be rendered.
        if (isResponse(ctx)) pageCache().renderStarted(key);
        return null;
      }
      return {
        lastModified: record.lastModified,
        value: record.value,
        ...(record.cacheControl ? { cacheControl: record.cacheControl } : {}),
      };
    } catch (error) {
      // A cache that cannot be read is a miss: the page is rendered.
      report('read', error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ tags?: string[]; cacheControl?: unknown; fetchCache?: boolean } | undefined} ctx
   */
  async set(key, value, ctx) {
    if (building) return;
    if (isResponse(ctx)) pageCache().renderEnded(key);
    if (isNotFound(value)) return;
    try {
      await pageCache().write(this.build, key, {
        value,
        lastModified: Date.now(),
        tags: tagsOf(value, ctx),
        ...(ctx?.cacheControl ? { cacheControl: ctx.cacheControl } : {}),
      });
    } catch (error) {
      report('write', error);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    if (building) return;
    try {
      await pageCache().revalidate(typeof tags === 'string' ? [tags] : tags);
    } catch (error) {
      report('revalidation', error);
    }
  }

  resetRequestCache() {}
}
