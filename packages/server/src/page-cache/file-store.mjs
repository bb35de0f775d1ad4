// @ts-check
/**
 * The page cache on local disk (no REDIS_URL): one file per entry under
 * `<DATA_DIR>/cache/<namespace>/builds/<build id>/` and one file per revalidated tag under
 * `<DATA_DIR>/cache/<namespace>/tags/`, with the hot entries decoded in memory. It survives
 * a restart, and several processes may share the folder (a shared volume): a revalidation
 * renames a tag file into place, which changes the tags folder's modification time, and every
 * process re-reads the tag times when it sees that change.
 *
 * The entry files stay within `maxBytes`, every build included: an entry file's modification
 * time is its last use (a read touches it), and the least recently used go first. A process
 * adds up what it writes to what the folder held when it last looked; past the bound, or once
 * it has written a sixteenth of it, it looks at the folder again and removes the least recently
 * used entries down to seven eighths of the bound. Other processes sharing the folder are seen
 * then: each further process may add up to a sixteenth of the bound in between.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { createRecordStore, DEFAULT_MAX_BYTES } from './records.mjs';

/** How long the entries of a build nobody writes any more are kept. */
const OLD_BUILD_MS = 7 * 24 * 60 * 60 * 1000;
/** A process looks at the whole folder again once it has written this share of the bound. */
const LOOK_AGAIN_SHARE = 1 / 16;
/** How long after the tags folder changed its modification time is not taken as settled. */
const TAGS_SETTLED_MS = 1000;
/** Past the bound, entries are removed until the folder holds this share of it. */
const TRIM_TO_SHARE = 7 / 8;

/**
 * @param {string} file
 * @param {string} text
 */
async function writeAtomically(file, text) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, text);
  await fs.rename(temporary, file);
}

/** @param {unknown} error */
const isMissing = (error) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * @param {{ dir: string; memoryBytes?: number; maxBytes?: number }} options
 */
