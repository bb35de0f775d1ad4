/**
 * Applies the committed SQL migrations in prisma/migrations, in order, each in its own
 * transaction, and records them in _prisma_migrations exactly as `prisma migrate deploy` does,
 * so either tool can take over from the other.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

export const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../prisma/migrations',
);

/** The advisory lock key Prisma Migrate takes, so our runner and Prisma never interleave. */
const PRISMA_ADVISORY_LOCK = 72707369;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export function listMigrations(dir = migrationsDir): Migration[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name, 'migration.sql');
      if (!fs.existsSync(file)) return [];
      const sql = fs.readFileSync(file, 'utf8');
      return [{ name, sql, checksum: createHash('sha256').update(sql).digest('hex') }];
    });
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface MigrateOptions {
  log?: (message: string) => void;
  dir?: string;
  /**
   * Apply the migrations up to and including this one only (a restore loads an archive's rows
   * at the schema they were written at, then applies the rest). Unset: every migration.
   */
  upTo?: string;
}

export async function migrate(
  connectionString: string,
  options: MigrateOptions = {},
): Promise<string[]> {
  const log = options.log ?? (() => {});
  const migrations = listMigrations(options.dir);
  const { upTo } = options;
  if (upTo !== undefined && !migrations.some((migration) => migration.name === upTo)) {
    throw new Error(
      `Migration ${upTo} does not exist: the known migrations end with ${migrations.at(-1)?.name ?? '(none)'}`,
    );
  }
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<AppliedRow>(
      'SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"',
    );
    const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was not rolled back; fix the database before starting.`,
      );
    }
    const done = new Map(
      rows.filter((row) => row.finished_at !== null).map((row) => [row.migration_name, row]),
    );
    for (const migration of migrations) {
      if (upTo !== undefined && migration.name > upTo) break;
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.checksum !== migration.checksum) {
          log(`warning: migration ${migration.name} was modified after it was applied`);
        }
        continue;
      }
      const id = randomUUID();
      await client.query('BEGIN');
      try {
        await client.query(
          'INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)',
          [id, migration.checksum, migration.name],
        );
        await client.query(migration.sql);
        await client.query(
          'UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1',
          [id],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(
          `Migration ${migration.name} failed: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      applied.push(migration.name);
      log(`applied migration ${migration.name}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
  return applied;
}
