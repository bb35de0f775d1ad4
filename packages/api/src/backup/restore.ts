/**
 * Restores a backup into an empty database and file store: the archive is read through once to
 * check it (the manifest's signature, then every table part and file against its SHA-256 in the
 * manifest), then again to load it: the migrations up to the archive's last, the rows in one
 * transaction, the remaining migrations, then the files, each streamed and checked again on the
 * way in. A failure leaves the target empty.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

import { listMigrations, migrate } from '@kasar/db/migrate';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';

import type { ListableStorage } from '../storage';
import {
  backupManifest,
  backupManifestV1,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  fileEntry,
  manifestSignature,
  MANIFEST_ENTRY,
  MAX_MANIFEST_BYTES,
  MAX_SIGNATURE_BYTES,
  SIGNATURE_ENTRY,
  tablePartEntry,
  type BackupManifest,
  type BackupManifestV1,
  type EntryDigest,
} from './manifest';
import { checkManifestSignature } from './signing';
import {
  backedUpTables,
  COPY_SESSION_SETTINGS,
  EXCLUDED_TABLES,
  MIGRATION_ROWS,
  rowFilterOf,
} from './tables';

export interface RestoreTarget {
  databaseUrl: string;
  storage: ListableStorage;
  /** This installation's backup key (`backupSigningKeyFrom(AUTH_SECRET)`): checks the signature. */
  signingKey: Buffer;
  /** Default: the committed migrations (tests pass a folder with fewer). */
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface RestoreOptions {
  /**
   * Instead of refusing: empty a database and file store that hold content first, and restore an
   * archive whose signature cannot be checked here (signed with another AUTH_SECRET, or of
   * format 1, made before archives were signed). An archive that fails its checks is refused all
   * the same.
   */
  force?: boolean;
}

export interface ArchiveCheck {
  /** This installation's backup key (`backupSigningKeyFrom(AUTH_SECRET)`). */
  signingKey: Buffer;
  /** Accept an archive whose signature cannot be checked here (see RestoreOptions). */
  force?: boolean;
  /** Default: the committed migrations. */
  migrationsDir?: string;
  log?: (line: string) => void;
}

export interface CheckedArchive {
  /** Of format 1, with the checksums of its parts as read in the check (they had none). */
  manifest: BackupManifest;
  /** False when --force took an archive whose signature could not be checked here. */
  signatureChecked: boolean;
}

export interface RestoreSummary extends CheckedArchive {
  /** Migrations applied after the rows were loaded (the archive was older than this code). */
  laterMigrations: string[];
}

/** A restore refused or failed for a reason the operator can act on; nothing was changed. */
export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** What restoring under another AUTH_SECRET means beyond the signature (before and with --force). */
const OTHER_SECRET_CONSEQUENCES =
  'its authenticator-app (two-factor) secrets were encrypted with the other AUTH_SECRET and will not decrypt here, nor will its recovery codes be accepted: those staff members cannot complete a two-factor sign-in until it is reset (npm run reset-two-factor -- <email>)';

/** An archive entry's bytes (tar-stream's own stream type). */
type EntryBody = AsyncIterable<Buffer> & { resume(): unknown };

interface ArchiveEntry {
  name: string;
  /** The size its tar header gives: the number of bytes `body` yields. */
  size: number;
  body: EntryBody;
}

/** Every entry of the archive at `file`, in order; each must be read (or drained) in turn. */
async function* entriesOf(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  const unzip = createGunzip();
  // Errors of the file or of the decompression end the iteration below with that error.
  const feeding = pipeline(source, unzip, extract);
  feeding.catch(() => undefined);
  for await (const entry of extract) {
    yield { name: entry.header.name, size: entry.header.size ?? 0, body: entry as EntryBody };
  }
  await feeding;
}

