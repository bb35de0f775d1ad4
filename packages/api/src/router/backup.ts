/** Staff procedures for backups (docs/backups.md). */
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { downloadBackup } from '../domain/backup';
import { noInput } from '../schemas/common';
import { confirmedProcedure } from '../trpc';

/** The archive: the REST API sends `content`, streamed as it is made, as an attachment. */
const backupFileOutput = z.object({
  file_name: z.string(),
  content_type: z.literal('application/gzip'),
  content: z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream),
});

export const backupRouter = {
  download: confirmedProcedure
    .meta({
      permission: 'backups.export',
      rest: {
        method: 'GET',
        path: '/dashboard/backup',
        download: true,
        tag: 'Backup',
        summary:
          'A backup of the whole site (every table and stored file) as one .tar.gz archive, streamed; it holds password hashes and personal data, so it needs a proof of who you are within the last 10 minutes (POST /dashboard/auth/confirm)',
      },
    })
    .input(noInput)
    .output(backupFileOutput)
    .query(({ ctx }) => downloadBackup(ctx)),
} satisfies TRPCRouterRecord;
