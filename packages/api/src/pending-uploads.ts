/**
 * Uploads in progress, recorded in PostgreSQL (pending_uploads) before their file is stored, so
 * that a crash between storing a file and committing the row that refers to it leaves a trace
 * the trash purge finds (upload-sweep.ts).
 */
import type { Db } from '@kasar/db';

import type { ApiServices } from './services';
import { referencedKeys, removeStoredFiles } from './stored-files';

/** Records that a file is about to be stored under `key` (committed at once, on its own). */
export async function recordPendingUpload(db: Db, key: string, now: Date): Promise<void> {
  await db.pendingUpload.create({ data: { key, createdAt: now } });
}

/** The file of a pending upload was stored under another key (UploadThing names its own). */
export async function movePendingUpload(db: Db, from: string, to: string): Promise<void> {
  await db.pendingUpload.update({ where: { key: from }, data: { key: to } });
}

/** The mutation that stored these files committed: they are no longer pending. */
export async function forgetPendingUploads(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.pendingUpload.deleteMany({ where: { key: { in: keys } } });
}

/**
 * Deletes the files of `keys` that nothing refers to, then the pending rows of the keys whose
 * file is gone or referred to. A file that could not be deleted keeps its row, so the next sweep
 * tries again. Answers how many files it deleted.
 */
export async function settlePendingUploads(
  deps: Pick<ApiServices, 'storage' | 'log'> & { db: Db },
  keys: string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const referenced = await referencedKeys(deps.db, keys);
  const deleted = await removeStoredFiles(
    deps,
    keys.filter((key) => !referenced.has(key)),
  );
  await forgetPendingUploads(deps.db, [...referenced, ...deleted]);
  return deleted.length;
}
