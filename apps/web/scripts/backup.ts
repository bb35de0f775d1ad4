/**
 * `npm run backup [-- --out <path>]`: writes one archive of the site's database rows and stored
 * files (docs/backups.md). It uses the site's configuration as `npm start` does: DATABASE_URL or
 * the embedded database in DATA_DIR (which the site must not be running on at the same time),
 * and the configured file storage, and signs the archive with a key derived from the site's
 * AUTH_SECRET. Default file: kasar-backup-<UTC time>.tar.gz in the current folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import { createServices, lineLogger } from '@kasar/api';
import { backupFileName, backupSigningKeyFrom, createBackup } from '@kasar/api/backup';
import { loadConfiguration } from '@kasar/db/configuration';

import { existingAuthSecret } from './auth-secret';
import { openSiteDatabase } from './site-database';

const USAGE = 'usage: npm run backup [-- --out <path>]';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
let out: string | undefined;
if (args.length === 2 && args[0] === '--out' && args[1]) out = args[1];
else if (args.length > 0) fail(USAGE);

const [{ apiEnv }, { env }] = await loadConfiguration(() =>
  Promise.all([import('@kasar/api/env'), import('../src/env')]),
);
// Never a new one: an archive signed with a secret the site does not have could not be checked.
const authSecret = existingAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
if (!authSecret) {
  fail(
    `AUTH_SECRET is not set and ${env.DATA_DIR} has no auth-secret: run the backup with the site's own configuration (its AUTH_SECRET, or its DATA_DIR)`,
  );
}

const database = await openSiteDatabase(apiEnv, 'backing it up, or use DATABASE_URL', fail);
const databaseUrl = database.url;

const services = createServices({
  databaseUrl,
  databasePoolSize: 1,
  settings: apiEnv,
  log: lineLogger('backup:'),
});
const usesUploadThing = Boolean(apiEnv.storage.uploadThingToken?.trim());
const filesNotIncluded = usesUploadThing
  ? 'Files stored at UploadThing are not in this archive (they stay at UploadThing; the rows keep their URLs). Files on local disk are.'
  : null;
const now = new Date();
const file = path.resolve(out ?? backupFileName(now));
if (fs.existsSync(file)) fail(`${file} exists already: choose another --out path`);
/** Set once this command created the file: only then does a failure delete it. */
let created = false;
let exitCode = 0;
try {
  // 'wx': never overwrites a file, even one made since the check above.
  const output = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await new Promise<void>((resolve, reject) => {
    output.once('open', () => resolve());
    output.once('error', reject);
  });
  created = true;
  const backup = createBackup({
    databaseUrl,
    storage: services.storage,
    now: () => now,
    signingKey: backupSigningKeyFrom(authSecret),
    filesNotIncluded,
  });
  await pipeline(backup.stream, output);
  const summary = await backup.summary;
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`backup: wrote ${file}`);
  console.log(
    `backup: ${rows} rows of ${summary.tables.length} tables, ${summary.files} files (${summary.fileBytes} bytes)`,
  );
  for (const table of summary.tables) console.log(`backup:   ${table.name}: ${table.rows}`);
  if (summary.filesGone.length > 0) {
    console.log(
      `backup: deleted while the backup ran, so not included: ${summary.filesGone.join(', ')}`,
    );
  }
  if (filesNotIncluded) console.log(`backup: ${filesNotIncluded}`);
  console.log(
    'backup: the archive holds password hashes and personal data: keep it safe (docs/backups.md).',
  );
  console.log(
    "backup: it is signed with a key derived from AUTH_SECRET: a restore checks it with the restoring site's AUTH_SECRET.",
  );
} catch (error) {
  exitCode = 1;
  if (created) fs.rmSync(file, { force: true });
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await services.close();
  await database.embedded?.stop();
}
process.exit(exitCode);
