/**
 * Restores a backup into an empty database and file store: the archive is read through once to
 * check it (every part present, every row count and file checksum as the manifest says), then
 * again to load it: the migrations up to the archive's last, the rows in one transaction, the
 * remaining migrations, then the files. A failure leaves the target empty.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { listMigrations, migrate } from '@kasar/db/migrate';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';

import type { ListableStorage } from '../storage';
import {
  backupManifest,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  type BackupManifest,
} from './manifest';
import { backedUpTables, COPY_SESSION_SETTINGS, EXCLUDED_TABLES, rowFilterOf } from './tables';

export interface RestoreTarget {
  databaseUrl: string;
  storage: ListableStorage;
  /** Default: the committed migrations (tests pass a folder with fewer). */
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface RestoreOptions {
  /** Empty a database and file store that hold content first, instead of refusing. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: BackupManifest;
  /** Migrations applied after the rows were loaded (the archive was older than this code). */
  laterMigrations: string[];
}

/** A restore refused or failed for a reason the operator can act on; nothing was changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** An archive entry's bytes (tar-stream's own stream type). */
type EntryBody = AsyncIterable<Buffer> & { resume(): unknown };

/** Every entry of the archive at `file`, in order; each must be read (or drained) in turn. */
async function* entriesOf(file: string): AsyncGenerator<{ name: string; body: EntryBody }> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const unzip = createGunzip();
  // Errors of the file or of the decompression end the iteration below with that error.
  const feeding = pipeline(source, unzip, extract);
  feeding.catch(() => undefined);
  for await (const entry of extract) {
    yield { name: entry.header.name, body: entry as EntryBody };
  }
  await feeding;
}

async function readAll(body: EntryBody): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * First pass: the manifest, checked against everything in the archive. Throws a RestoreError
 * naming what is wrong: not an archive, damaged, a part or file missing or altered.
 */
export async function checkArchive(file: string, migrationsDir?: string): Promise<BackupManifest> {
  const seenRows = new Map<string, { rows: number; parts: number }>();
  const seenFiles = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    for await (const { name, body } of entriesOf(file)) {
      if (name === MANIFEST_ENTRY) {
        manifestText = (await readAll(body)).toString('utf8');
      } else if (name.startsWith('tables/')) {
        const table = name.split('/')[1] ?? '';
        const seen = seenRows.get(table) ?? { rows: 0, parts: 0 };
        for await (const chunk of body) for (const byte of chunk) if (byte === 0x0a) seen.rows += 1;
        seen.parts += 1;
        seenRows.set(table, seen);
      } else if (name.startsWith('files/')) {
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of body) {
          hash.update(chunk);
          size += chunk.byteLength;
        }
        seenFiles.set(name.slice('files/'.length), { size, sha256: hash.digest('hex') });
      } else {
        body.resume();
      }
    }
  } catch (error) {
    throw new RestoreError(`${file} is damaged or not a backup archive: ${describe(error)}`, {
      cause: error,
    });
  }
  if (manifestText === null) {
    throw new RestoreError(`${file} is not a complete backup archive: it has no ${MANIFEST_ENTRY}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch (error) {
    throw new RestoreError(`The ${MANIFEST_ENTRY} of ${file} is not JSON: ${describe(error)}`);
  }
  const looksLikeOurs = typeof raw === 'object' && raw !== null && 'format' in raw;
  if (!looksLikeOurs || (raw as { format: unknown }).format !== BACKUP_FORMAT) {
    throw new RestoreError(`${file} is not a ${BACKUP_FORMAT} archive`);
  }
  const version = (raw as { format_version?: unknown }).format_version;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new RestoreError(
      `${file} has format version ${version}, made by a newer version of the site: update this installation, then restore`,
    );
  }
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreError(
      `The ${MANIFEST_ENTRY} of ${file} is not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const manifest = parsed.data;

  const known = listMigrations(migrationsDir).map((migration) => migration.name);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `${file} was made by a newer version of the site: its database has migration ${unknown.join(', ')}, which this version does not know. Update this installation, then restore.`,
    );
  }
  const expected = known.slice(0, manifest.migrations.length);
  if (expected.join() !== manifest.migrations.join()) {
    throw new RestoreError(
      `The migrations of ${file} (${manifest.migrations.join(', ')}) are not the first ${manifest.migrations.length} of this version's: it comes from a different line of versions`,
    );
  }

  for (const table of manifest.tables) {
    const seen = seenRows.get(table.name) ?? { rows: 0, parts: 0 };
    if (seen.rows !== table.rows || seen.parts !== table.parts) {
      throw new RestoreError(
        `${file} is damaged: table ${table.name} has ${seen.rows} rows in ${seen.parts} parts, the manifest says ${table.rows} in ${table.parts}`,
      );
    }
  }
  for (const stored of manifest.files) {
    const seen = seenFiles.get(stored.key);
    if (!seen) throw new RestoreError(`${file} is damaged: the file ${stored.key} is missing`);
    if (seen.size !== stored.size || seen.sha256 !== stored.sha256) {
      throw new RestoreError(
        `${file} is damaged: the file ${stored.key} does not match its SHA-256 in the manifest`,
      );
    }
  }
  return manifest;
}

