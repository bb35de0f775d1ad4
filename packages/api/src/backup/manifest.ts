/** The archive's table of contents, `manifest.json`, its last entry. */
import { z } from 'zod';

/** The layout of the archive; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 'kasar-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Where each part of the archive is. */
export const MANIFEST_ENTRY = 'manifest.json';
export const tablePartEntry = (table: string, part: number) =>
  `tables/${table}/${String(part).padStart(6, '0')}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  product_version: z.string(),
  created_at: z.string(),
  /** The migrations the database had applied, oldest first: the schema of the rows. */
  migrations: z.array(z.string()).min(1),
  /** In the order they load in (a table before the tables that refer to it). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()).min(1),
      rows: z.number().int().nonnegative(),
      parts: z.number().int().nonnegative(),
    }),
  ),
  files: z.array(
    z.object({
      key: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  /** The stored files a backup could not include (UploadThing's), said in words. */
  files_not_included: z.string().nullable(),
});

export type BackupManifest = z.infer<typeof backupManifest>;
