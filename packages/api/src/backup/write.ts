/**
 * Writes a backup: one gzip-compressed tar archive of every backed-up table's rows (COPY text
 * format, in parts of at most PART_BYTES, all read in one REPEATABLE READ snapshot) and every
 * stored file, then `manifest.json` (with the SHA-256 of each of them) and its signature. It
 * streams: at most one part or one file is in memory.
 */
import { createHash } from 'node:crypto';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';

import apiPackage from '../../package.json' with { type: 'json' };
import type { ListableStorage } from '../storage';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  SIGNATURE_ENTRY,
  tablePartEntry,
  type BackupManifest,
  type EntryDigest,
} from './manifest';
import { signManifest } from './signing';
import { backedUpTables, COPY_SESSION_SETTINGS, rowFilterOf } from './tables';

/** The most bytes of table rows one archive entry holds (rows are never split). */
export const PART_BYTES = 4 * 1024 * 1024;

/** The version of the product written into the manifest. */
export const PRODUCT_VERSION = apiPackage.version;

export interface BackupSource {
  databaseUrl: string;
  storage: ListableStorage;
  now: () => Date;
  /** The key the manifest is signed with (derived from AUTH_SECRET: `backupSigningKeyFrom`). */
  signingKey: Buffer;
  /** Set when the store is UploadThing: its files cannot be included, and the manifest says so. */
  filesNotIncluded?: string | null;
}

export interface BackupSummary {
  tables: { name: string; rows: number }[];
  files: number;
  fileBytes: number;
  /** Keys listed by the store that were gone when read (deleted meanwhile). */
  filesGone: string[];
  filesNotIncluded: string | null;
}

/** `kasar-backup-20261126T214500Z.tar.gz` for a backup made at that time. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `kasar-backup-${stamp}.tar.gz`;
}

export interface Backup {
  /** The archive's bytes, as they are made. */
  stream: Readable;
  /** Settles when the archive is complete (or failed; the stream then fails too). */
  summary: Promise<BackupSummary>;
}

/** Starts a backup; read `stream` to its end (or destroy it to stop the backup). */
export function createBackup(source: BackupSource): Backup {
  const pack = tar.pack();
  const output = new PassThrough();
  const stopped = new AbortController();
  pipeline(pack, createGzip(), output, (error) => {
    if (error) stopped.abort(error);
  });
  const createdAt = source.now();

  /** Adds one entry, waiting until the archive has room for it (the reader's pace). */
  function addEntry(name: string, data: Buffer): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (stopped.signal.aborted) {
        reject(stopped.signal.reason as Error);
        return;
      }
      const onStop = () => reject(stopped.signal.reason as Error);
      stopped.signal.addEventListener('abort', onStop, { once: true });
      pack.entry({ name, size: data.byteLength, mtime: createdAt, mode: 0o600 }, data, (error) => {
        stopped.signal.removeEventListener('abort', onStop);
        if (error) reject(error);
        else resolve();
      });
    });
  }

  async function write(): Promise<BackupSummary> {
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      product_version: PRODUCT_VERSION,
      created_at: createdAt.toISOString(),
      migrations: [],
      tables: [],
      files: [],
      files_not_included: source.filesNotIncluded ?? null,
    };
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      await client.query(COPY_SESSION_SETTINGS);
      // One snapshot for every table: the archive is the database as it was at one moment.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows: migrations } = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations"
         WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
      );
      manifest.migrations = migrations.map((row) => row.migration_name);
      for (const table of await backedUpTables(client)) {
        const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
        const copy = client.query(
          copyTo(
            `COPY (SELECT ${columns} FROM ${pg.escapeIdentifier(table.name)} WHERE ${rowFilterOf(table.name)}) TO STDOUT`,
          ),
        );
        let rows = 0;
        const parts: EntryDigest[] = [];
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        const flush = async (upTo: number) => {
          const joined = Buffer.concat(pending, pendingBytes);
          const part = joined.subarray(0, upTo);
          const rest = joined.subarray(upTo);
          pending = rest.byteLength > 0 ? [Buffer.from(rest)] : [];
          pendingBytes = rest.byteLength;
          parts.push({
            size: part.byteLength,
            sha256: createHash('sha256').update(part).digest('hex'),
          });
          await addEntry(tablePartEntry(table.name, parts.length), part);
        };
        for await (const chunk of copy as AsyncIterable<Buffer>) {
          for (const byte of chunk) if (byte === 0x0a) rows += 1;
          pending.push(chunk);
          pendingBytes += chunk.byteLength;
          if (pendingBytes >= PART_BYTES) {
            // A part ends after a whole row: COPY's text format ends each row with a newline and
            // writes the newlines inside values as \n.
            const lastNewline = Buffer.concat(pending, pendingBytes).lastIndexOf(0x0a);
            if (lastNewline >= 0) await flush(lastNewline + 1);
          }
        }
        if (pendingBytes > 0) await flush(pendingBytes);
        manifest.tables.push({ name: table.name, columns: table.columns, rows, parts });
      }
      await client.query('COMMIT');
    } finally {
      await client.end();
    }

    const filesGone: string[] = [];
    let fileBytes = 0;
    for await (const key of source.storage.list()) {
      const file = await source.storage.read(key);
      if (!file) {
        filesGone.push(key);
        continue;
      }
      const data = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
      await addEntry(fileEntry(key), data);
      fileBytes += data.byteLength;
      manifest.files.push({
        key,
        size: data.byteLength,
        sha256: createHash('sha256').update(data).digest('hex'),
      });
    }

    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(MANIFEST_ENTRY, manifestBytes);
    const signature = signManifest(source.signingKey, manifestBytes);
    await addEntry(SIGNATURE_ENTRY, Buffer.from(JSON.stringify(signature, null, 2)));
    pack.finalize();
    return {
      tables: manifest.tables.map((table) => ({ name: table.name, rows: table.rows })),
      files: manifest.files.length,
      fileBytes,
      filesGone,
      filesNotIncluded: manifest.files_not_included,
    };
  }

  const summary = write();
  summary.catch((error: unknown) => {
    const reason = error instanceof Error ? error : new Error(String(error));
    output.destroy(new Error(`The backup failed: ${reason.message}`, { cause: reason }));
  });
  return { stream: output, summary };
}
