import fs from 'node:fs';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { listMigrations, migrate } from './migrate';
import { diffMigrationsToSchema, schemaPath } from './schema-diff';
import { testClusterUrl, withTestDatabase, type TestDatabase } from './testing';

describe('committed migrations', () => {
  it('match schema.prisma exactly (run `npm run db:migration -- <name>` after a schema change)', async () => {
    const drift = await diffMigrationsToSchema(`${testClusterUrl()}/postgres`);
    expect(drift).toBe('');
  });

  it('are detected as drifted when the schema gains a column', async () => {
    const changed = fs
      .readFileSync(schemaPath, 'utf8')
      .replace('model Banner {', 'model Banner {\n  extraColumn String?');
    const drift = await diffMigrationsToSchema(`${testClusterUrl()}/postgres`, changed);
    expect(drift).toMatch(/ALTER TABLE "banners" ADD COLUMN\s+"extraColumn" TEXT/);
  });
});

describe('migration runner', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('records every migration in _prisma_migrations the way Prisma does', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{
        migration_name: string;
        checksum: string;
        finished_at: Date | null;
        applied_steps_count: number;
        rolled_back_at: Date | null;
      }>('SELECT * FROM "_prisma_migrations" ORDER BY started_at');
      const committed = listMigrations();
      expect(rows.map((row) => row.migration_name)).toEqual(committed.map((m) => m.name));
      for (const [index, row] of rows.entries()) {
        expect(row.checksum).toBe(committed[index]?.checksum);
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.applied_steps_count).toBe(1);
        expect(row.rolled_back_at).toBeNull();
      }
    } finally {
      await client.end();
    }
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(database.url)).toEqual([]);
  });

  it('rolls a failing migration back whole and refuses to go on', async () => {
    const scratch = fs.mkdtempSync('/tmp/kasar-bad-migrations-');
    fs.mkdirSync(`${scratch}/20300101000000_bad`);
    fs.writeFileSync(
      `${scratch}/20300101000000_bad/migration.sql`,
      'CREATE TABLE half_done (id int);\nSELECT no_such_function();',
    );
    await expect(migrate(database.url, { dir: scratch })).rejects.toThrow(
      /20300101000000_bad failed/,
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const table = await client.query("SELECT to_regclass('public.half_done') AS t");
      expect(table.rows[0]).toEqual({ t: null });
      const recorded = await client.query(
        `SELECT 1 FROM "_prisma_migrations" WHERE migration_name = '20300101000000_bad'`,
      );
      expect(recorded.rowCount).toBe(0);
    } finally {
      await client.end();
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
