/** The archive's table of contents (`manifest.json`) and its signature (`signature.json`). */
import { z } from 'zod';

/** The layout of the archive; a restore refuses a format it does not know. */
export const BACKUP_FORMAT = 'kasar-backup';
/**
 * 2: every table part has its SHA-256 in the manifest, and the manifest is signed. 1 (archives made
 * before): parts were only counted and nothing was signed; a restore takes one only with --force.
 */
export const BACKUP_FORMAT_VERSION = 2;

/** Where each part of the archive is. */
export const MANIFEST_ENTRY = 'manifest.json';
export const SIGNATURE_ENTRY = 'signature.json';
export const tablePartEntry = (table: string, part: number) =>
  `tables/${table}/${String(part).padStart(6, '0')}.copy`;
export const fileEntry = (key: string) => `files/${key}`;

/**
 * The largest manifest a restore reads (it is held in memory to be parsed): room for about
 * 200,000 stored files, where a site of the firm's has a few thousand.
 */
export const MAX_MANIFEST_BYTES = 32 * 1024 * 1024;
/** The signature is a few dozen bytes of JSON. */
export const MAX_SIGNATURE_BYTES = 4 * 1024;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

/** An entry's bytes as the backup wrote them. */
const entryDigest = z.object({
  size: z.number().int().nonnegative(),
  sha256: sha256Hex,
});

export type EntryDigest = z.infer<typeof entryDigest>;

const manifestFields = {
  format: z.literal(BACKUP_FORMAT),
  product_version: z.string(),
  created_at: z.string(),
  /** The migrations the database had applied, oldest first: the schema of the rows. */
  migrations: z.array(z.string()).min(1),
  files: z.array(entryDigest.extend({ key: z.string() })),
  /** The stored files a backup could not include (UploadThing's), said in words. */
  files_not_included: z.string().nullable(),
};

export const backupManifest = z.object({
  ...manifestFields,
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  /** In the order they load in (a table before the tables that refer to it). */
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()).min(1),
      rows: z.number().int().nonnegative(),
      /** `tables/<name>/000001.copy`, … in order. */
      parts: z.array(entryDigest),
    }),
  ),
});

export type BackupManifest = z.infer<typeof backupManifest>;

/** The manifest of format 1: the number of each table's parts, without their checksums. */
export const backupManifestV1 = z.object({
  ...manifestFields,
  format_version: z.literal(1),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()).min(1),
      rows: z.number().int().nonnegative(),
      parts: z.number().int().nonnegative(),
    }),
  ),
});

export type BackupManifestV1 = z.infer<typeof backupManifestV1>;

/** `signature.json`: the HMAC of `manifest.json`'s exact bytes (see signing.ts). */
export const manifestSignature = z.object({
  algorithm: z.literal('HMAC-SHA256'),
  /** Names the signing key without revealing it: tells another AUTH_SECRET from an alteration. */
  key_id: z.string().regex(/^[0-9a-f]{16}$/),
  hmac: sha256Hex,
});

export type ManifestSignature = z.infer<typeof manifestSignature>;
