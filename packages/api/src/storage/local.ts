// Local-disk storage driver: files under <uploadsDir>/<folder>/, served at /uploads/<folder>/<file>.
import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

import { CONTENT_TYPES, parseStorageKey, uploadsUrl } from './keys';
import type { ListableStorage, PutFileInput, StoredFile, StoredObject } from './types';
import { STORAGE_FOLDERS } from './types';

function hasErrorCode(error: unknown, codes: readonly string[]): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    codes.includes(error.code)
  );
}

/** The temporary files of writes: `.<file>.<random hex>.tmp`, beside the file being written. */
const TEMPORARY_FILE = /^\..+\.[a-f0-9]+\.tmp$/;

/** Writes `data` to `target` through a temporary file in the same directory, then renames it. */
async function writeAtomically(target: string, data: Uint8Array | Readable): Promise<void> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await writeFile(handle, data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export function createLocalStorage(uploadsDir: string): ListableStorage {
  const root = path.resolve(uploadsDir);

  /** Stores `data` under `key`, a key `put` made (any other is refused), replacing its file. */
  async function writeUnderKey(key: string, data: Uint8Array | Readable): Promise<void> {
    if (!parseStorageKey(key)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    const target = path.join(root, key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeAtomically(target, data);
  }

  return {
    async put(file: PutFileInput): Promise<StoredFile> {
      await writeUnderKey(file.key, file.data);
      return { key: file.key, url: uploadsUrl(file.key) };
    },

    async delete(key: string): Promise<void> {
      if (!parseStorageKey(key)) {
        throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      }
      try {
        await unlink(path.join(root, key));
      } catch (error) {
        if (!hasErrorCode(error, ['ENOENT'])) throw error;
      }
    },

    async *list(): AsyncIterable<string> {
      for (const folder of STORAGE_FOLDERS) {
        let entries;
        try {
          entries = await readdir(path.join(root, folder), { withFileTypes: true });
        } catch (error) {
          if (hasErrorCode(error, ['ENOENT'])) continue;
          throw error;
        }
        for (const entry of entries) {
          // Regular files with a stored file's name: not the temporary files of a write.
          const key = `${folder}/${entry.name}`;
          if (entry.isFile() && parseStorageKey(key)) yield key;
        }
      }
    },

    async removeTemporaryFiles(before: Date): Promise<number> {
      let removed = 0;
      for (const folder of STORAGE_FOLDERS) {
        let names;
        try {
          names = await readdir(path.join(root, folder));
        } catch (error) {
          if (hasErrorCode(error, ['ENOENT'])) continue;
          throw error;
        }
        for (const name of names.filter((entry) => TEMPORARY_FILE.test(entry))) {
          const file = path.join(root, folder, name);
          try {
            // A write under way changes its file as it goes: only one left alone is removed.
            if ((await lstat(file)).mtime >= before) continue;
            await unlink(file);
            removed += 1;
          } catch (error) {
            // Renamed into place or removed by its own write meanwhile.
            if (!hasErrorCode(error, ['ENOENT'])) throw error;
          }
        }
      }
      return removed;
    },

    write: (key: string, data: Uint8Array) => writeUnderKey(key, data),

    // A failing `data` fails the write before the rename: the temporary file goes, nothing stays.
    writeStream: (key: string, data: Readable) => writeUnderKey(key, data),

    async read(key: string): Promise<StoredObject | null> {
      const file = await readLocalFile(root, key);
      if (!file) return null;
      return {
        data: new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength),
        contentType: file.contentType,
        size: file.size,
        lastModified: file.mtime,
        etag: `"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`,
      };
    },
  };
}

export interface LocalFile {
  data: Buffer;
  contentType: string;
  size: number;
  mtime: Date;
}

/**
 * Reads a stored file for serving. Returns null for an invalid key, a missing file, or anything
 * that is not a regular file (symbolic links are not followed).
 */
export async function readLocalFile(uploadsDir: string, key: string): Promise<LocalFile | null> {
  const parsed = parseStorageKey(key);
  if (!parsed) return null;
  const target = path.join(path.resolve(uploadsDir), parsed.folder, parsed.file);
  let handle;
  try {
    handle = await open(target, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (hasErrorCode(error, ['ENOENT', 'ELOOP', 'ENOTDIR', 'EISDIR'])) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return null;
    const data = await handle.readFile();
    return {
      data,
      contentType: CONTENT_TYPES[parsed.extension],
      size: data.byteLength,
      mtime: stats.mtime,
    };
  } finally {
    await handle.close();
  }
}
