/** The rules every photo upload shares: JPEG, PNG or WebP, up to MAX_IMAGE_BYTES. */
import { galleryMessages, MAX_IMAGE_BYTES } from '@kasar/validators';

import type { StorageFolder, StoredFile } from '../storage';
import { PHOTO_KINDS, type UploadRules, type Uploads } from '../uploads';

/** The rules of the photo sent as `field`, stored under `folder`, refused with `messages`. */
export function photoRules(
  field: string,
  folder: StorageFolder,
  messages: { size: string; type: string },
): UploadRules {
  return {
    field,
    folder,
    allowed: PHOTO_KINDS,
    maxBytes: MAX_IMAGE_BYTES,
    sizeMessage: messages.size,
    typeMessage: messages.type,
  };
}

/**
 * Stores the photos sent as the repeated field `images`, one after another, each refused with
 * the same per-file messages as the input check (naming the file).
 */
export async function savePhotos(
  uploads: Uploads,
  files: File[],
  folder: StorageFolder,
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const [index, file] of files.entries()) {
    const messages = {
      size: galleryMessages.fileTooLarge(file.name),
      type: galleryMessages.fileType(file.name),
    };
    stored.push(await uploads.save(file, photoRules(`images.${index}`, folder, messages)));
  }
  return stored;
}
