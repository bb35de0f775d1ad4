/** The staff's 'Download backup': the archive `npm run backup` writes, streamed as it is made. */
import { Readable } from 'node:stream';

// The writer alone: the restore side (and the migration files it reads) stays out of the site's bundle.
import { backupFileName, createBackup } from '../backup/write';
import { MESSAGES } from '../messages';
import type { AuditedServices } from '../services';

export function downloadBackup(
  deps: Pick<
    AuditedServices,
    'db' | 'audit' | 'databaseUrl' | 'storage' | 'now' | 'backupSigningKey'
  >,
) {
  const signingKey = deps.backupSigningKey;
  if (!signingKey) throw new Error(MESSAGES.backupSigningKeyMissing);
  return deps.audit(deps.db, { type: 'backup.download' }).then(() => {
    const now = deps.now();
    const backup = createBackup({
      databaseUrl: deps.databaseUrl,
      storage: deps.storage,
      now: () => now,
      signingKey,
    });
    // A failure ends the download with an error (the archive is incomplete and says so: it has
    // no manifest); the summary itself is not needed here.
    backup.summary.catch(() => undefined);
    return {
      file_name: backupFileName(now),
      content_type: 'application/gzip' as const,
      content: Readable.toWeb(backup.stream) as ReadableStream<Uint8Array>,
    };
  });
}