/** The entry's bytes, refused before they are read when there are more than `limit`. */
async function readSmallEntry(file: string, entry: ArchiveEntry, limit: number): Promise<Buffer> {
  if (entry.size > limit) {
    throw new RestoreError(
      `The ${entry.name} of ${file} has ${entry.size} bytes, more than the ${limit} a backup's ${entry.name} may have: it is not an archive this site made`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An entry as the check read it: its size, SHA-256 and (for a table part) its rows. */
interface SeenEntry extends EntryDigest {
  rows: number;
}

async function digestOf(entry: ArchiveEntry): Promise<SeenEntry> {
  const hash = createHash('sha256');
  const countRows = entry.name.startsWith('tables/');
  let size = 0;
  let rows = 0;
  for await (const chunk of entry.body) {
    hash.update(chunk);
    size += chunk.byteLength;
    // COPY's text format ends each row with a newline and writes the ones inside values as \n.
    if (countRows) {
      for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) rows += 1;
    }
  }
  return { size, sha256: hash.digest('hex'), rows };
}

/** Every entry the manifest lists (table parts and files) but itself and its signature. */
function listedEntries(manifest: BackupManifest): Map<string, EntryDigest> {
  const listed = new Map<string, EntryDigest>();
  for (const table of manifest.tables) {
    table.parts.forEach((part, index) => listed.set(tablePartEntry(table.name, index + 1), part));
  }
  for (const stored of manifest.files) listed.set(fileEntry(stored.key), stored);
  return listed;
}

/**
 * A format-1 manifest in today's shape: its parts get the checksums the check read, so that the
 * load checks the archive has not changed since.
 */
function withSeenParts(
  file: string,
  manifest: BackupManifestV1,
  seen: Map<string, SeenEntry>,
): BackupManifest {
  return {
    ...manifest,
    format_version: BACKUP_FORMAT_VERSION,
    tables: manifest.tables.map((table) => ({
      ...table,
      parts: Array.from({ length: table.parts }, (_, index) => {
        const name = tablePartEntry(table.name, index + 1);
        const part = seen.get(name);
        if (!part) throw new RestoreError(`${file} is damaged: ${name} is missing`);
        return { size: part.size, sha256: part.sha256 };
      }),
    })),
  };
}

/**
 * Checks the signature of `manifestText` when its format has one. Answers whether it was
 * checked: false only for an archive --force takes without (another AUTH_SECRET, format 1).
 */
function checkSignature(
  file: string,
  manifestText: Buffer,
  version: unknown,
  signatureText: Buffer | null,
  check: ArchiveCheck,
): boolean {
  const log = check.log ?? (() => undefined);
  if (version === 1) {
    if (!check.force) {
      throw new RestoreError(
        `${file} is of format 1, made before backups were signed and their table parts checksummed: an alteration of its rows could not be found. Pass --force to restore it anyway (its files are still checked; --force also empties a target that holds content).`,
      );
    }
    log(
      `--force: ${file} is of format 1 (made before backups were signed): restoring it without a signature and without checksums of its rows; its files are checked.`,
    );
    return false;
  }
  if (version !== BACKUP_FORMAT_VERSION) return true; // The manifest's schema refuses it.
  if (signatureText === null) {
    throw new RestoreError(
      `${file} has no ${SIGNATURE_ENTRY}: it is incomplete or was altered, and is refused`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(signatureText.toString('utf8'));
  } catch (error) {
    throw new RestoreError(`The ${SIGNATURE_ENTRY} of ${file} is not JSON: ${describe(error)}`);
  }
  const signature = manifestSignature.safeParse(raw);
  if (!signature.success) {
    throw new RestoreError(`The ${SIGNATURE_ENTRY} of ${file} is not a backup's signature`);
  }
  const outcome = checkManifestSignature(check.signingKey, manifestText, signature.data);
  if (outcome === 'altered') {
    throw new RestoreError(
      `${file} was altered: its ${MANIFEST_ENTRY} does not match its signature, and is refused`,
    );
  }
  if (outcome === 'other_key') {
    if (!check.force) {
      throw new RestoreError(
        `${file} was signed with another AUTH_SECRET than this installation's, so its signature cannot be checked here and nothing shows it was not altered. Restored here, ${OTHER_SECRET_CONSEQUENCES}. Set AUTH_SECRET to the one of the site the backup was made on and restore again, or pass --force to restore it anyway (--force also empties a target that holds content).`,
      );
    }
    log(
      `--force: ${file} was signed with another AUTH_SECRET: restoring it without checking its signature (every part is still checked against the manifest); ${OTHER_SECRET_CONSEQUENCES}.`,
    );
    return false;
  }
  return true;
}

/**
 * First pass: the manifest, its signature checked, then checked against everything in the
 * archive. Throws a RestoreError naming what is wrong: not an archive, damaged, signed with
 * another AUTH_SECRET (unless forced), a part or file missing, added or altered. Writes nothing.
 */
export async function checkArchive(file: string, check: ArchiveCheck): Promise<CheckedArchive> {
  const seen = new Map<string, SeenEntry>();
  let manifestText: Buffer | null = null;
  let signatureText: Buffer | null = null;
  try {
    for await (const entry of entriesOf(file)) {
      const repeated =
        seen.has(entry.name) ||
        (entry.name === MANIFEST_ENTRY && manifestText !== null) ||
        (entry.name === SIGNATURE_ENTRY && signatureText !== null);
      if (repeated) {
        throw new RestoreError(`${file} has the entry ${entry.name} twice: it was altered`);
      }
      if (entry.name === MANIFEST_ENTRY) {
        manifestText = await readSmallEntry(file, entry, MAX_MANIFEST_BYTES);
      } else if (entry.name === SIGNATURE_ENTRY) {
        signatureText = await readSmallEntry(file, entry, MAX_SIGNATURE_BYTES);
      } else {
        seen.set(entry.name, await digestOf(entry));
      }
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${file} is damaged or not a backup archive: ${describe(error)}`, {
      cause: error,
    });
  }
  if (manifestText === null) {
    throw new RestoreError(`${file} is not a complete backup archive: it has no ${MANIFEST_ENTRY}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText.toString('utf8'));
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
  const signatureChecked = checkSignature(file, manifestText, version, signatureText, check);

  const parsed = version === 1 ? backupManifestV1.safeParse(raw) : backupManifest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RestoreError(
      `The ${MANIFEST_ENTRY} of ${file} is not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  const manifest =
    parsed.data.format_version === 1 ? withSeenParts(file, parsed.data, seen) : parsed.data;

  const known = listMigrations(check.migrationsDir).map((migration) => migration.name);
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

  const listed = listedEntries(manifest);
  for (const [name, digest] of listed) {
    const entry = seen.get(name);
    if (!entry) throw new RestoreError(`${file} is damaged: ${name} is missing`);
    if (entry.size !== digest.size || entry.sha256 !== digest.sha256) {
      throw new RestoreError(
        `${file} is damaged or was altered: ${name} does not match its SHA-256 in the manifest`,
      );
    }
  }
  for (const name of seen.keys()) {
    if (!listed.has(name)) {
      throw new RestoreError(
        `${file} was altered: it has an entry ${name} its manifest does not list`,
      );
    }
  }
  for (const table of manifest.tables) {
    const rows = table.parts.reduce(
      (sum, _, index) => sum + (seen.get(tablePartEntry(table.name, index + 1))?.rows ?? 0),
      0,
    );
    if (rows !== table.rows) {
      throw new RestoreError(
        `${file} is damaged: table ${table.name} has ${rows} rows, the manifest says ${table.rows}`,
      );
    }
  }
  return { manifest, signatureChecked };
}

/** The archive no longer is the one checked (replaced or changed on disk meanwhile). */
function changedDuringRestore(file: string, name: string): RestoreError {
  return new RestoreError(
    `${file} changed during the restore: ${name} no longer matches the manifest`,
  );
}

/**
 * Passes an entry's bytes through, hashing them, and fails at their end (before whatever they
 * are written into is complete) unless they are the size and SHA-256 the manifest says.
 */
function verifiedAgainst(file: string, name: string, digest: EntryDigest): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
    flush(done) {
      const matches = size === digest.size && hash.digest('hex') === digest.sha256;
      done(matches ? null : changedDuringRestore(file, name));
    },
  });
}

/** How many content rows the database holds (rows a backup would include); 0 for a new one. */
async function contentRows(client: pg.ClientBase): Promise<number> {
  let total = 0;
  for (const table of await backedUpTables(client)) {
    const seeded = MIGRATION_ROWS[table.name];
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${pg.escapeIdentifier(table.name)} WHERE ${rowFilterOf(table.name)}${seeded ? ` AND NOT (${seeded})` : ''}`,
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
  const { manifest, signatureChecked } = await checkArchive(file, {
    signingKey: target.signingKey,
    force: options.force,
    migrationsDir: target.migrationsDir,
    log,
  });
  log(
    `The archive is complete${signatureChecked ? ' and its signature is right' : ''}: ${manifest.tables.length} tables, ${manifest.files.length} files, made ${manifest.created_at}.`,
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

    const listed = listedEntries(manifest);
    await loadRows(file, manifest, listed, client);
    log(`Loaded ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows.`);
    const laterMigrations = await migrate(target.databaseUrl, { dir: target.migrationsDir, log });

    for await (const { name, body } of entriesOf(file)) {
      if (!name.startsWith('files/')) {
        body.resume();
        continue;
      }
      const digest = listed.get(name);
      if (!digest) throw changedDuringRestore(file, name);
      const key = name.slice('files/'.length);
      // Listed before the write: a write that fails half-way may have left part of the file.
      written.push(key);
      // Streamed, never held whole: a file that no longer matches fails before it is stored.
      const verified = verifiedAgainst(file, name, digest);
      await Promise.all([
        pipeline(body, verified),
        target.storage.writeStream(key, verified, digest.size),
      ]);
    }
    if (written.length !== manifest.files.length) {
      throw new RestoreError(`${file} changed during the restore: files are missing`);
    }
    log(`Wrote ${written.length} files.`);
    return { manifest, signatureChecked, laterMigrations };
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

/**
 * Second pass: every table's rows, in one transaction, in the archive's (foreign-key) order, each
 * part checked against its SHA-256 again before the transaction commits.
 */
async function loadRows(
  file: string,
  manifest: BackupManifest,
  listed: Map<string, EntryDigest>,
  client: pg.Client,
) {
  const tables = new Map(manifest.tables.map((table) => [table.name, table]));
  const here = new Map((await backedUpTables(client)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    if (table.name in EXCLUDED_TABLES || !here.has(table.name)) {
      throw new RestoreError(
        `${file} has a table ${table.name} that its migrations do not make: the archive does not match its own migrations`,
      );
    }
  }
  const partsToLoad = manifest.tables.reduce((sum, table) => sum + table.parts.length, 0);
  let partsLoaded = 0;
  const cleared = new Set<string>();
  await client.query(COPY_SESSION_SETTINGS);
  await client.query('BEGIN');
  try {
    for await (const { name, body } of entriesOf(file)) {
      if (!name.startsWith('tables/')) {
        body.resume();
        continue;
      }
      const table = tables.get(name.split('/')[1] ?? '');
      const digest = listed.get(name);
      if (!table || !digest) throw changedDuringRestore(file, name);
      const columns = table.columns.map((column) => pg.escapeIdentifier(column)).join(', ');
      // The rows the migrations wrote give way to the archive's (which holds them too), once
      // per table, before its first part.
      const seeded = MIGRATION_ROWS[table.name];
      if (seeded && !cleared.has(table.name)) {
        cleared.add(table.name);
        await client.query(`DELETE FROM ${pg.escapeIdentifier(table.name)} WHERE ${seeded}`);
      }
      const copy = client.query(
        copyFrom(`COPY ${pg.escapeIdentifier(table.name)} (${columns}) FROM STDIN`),
      );
      try {
        // A part that no longer matches fails before its COPY ends: PostgreSQL drops its rows.
        await pipeline(body, verifiedAgainst(file, name, digest), copy);
      } catch (error) {
        if (error instanceof RestoreError) throw error;
        throw new RestoreError(`Loading the rows of ${table.name} failed: ${describe(error)}`, {
          cause: error,
        });
      }
      partsLoaded += 1;
    }
    if (partsLoaded !== partsToLoad) {
      throw new RestoreError(`${file} changed during the restore: table parts are missing`);
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
