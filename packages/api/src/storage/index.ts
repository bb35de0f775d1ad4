// File storage entry point: picks the driver from configuration.
import { createLocalStorage } from './local';
import { createS3Storage, type S3StorageConfig } from './s3';
import type { ListableStorage } from './types';
import { createUploadThingStorage } from './uploadthing';

export type {
  FileStorage,
  ListableStorage,
  PutFileInput,
  StorageFolder,
  StoredExtension,
  StoredFile,
  StoredObject,
} from './types';
export { STORAGE_FOLDERS, STORED_EXTENSIONS } from './types';
export { ImageRejectedError, isDiskFull } from './errors';
export type { ImageRejectionReason } from './errors';
export { inspectImage, sniffRasterKind } from './image';
export type { ImageKind, ImageRules, InspectedImage } from './image';
export { sanitizeSvg } from './svg';
export { CONTENT_TYPES, isValidStorageKey, newStorageKey, parseStorageKey } from './keys';
export type { ParsedStorageKey } from './keys';
export { createLocalStorage, readLocalFile } from './local';
export {
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareImageOf,
  shareImageVersion,
} from './share-image';
export type { LocalFile } from './local';
export { createS3Storage } from './s3';
export type { S3Storage, S3StorageConfig } from './s3';
export { createUploadThingStorage } from './uploadthing';
export type { UploadThingApi, UploadThingStorageOptions } from './uploadthing';
export { serveStoredFile, storedFileNotFound, STORED_FILE_MAX_AGE_SECONDS } from './serve';

export interface StorageConfig {
  /** Local disk folder: the default store, and where files stored before UploadThing stay. */
  uploadsDir: string;
  uploadThingToken?: string;
  s3?: S3StorageConfig;
}

/**
 * The configured store: S3 when a bucket is configured, UploadThing when a token is, otherwise
 * the local disk under `uploadsDir`. Local and S3 files are served by the site at /uploads/<key>
 * through `read`; UploadThing files live at UploadThing's own URLs, so with it `read` still
 * serves the files stored on local disk before the switch, and a backup lists and restores those
 * local files only (UploadThing's own stay at UploadThing).
 */
export function createStorage(config: StorageConfig): ListableStorage {
  const token = config.uploadThingToken?.trim();
  if (config.s3 && token) {
    throw new Error(
      'S3_BUCKET and UPLOADTHING_TOKEN are both set: configure one file storage, not both',
    );
  }
  if (config.s3) return createS3Storage(config.s3);
  const local = createLocalStorage(config.uploadsDir);
  if (!token) return local;
  return {
    ...createUploadThingStorage(token),
    read: (key) => local.read(key),
    list: () => local.list(),
    write: (key, data) => local.write(key, data),
    writeStream: (key, data, size) => local.writeStream(key, data, size),
    removeTemporaryFiles: (before) => local.removeTemporaryFiles(before),
  };
}