/** How many content rows the database holds (rows a backup would include); 0 for a new one. */
async function contentRows(client: pg.ClientBase): Promise<number> {
  let total = 0;
  for (const table of await backedUpTables(client)) {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${pg.escapeIdentifier(table.name)} WHERE ${rowFilterOf(table.name)}`,
    );
    total += rows[0]?.count ?? 0;
  }
  return total;
}

async function storedKeys(storage: ListableStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}

/** Drops every table, type and function of the public schema: an empty database. */
async function emptySchema(client: pg.ClientBase): Promise<void> {
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const log = target.log ?? (() => undefined);
  const manifest = await checkArchive(file, target.migrationsDir);
  log(
    `The archive is complete: ${manifest.tables.length} tables, ${manifest.files.length} files, made ${manifest.created_at}.`,
  );

  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  const written: string[] = [];
  /** Set once the target is being changed: from then on a failure empties it again. */
  let changing = false;
  try {
    const rowsThere = await contentRows(client);
    const filesThere = await storedKeys(target.storage);
    if (rowsThere > 0 || filesThere.length > 0) {
      const what = `${rowsThere} rows in the database and ${filesThere.length} stored files`;
      if (!options.force) {
        throw new RestoreError(
          `The target is not empty (${what}): restore only into an empty database and file store, or pass --force to delete what is there first`,
        );
      }
      log(`--force: deleting ${what} before the restore.`);
      changing = true;
      for (const key of filesThere) await target.storage.delete(key);
    }
    // Whatever the database had (at most empty tables and migrations, or --force), it starts
    // anew at the archive's schema.
    changing = true;
    await emptySchema(client);
    const lastMigration = manifest.migrations.at(-1) ?? '';
    await migrate(target.databaseUrl, { upTo: lastMigration, dir: target.migrationsDir });

    await loadRows(file, manifest, client);
    log(`Loaded ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows.`);
    const laterMigrations = await migrate(target.databaseUrl, { dir: target.migrationsDir, log });

    for await (const { name, body } of entriesOf(file)) {
      if (!name.startsWith('files/')) {
        body.resume();
        continue;
      }
      const key = name.slice('files/'.length);
      const data = await readAll(body);
      const listed = manifest.files.find((stored) => stored.key === key);
      if (createHash('sha256').update(data).digest('hex') !== listed?.sha256) {
        throw new RestoreError(`${file} changed during the restore: ${key} no longer matches`);
      }
      written.push(key);
      await target.storage.write(key, data);
    }
    log(`Wrote ${written.length} files.`);
    return { manifest, laterMigrations };
  } catch (error) {
    if (!changing) throw error;
    // Nothing half-restored stays: the files written so far and the loaded rows go again.
    for (const key of written) await target.storage.delete(key).catch(() => undefined);
    await emptySchema(client).catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Second pass: every table's rows, in one transaction, in the archive's (foreign-key) order. */
async function loadRows(file: string, manifest: BackupManifest, client: pg.Client) {
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  const here = new Map((await backedUpTables(client)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    if (table.name in EXCLUDED_TABLES || !here.has(table.name)) {
      throw new RestoreError(
        `${file} has a table ${table.name} that its migrations do not make: the archive does not match its own migrations`,
      );
    }
  }
  await client.query(COPY_SESSION_SETTINGS);
  await client.query('BEGIN');
  try {
    for await (const { name, body } of entriesOf(file)) {
      const table = name.startsWith('tables/') ? tables.get(name.split('/')[1] ?? '') : undefined;
      if (!table) {
        body.resume();
        continue;
      }
      const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
      const copy = client.query(
        copyFrom(`COPY ${pg.escapeIdentifier(table.name)} (${columns}) FROM STDIN`),
      );
      try {
        await pipeline(body, copy);
      } catch (error) {
        throw new RestoreError(`Loading the rows of ${table.name} failed: ${describe(error)}`, {
          cause: error,
        });
      }
    }
    // Sequences (bigserial ids) continue after the restored rows.
    const { rows: serials } = await client.query<{
      table_name: string;
      column_name: string;
      sequence: string;
    }>(`
      SELECT table_name, column_name,
        pg_get_serial_sequence(format('%I', table_name), column_name) AS sequence
      FROM information_schema.columns
      WHERE table_schema = 'public'
        AND pg_get_serial_sequence(format('%I', table_name), column_name) IS NOT NULL`);
    for (const serial of serials) {
      await client.query(
        `SELECT setval($1, coalesce(max(${pg.escapeIdentifier(serial.column_name)}), 0) + 1, false) FROM ${pg.escapeIdentifier(serial.table_name)}`,
        [serial.sequence],
      );
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}
