/**
 * `npm run restore -- <file> [--force]`: loads an archive written by `npm run backup` into the
 * site's database and file store (docs/backups.md), as configured for `npm start`: DATABASE_URL
 * or the embedded database in DATA_DIR (created when missing; the site must not be running), and
 * the configured file storage. The archive's signature is checked with a key derived from this
 * installation's AUTH_SECRET. Refuses a target that holds content, and an archive whose signature
 * cannot be checked here (another AUTH_SECRET, or made before archives were signed), unless
 * --force is given; an archive that fails its checks is refused in any case.
 */
import fs from 'node:fs';
import path from 'node:path';

import { createStorage } from '@kasar/api/storage';
import { backupSigningKeyFrom, restoreBackup } from '@kasar/api/backup';
import { loadConfiguration } from '@kasar/db/configuration';
import { startEmbeddedPostgres, type EmbeddedServer } from '@kasar/db/embedded';

import { existingAuthSecret, resolveAuthSecret } from './auth-secret';

const USAGE = 'usage: npm run restore -- <file> [--force]';

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
const file = files[0];
if (files.length !== 1 || !file || file.startsWith('--')) fail(USAGE);
if (!fs.existsSync(file)) fail(`there is no file ${path.resolve(file)}`);

const [{ apiEnv }, { env }] = await loadConfiguration(() =>
  Promise.all([import('@kasar/api/env'), import('../src/env')]),
);
if (!force && !existingAuthSecret(env.AUTH_SECRET, env.DATA_DIR)) {
  fail(
    `AUTH_SECRET is not set and ${env.DATA_DIR} has no auth-secret, so the archive's signature cannot be checked: set AUTH_SECRET to the one of the site the backup was made on (or copy that site's DATA_DIR/auth-secret here), or pass --force to restore it without checking its signature, under a secret made for this installation`,
  );
}
// With --force and no secret yet: the one the site's first start would make.
const signingKey = backupSigningKeyFrom(resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR));

let database: EmbeddedServer | undefined;
let databaseUrl = apiEnv.DATABASE_URL;
if (!databaseUrl) {
  const dataDir = path.join(apiEnv.DATA_DIR, 'pg');
  try {
    database = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  } catch (error) {
    fail(
      `${error instanceof Error ? error.message : String(error)} ` +
        `(the site's embedded database is in ${dataDir}; stop the site before restoring)`,
    );
  }
  await database.createDatabase('kasar');
  databaseUrl = database.urlFor('kasar');
}

if (force) {
  console.error(
    'restore: --force: EVERYTHING in the database and the file store is deleted before the restore, and an archive whose signature cannot be checked here is restored all the same.',
  );
}
if (apiEnv.storage.uploadThingToken?.trim()) {
  console.log(
    'restore: files are written to local disk (UPLOADTHING_TOKEN is set: UploadThing files are not in archives).',
  );
}
const storage = createStorage(apiEnv.storage);
let exitCode = 0;
try {
  const result = await restoreBackup(
    path.resolve(file),
    { databaseUrl, storage, signingKey, log: (line) => console.log(`restore: ${line}`) },
    { force },
  );
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `restore: restored ${rows} rows and ${result.manifest.files.length} files from the backup of ${result.manifest.created_at}` +
      (result.laterMigrations.length > 0
        ? `, then applied ${result.laterMigrations.length} newer migration(s)`
        : ''),
  );
  if (result.manifest.files_not_included)
    console.log(`restore: ${result.manifest.files_not_included}`);
  if (!result.signatureChecked) {
    console.log(
      "restore: --force: the archive's signature was not checked here (see the warning above).",
    );
  }
  console.log('restore: dashboard sessions were not restored: staff sign in again.');
} catch (error) {
  exitCode = 1;
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database?.stop();
}
process.exit(exitCode);
