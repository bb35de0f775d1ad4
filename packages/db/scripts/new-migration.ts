// `npm run db:migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql with
// the SQL that takes the committed migrations to the current schema.prisma, offline.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startEmbeddedPostgres } from '../src/embedded';
import { migrationsDir } from '../src/migrate';
import { diffMigrationsToSchema } from '../src/schema-diff';

const name = (process.argv[2] ?? '').trim();
if (!/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: npm run db:migration -- <name>   (lower-case letters, digits and _)');
  process.exit(2);
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-migration-'));
const server = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'pg') });
try {
  const sql = await diffMigrationsToSchema(server.urlFor('postgres'));
  if (!sql) {
    console.log('schema.prisma and the migrations agree: nothing to write.');
  } else {
    const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
    const dir = path.join(migrationsDir, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), `${sql}\n`);
    console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await server.stop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