export function createFileStore({
  dir,
  memoryBytes = 64 * 1024 * 1024,
  maxBytes = DEFAULT_MAX_BYTES,
}) {
  const buildsDir = path.join(dir, 'builds');
  const tagsDir = path.join(dir, 'tags');
  /** @type {Map<string, number>} */
  let tagTimes = new Map();
  let tagsSeenAt = Number.NaN;
  const ready = Promise.all([
    fs.mkdir(buildsDir, { recursive: true }),
    fs.mkdir(tagsDir, { recursive: true }),
  ]);
  /** @type {Set<string>} */
  const preparedBuilds = new Set();

  /** @param {string} build */
  async function buildDir(build) {
    const buildEntries = path.join(buildsDir, Buffer.from(build).toString('base64url'));
    if (!preparedBuilds.has(build)) {
      await ready;
      await fs.mkdir(buildEntries, { recursive: true });
      await removeOldBuilds(buildEntries);
      preparedBuilds.add(build);
    }
    return buildEntries;
  }

  /** Entries of builds no process has written for a week are removed. */
  async function removeOldBuilds(/** @type {string} */ keep) {
    const now = Date.now();
    for (const name of await fs.readdir(buildsDir)) {
      const other = path.join(buildsDir, name);
      if (other === keep) continue;
      try {
        if (now - (await fs.stat(other)).mtimeMs > OLD_BUILD_MS) {
          await fs.rm(other, { recursive: true, force: true });
        }
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  /** @param {string} build @param {string} key */
  const entryFile = async (build, key) =>
    path.join(await buildDir(build), `${createHash('sha256').update(key).digest('hex')}.json`);
  /** @param {string} tag */
  const tagFile = (tag) => path.join(tagsDir, Buffer.from(tag).toString('base64url'));

  /** What the folder held when this process last looked (unknown at first), plus its writes. */
  let bytesEstimate = Number.POSITIVE_INFINITY;
  let bytesWrittenSinceLook = 0;
  /** @type {Promise<void> | undefined} */
  let trimming;

  /** Every entry file with its size and last use. */
  async function entryFiles() {
    await ready;
    /** @type {{ file: string; size: number; usedAt: number }[]} */
    const files = [];
    for (const build of await fs.readdir(buildsDir)) {
      const folder = path.join(buildsDir, build);
      let names;
      try {
        names = await fs.readdir(folder);
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      const stats = await Promise.all(
        names
          .filter((name) => name.endsWith('.json'))
          .map(async (name) => {
            const file = path.join(folder, name);
            try {
              const { size, mtimeMs } = await fs.stat(file);
              return { file, size, usedAt: mtimeMs };
            } catch (error) {
              if (isMissing(error)) return undefined;
              throw error;
            }
          }),
      );
      for (const stat of stats) if (stat) files.push(stat);
    }
    return files;
  }

  /** Removes the least recently used entries while the folder holds more than the bound. */
  async function trim() {
    const files = await entryFiles();
    let bytes = files.reduce((sum, { size }) => sum + size, 0);
    if (bytes > maxBytes) {
      files.sort((a, b) => a.usedAt - b.usedAt);
      for (const { file, size } of files) {
        if (bytes <= maxBytes * TRIM_TO_SHARE) break;
        await fs.rm(file, { force: true });
        bytes -= size;
      }
    }
    bytesEstimate = bytes;
    bytesWrittenSinceLook = 0;
  }

  /** @param {string} build @param {string} key */
  async function touch(build, key) {
    const now = new Date();
    try {
      await fs.utimes(await entryFile(build, key), now, now);
    } catch (error) {
      // Removed meanwhile (by a revalidation or to keep within the bound): nothing to record.
      if (!isMissing(error)) throw error;
    }
  }

  /** @type {Promise<void> | undefined} */
  let refreshing;
  /**
   * One look at a time: requests that arrive while one is under way (many, under load) share it
   * rather than each stat the folder, a difference of a fraction of a millisecond in what they see.
   */
  function refreshTagTimes() {
    refreshing ??= readTagTimes().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  /**
   * Reads the tag files again when the tags folder changed. A tag's time only ever grows, so what
   * is read is merged by the later time: a read that overlapped a revalidation by this process
   * (which sets its time here, then writes the file) cannot take that time back. The folder's
   * modification time is not trusted for a second after it changes, since a temporary file and its
   * rename may fall within one tick of the file system's clock.
   */
  async function readTagTimes() {
    await ready;
    const { mtimeMs } = await fs.stat(tagsDir);
    if (mtimeMs === tagsSeenAt && Date.now() - mtimeMs > TAGS_SETTLED_MS) return;
    tagsSeenAt = mtimeMs;
    for (const name of await fs.readdir(tagsDir)) {
      if (name.endsWith('.tmp')) continue;
      try {
        const time = Number(await fs.readFile(path.join(tagsDir, name), 'utf8'));
        if (!Number.isFinite(time)) continue;
        const tag = Buffer.from(name, 'base64url').toString();
        tagTimes.set(tag, Math.max(time, tagTimes.get(tag) ?? 0));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  return createRecordStore(
    {
      kind: 'file',
      async readText(build, key) {
        let text;
        try {
          text = await fs.readFile(await entryFile(build, key), 'utf8');
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
        await touch(build, key);
        return text;
      },
      async writeText(build, key, text) {
        const size = Buffer.byteLength(text);
        if (size > maxBytes) return;
        await writeAtomically(await entryFile(build, key), text);
        bytesEstimate += size;
        bytesWrittenSinceLook += size;
        if (bytesEstimate > maxBytes || bytesWrittenSinceLook > maxBytes * LOOK_AGAIN_SHARE) {
          trimming ??= trim().finally(() => {
            trimming = undefined;
          });
          await trimming;
        }
      },
      touch,
      async forgetText(build, key) {
        await fs.rm(await entryFile(build, key), { force: true });
      },
      async tagTimes(tags) {
        await refreshTagTimes();
        return tags.map((tag) => tagTimes.get(tag) ?? 0);
      },
      async markRevalidated(tags, time) {
        await ready;
        for (const tag of tags) {
          if (time < (tagTimes.get(tag) ?? 0)) continue;
          tagTimes.set(tag, time);
          await writeAtomically(tagFile(tag), String(time));
        }
      },
      // A folder has no connection to lose.
      connections: () => 1,
      async close() {},
    },
    memoryBytes,
  );
}
