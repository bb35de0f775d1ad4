// File storage entry point: picks the driver from configuration and stores checked images.
import { inspectImage } from './image';
import type { ImageRules } from './image';
import { createLocalStorage } from './local';
import type { FileStorage, StorageFolder, StoredFile } from './types';
import { createUploadThingStorage } from './uploadthing';

export type {
  FileStorage,
  PutFileInput,
  StorageFolder,
  StoredExtension,
  StoredFile,
} from './types';
export { STORAGE_FOLDERS, STORED_EXTENSIONS } from './types';
export { ImageRejectedError } from './errors';
export type { ImageRejectionReason } from './errors';
export { inspectImage, sniffRasterKind } from './image';
export type { ImageKind, ImageRules, InspectedImage } from './image';
export { sanitizeSvg } from './svg';
export {
  CONTENT_TYPES,
  createLocalStorage,
  isValidLocalKey,
  parseLocalKey,
  readLocalFile,
} from './local';
export type { LocalFile, ParsedLocalKey } from './local';
export { createUploadThingStorage } from './uploadthing';
export type { UploadThingApi, UploadThingStorageOptions } from './uploadthing';
export { serveLocalFile } from './serve';

export interface StorageConfig {
  uploadThingToken?: string;
  uploadsDir: string;
}

/** UploadThing when a token is configured, otherwise the local disk under `uploadsDir`. */
export function createStorage(config: StorageConfig): FileStorage {
  const token = config.uploadThingToken?.trim();
  return token ? createUploadThingStorage(token) : createLocalStorage(config.uploadsDir);
}

export interface StoreImageRules extends ImageRules {
  folder: StorageFolder;
}

/**
 * Checks an uploaded image and stores it. A rejected file (ImageRejectedError) stores nothing.
 */
export async function storeImage(
  storage: FileStorage,
  file: File,
  rules: StoreImageRules,
): Promise<StoredFile & { contentType: string }> {
  const image = await inspectImage(file, rules);
  const stored = await storage.put({
    folder: rules.folder,
    data: image.data,
    contentType: image.contentType,
    extension: image.extension,
  });
  return { ...stored, contentType: image.contentType };
}
