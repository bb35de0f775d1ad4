// @ts-check
/**
 * The page cache on local disk (no REDIS_URL): one file per entry under
 * `<DATA_DIR>/cache/<namespace>/builds/<build id>/` and one file per revalidated tag under
 * `<DATA_DIR>/cache/<namespace>/tags/`, with the hot entries decoded in memory. It survives
 * a restart, and several processes may share the folder (a shared volume): a revalidation
 * renames a tag file into place, which changes the tags folder's modification time, and every
 * process re-reads the tag times when it sees that change.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { createRecordStore } from './records.mjs';

/** How long the entries of a build nobody writes any more are kept. */
const OLD_BUILD_MS = 7 * 24 * 60 * 60 * 1000;

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
 * @param {{ dir: string; memoryBytes?: number }} options
 */
export function createFileStore({ dir, memoryBytes = 64 * 1024 * 1024 }) {
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

  async function refreshTagTimes() {
    await ready;
    const { mtimeMs } = await fs.stat(tagsDir);
    if (mtimeMs === tagsSeenAt) return;
    tagsSeenAt = mtimeMs;
    /** @type {Map<string, number>} */
    const times = new Map();
    for (const name of await fs.readdir(tagsDir)) {
      if (name.endsWith('.tmp')) continue;
      try {
        const time = Number(await fs.readFile(path.join(tagsDir, name), 'utf8'));
        if (Number.isFinite(time)) times.set(Buffer.from(name, 'base64url').toString(), time);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    tagTimes = times;
  }

  return createRecordStore(
    {
      kind: 'file',
      async readText(build, key) {
        try {
          return await fs.readFile(await entryFile(build, key), 'utf8');
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      },
      async writeText(build, key, text) {
        await writeAtomically(await entryFile(build, key), text);
      },
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
          tagTimes.set(tag, Math.max(time, tagTimes.get(tag) ?? 0));
          await writeAtomically(tagFile(tag), String(time));
        }
      },
      async close() {},
    },
    memoryBytes,
  );
}
