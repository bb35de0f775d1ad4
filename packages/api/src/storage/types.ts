// Storage driver contract shared by the local-disk and UploadThing drivers.

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
  folder: StorageFolder;
  data: Uint8Array;
  contentType: string;
  extension: string;
}

export interface FileStorage {
  put(file: PutFileInput): Promise<StoredFile>;
  delete(key: string): Promise<void>;
}
