/**
 * Stores uploaded images for one mutation and guarantees no orphans: each file is recorded as a
 * pending upload before it is stored; files stored before a failed database write are deleted
 * again, and a crash in between leaves the record, by which the trash purge finds the file
 * (upload-sweep.ts). Files a successful write replaced are removed by the mutation itself.
 */
import { isPoolClient, type Db } from '@kasar/db';

import { fileTooLarge, invalidField, storageFull } from './errors';
import {
  forgetPendingUploads,
  movePendingUpload,
  recordPendingUpload,
  settlePendingUploads,
} from './pending-uploads';
import type { ApiServices } from './services';
import {
  ImageRejectedError,
  inspectImage,
  isDiskFull,
  newStorageKey,
  type ImageKind,
  type InspectedImage,
  type StorageFolder,
  type StoredFile,
} from './storage';

export interface UploadRules {
  /** The wire field the file came in, for error messages. */
  field: string;
  folder: StorageFolder;
  allowed: ImageKind[];
  maxBytes: number;
  sizeMessage: string;
  typeMessage: string;
}

export const PHOTO_KINDS: ImageKind[] = ['jpeg', 'png', 'webp'];
export const LOGO_KINDS: ImageKind[] = ['jpeg', 'png', 'webp', 'svg'];

/**
 * `db` may be a transaction's client (a release's, whose restores and publishes store no new
 * file), but a file is only ever saved through the pool's: its pending record must be committed
 * before the file exists.
 */
type UploadServices = Pick<ApiServices, 'storage' | 'log' | 'now'> & { db: Db };

export class Uploads {
  /** The keys recorded as pending by this session: a file may be stored under each. */
  private readonly keys: string[] = [];

  constructor(private readonly ctx: UploadServices) {}

  async save(file: File, rules: UploadRules): Promise<StoredFile> {
    const image = await this.inspect(file, rules);
    if (!isPoolClient(this.ctx.db)) {
      throw new Error('a file is stored through the pool client, never inside a transaction');
    }
    const key = newStorageKey(rules.folder, image.extension);
    // Committed before the file exists: whatever happens to this process from here on, the
    // record says where a file may have been left.
    await recordPendingUpload(this.ctx.db, key, this.ctx.now());
    this.keys.push(key);
    let stored: StoredFile;
    try {
      stored = await this.ctx.storage.put({
        key,
        data: image.data,
        contentType: image.contentType,
      });
    } catch (error) {
      if (isDiskFull(error)) throw storageFull(error);
      throw error;
    }
    if (stored.key !== key) {
      // UploadThing stored it under a key of its own: the record follows the file.
      this.keys.push(stored.key);
      await movePendingUpload(this.ctx.db, key, stored.key);
    }
    return stored;
  }

  /**
   * The files are kept: no longer pending. withUploads does this once the mutation returned; a
   * mutation whose files no row refers to (their URLs are its answer) does it itself, as its
   * commit, so that a failure fails the call and the files go.
   */
  async keep(): Promise<void> {
    await forgetPendingUploads(this.ctx.db, this.keys);
    this.keys.length = 0;
  }

  /**
   * The mutation failed: its files go, unless a row refers to one after all (a commit whose
   * answer was lost). When the database cannot tell, they stay recorded for the sweep.
   */
  async discard(): Promise<void> {
    try {
      await settlePendingUploads(this.ctx, this.keys);
    } catch (error) {
      this.ctx.log.error('uploaded files of a failed change are left to the sweep', {
        error: String(error),
      });
    }
  }

  private async inspect(file: File, rules: UploadRules): Promise<InspectedImage> {
    try {
      return await inspectImage(file, rules);
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw error.reason === 'too_large'
          ? fileTooLarge(rules.field, error.message)
          : invalidField(rules.field, error.message);
      }
      throw error;
    }
  }
}

/**
 * Runs a mutation with an upload session. If it throws, every file it stored is deleted before
 * the error goes on. If it returns, its change is committed and its files are no longer pending;
 * should that record not be removed (the database gone that moment), the answer stands: the
 * rows refer to the files, and the sweep removes the record.
 */
export async function withUploads<T>(
  ctx: UploadServices,
  mutation: (uploads: Uploads) => Promise<T>,
): Promise<T> {
  const uploads = new Uploads(ctx);
  let result: T;
  try {
    result = await mutation(uploads);
  } catch (error) {
    await uploads.discard();
    throw error;
  }
  await uploads.keep().catch((error: unknown) => {
    ctx.log.error('the pending uploads of a saved change are left to the sweep', {
      error: String(error),
    });
  });
  return result;
}
