// Local-disk storage driver: files under <uploadsDir>/<folder>/, served at /uploads/<folder>/<file>.
import { constants } from 'node:fs';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

import type {
  FileStorage,
  PutFileInput,
  StorageFolder,
  StoredExtension,
  StoredFile,
} from './types';
import { STORAGE_FOLDERS, STORED_EXTENSIONS } from './types';

/** MIME type served for each stored extension. */
export const CONTENT_TYPES: Readonly<Record<StoredExtension, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const KEY_PATTERN = new RegExp(
  `^(${STORAGE_FOLDERS.join('|')})/[a-f0-9]{1,64}\\.(${STORED_EXTENSIONS.join('|')})$`,
);

export interface ParsedLocalKey {
  folder: StorageFolder;
  file: string;
  extension: StoredExtension;
}

/** Splits a key like `projects/3f2a….webp`; null for anything that is not exactly that shape. */
export function parseLocalKey(key: string): ParsedLocalKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [folder, file] = key.split('/') as [StorageFolder, string];
  return { folder, file, extension: match[2] as StoredExtension };
}

export function isValidLocalKey(key: string): boolean {
  return parseLocalKey(key) !== null;
}

function isStoredExtension(value: string): value is StoredExtension {
  return (STORED_EXTENSIONS as readonly string[]).includes(value);
}

function isStorageFolder(value: string): value is StorageFolder {
  return (STORAGE_FOLDERS as readonly string[]).includes(value);
}

function hasErrorCode(error: unknown, codes: readonly string[]): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    codes.includes(error.code)
  );
}

/** Writes `data` to `target` through a temporary file in the same directory, then renames it. */
async function writeAtomically(target: string, data: Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(data);
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

export function createLocalStorage(uploadsDir: string): FileStorage {
  const root = path.resolve(uploadsDir);

  return {
    async put(file: PutFileInput): Promise<StoredFile> {
      if (!isStorageFolder(file.folder)) {
        throw new Error(`Unknown storage folder: ${JSON.stringify(file.folder)}`);
      }
      if (!isStoredExtension(file.extension)) {
        throw new Error(`Unsupported file extension: ${JSON.stringify(file.extension)}`);
      }
      const name = `${randomBytes(16).toString('hex')}.${file.extension}`;
      const directory = path.join(root, file.folder);
      await mkdir(directory, { recursive: true });
      await writeAtomically(path.join(directory, name), file.data);
      const key = `${file.folder}/${name}`;
      return { key, url: `/uploads/${key}` };
    },

    async delete(key: string): Promise<void> {
      if (!isValidLocalKey(key)) {
        throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
      }
      try {
        await unlink(path.join(root, key));
      } catch (error) {
        if (!hasErrorCode(error, ['ENOENT'])) throw error;
      }
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
  const parsed = parseLocalKey(key);
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
