// Keys of files stored by the drivers that serve through the site (`<folder>/<random hex>.<ext>`).
import { randomBytes } from 'node:crypto';

import type { StorageFolder, StoredExtension } from './types';
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

export interface ParsedStorageKey {
  folder: StorageFolder;
  file: string;
  extension: StoredExtension;
}

/**
 * Splits a key like `projects/3f2a….webp`; null for anything that is not exactly that shape, so
 * no key can climb out of its folder or name a file the app did not store.
 */
export function parseStorageKey(key: string): ParsedStorageKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [folder, file] = key.split('/') as [StorageFolder, string];
  return { folder, file, extension: match[2] as StoredExtension };
}

export function isValidStorageKey(key: string): boolean {
  return parseStorageKey(key) !== null;
}

function isStoredExtension(value: string): value is StoredExtension {
  return (STORED_EXTENSIONS as readonly string[]).includes(value);
}

function isStorageFolder(value: string): value is StorageFolder {
  return (STORAGE_FOLDERS as readonly string[]).includes(value);
}

/** A fresh key in `folder` with `extension`; throws for a folder or extension the app never uses. */
export function newStorageKey(folder: string, extension: string): string {
  if (!isStorageFolder(folder)) {
    throw new Error(`Unknown storage folder: ${JSON.stringify(folder)}`);
  }
  if (!isStoredExtension(extension)) {
    throw new Error(`Unsupported file extension: ${JSON.stringify(extension)}`);
  }
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The site's own URL of a stored file. */
export function uploadsUrl(key: string): string {
  return `/uploads/${key}`;
}
