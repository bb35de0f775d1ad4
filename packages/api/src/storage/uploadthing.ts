// UploadThing storage driver: files go to UploadThing's CDN; keys are UploadThing file keys.
import { UTApi } from 'uploadthing/server';

import type { FileStorage, PutFileInput, StoredFile } from './types';

type UploadResult =
  | { data: { key: string; ufsUrl: string }; error: null }
  | { data: null; error: { code: string; message: string } };

/** The part of UTApi this driver uses; a real UTApi satisfies it, tests pass a stub. */
export interface UploadThingApi {
  uploadFiles(file: File): Promise<UploadResult>;
  deleteFiles(keys: string): Promise<{ readonly success: boolean; readonly deletedCount: number }>;
}

export interface UploadThingStorageOptions {
  api?: UploadThingApi;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createUploadThingStorage(
  token: string,
  options: UploadThingStorageOptions = {},
): FileStorage {
  const api: UploadThingApi = options.api ?? new UTApi({ token });

  return {
    async put(file: PutFileInput): Promise<StoredFile> {
      // Named after the key it was asked to use; UploadThing answers the key it stored it under.
      const name = file.key.replace('/', '-');
      const upload = new File([new Uint8Array(file.data)], name, { type: file.contentType });
      let result: UploadResult;
      try {
        result = await api.uploadFiles(upload);
      } catch (error) {
        throw new Error(`UploadThing upload of ${name} failed: ${describe(error)}`, {
          cause: error,
        });
      }
      if (result.error) {
        throw new Error(
          `UploadThing upload of ${name} failed (${result.error.code}): ${result.error.message}`,
          { cause: result.error },
        );
      }
      return { key: result.data.key, url: result.data.ufsUrl };
    },

    async delete(key: string): Promise<void> {
      if (key.trim() === '' || /[\s/\\]/.test(key)) {
        throw new Error(`Invalid UploadThing file key: ${JSON.stringify(key)}`);
      }
      let result: { readonly success: boolean };
      try {
        result = await api.deleteFiles(key);
      } catch (error) {
        throw new Error(`UploadThing delete of ${key} failed: ${describe(error)}`, {
          cause: error,
        });
      }
      if (!result.success) throw new Error(`UploadThing delete of ${key} failed`);
    },

    // Its files are served from UploadThing's own URLs, never through the site.
    read(): Promise<null> {
      return Promise.resolve(null);
    },
  };
}
