/**
 * Stores uploaded images for one mutation and guarantees no orphans: files stored before a
 * failed database write are deleted again, and files a successful write replaced are removed.
 */
import type { Context } from './context';
import { fileTooLarge, invalidField } from './errors';
import {
  ImageRejectedError,
  storeImage,
  type ImageKind,
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

export class Uploads {
  private readonly stored: StoredFile[] = [];

  constructor(private readonly ctx: Pick<Context, 'storage'>) {}

  async save(file: File, rules: UploadRules): Promise<StoredFile> {
    try {
      const saved = await storeImage(this.ctx.storage, file, rules);
      this.stored.push(saved);
      return saved;
    } catch (error) {
      if (error instanceof ImageRejectedError) {
        throw error.reason === 'too_large'
          ? fileTooLarge(rules.field, error.message)
          : invalidField(rules.field, error.message);
      }
      throw error;
    }
  }

  async discard(): Promise<void> {
    await Promise.allSettled(this.stored.map((file) => this.ctx.storage.delete(file.key)));
  }
}

/**
 * Runs a mutation with an upload session. If it throws, every file it stored is deleted before
 * the error goes on.
 */
export async function withUploads<T>(
  ctx: Pick<Context, 'storage'>,
  mutation: (uploads: Uploads) => Promise<T>,
): Promise<T> {
  const uploads = new Uploads(ctx);
  try {
    return await mutation(uploads);
  } catch (error) {
    await uploads.discard();
    throw error;
  }
}

/** Deletes files whose rows are gone; a failure is logged, never shown to the caller. */
export async function removeStoredFiles(
  ctx: Pick<Context, 'storage' | 'log'>,
  keys: (string | null | undefined)[],
): Promise<void> {
  const results = await Promise.allSettled(
    keys.filter((key): key is string => Boolean(key)).map((key) => ctx.storage.delete(key)),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      ctx.log.error('could not delete a stored file', { error: String(result.reason) });
    }
  }
}
