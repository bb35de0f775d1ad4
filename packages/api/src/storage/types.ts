// Storage driver contract shared by the local-disk, S3 and UploadThing drivers.
import type { Readable } from 'node:stream';

/** Top-level folders uploaded files are grouped in. */
export type StorageFolder = 'services' | 'projects' | 'banners' | 'organization' | 'about-us';

export const STORAGE_FOLDERS: readonly StorageFolder[] = [
  'services',
  'projects',
  'banners',
  'organization',
  'about-us',
];

/** Extensions a stored file may have (images only). */
export type StoredExtension = 'jpg' | 'png' | 'webp' | 'svg';

export const STORED_EXTENSIONS: readonly StoredExtension[] = ['jpg', 'png', 'webp', 'svg'];

/** Where a stored file lives: `key` identifies it for deletion, `url` is what clients load. */
export interface StoredFile {
  key: string;
  url: string;
}

export interface PutFileInput {
  /**
   * The key to store the file under (`newStorageKey`), chosen by the caller so it can be
   * recorded before the file exists. UploadThing stores under a key of its own, which `put`
   * answers.
   */
  key: string;
  data: Uint8Array;
  contentType: string;
}

/** A stored file read back to be served at the site's own `/uploads/<key>` URL. */
export interface StoredObject {
  data: Uint8Array;
  /** Named after the key's extension, never after anything stored with the file. */
  contentType: string;
  size: number;
  lastModified: Date;
  /** A quoted entity tag that changes whenever the stored bytes do. */
  etag: string;
}

export interface FileStorage {
  put(file: PutFileInput): Promise<StoredFile>;
  delete(key: string): Promise<void>;
  /**
   * The file stored under `key`, for drivers whose files the site serves itself; null for a key
   * that is not a stored file's key (malformed, unknown or deleted).
   */
  read(key: string): Promise<StoredObject | null>;
}

/**
 * A store a backup can be made of and restored into: every stored file's key, and writing a file
 * back under the key it had. The local-disk and S3 drivers are; with UploadThing these reach the
 * local files only (what UploadThing holds stays there: see docs/backups.md).
 */
export interface ListableStorage extends FileStorage {
  /** Every stored file's key, each once, in no particular order. */
  list(): AsyncIterable<string>;
  /** Stores `data` under `key` (a key `put` made earlier), replacing a file stored there. */
  write(key: string, data: Uint8Array): Promise<void>;
  /**
   * `write` for a file too large to hold in memory: stores the `size` bytes `data` yields. When
   * `data` fails, nothing is stored under `key` (a restore fails a file that no longer matches).
   */
  writeStream(key: string, data: Readable, size: number): Promise<void>;
  /**
   * Removes what writes a crash interrupted left half-written, last changed before `before`, and
   * answers how many. S3 has none: an object is stored whole or not at all.
   */
  removeTemporaryFiles(before: Date): Promise<number>;
}
