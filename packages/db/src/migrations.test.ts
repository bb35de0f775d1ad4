import fs from 'node:fs';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listMigrations, migrate, migrationsDir } from './migrate';
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

describe('migrating up to a given migration', () => {
  const name = `test_up_to_${Date.now()}`;
  const url = () => `${testClusterUrl()}/${name}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    await admin.end();
  });

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
  });

  it('applies the migrations up to and including the one named, then the rest later', async () => {
    const names = listMigrations().map((m) => m.name);
    const middle = names[2] ?? '';
    expect(await migrate(url(), { upTo: middle })).toEqual(names.slice(0, 3));
    expect(await migrate(url(), { upTo: middle })).toEqual([]);
    expect(await migrate(url())).toEqual(names.slice(3));
  });

  it('refuses a migration it does not know, applying nothing', async () => {
    await expect(migrate(url(), { upTo: '20990101000000_from_the_future' })).rejects.toThrow(
      'Migration 20990101000000_from_the_future does not exist',
    );
  });
});

describe('the ordering migration', () => {
  const ORDERING = '20261123140000_ordering';
  let name: string;
  let client: pg.Client;
  const scratch = fs.mkdtempSync('/tmp/kasar-before-ordering-');

  beforeAll(async () => {
    name = `test_ordering_${Date.now()}`;
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    await admin.end();
    for (const migration of listMigrations().filter((m) => m.name < ORDERING)) {
      fs.cpSync(`${migrationsDir}/${migration.name}`, `${scratch}/${migration.name}`, {
        recursive: true,
      });
    }
    client = new pg.Client({ connectionString: `${testClusterUrl()}/${name}` });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    const admin = new pg.Client({ connectionString: `${testClusterUrl()}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('gives existing rows the positions of the order the public pages showed', async () => {
    const url = `${testClusterUrl()}/${name}`;
    await migrate(url, { dir: scratch });
    const day = (n: number) => `2026-01-0${n}T00:00:00Z`;
    // Banners and services were shown oldest first, projects and images newest first (per
    // service and per project), ties broken by id.
    await client.query(`
      INSERT INTO banners (id, image_url, storage_key, headline, created_at, updated_at) VALUES
        ('b-late', 'u', 'k', 'Late', '${day(3)}', now()),
        ('b-early', 'u', 'k', 'Early', '${day(1)}', now()),
        ('b-tie-2', 'u', 'k', 'Tie', '${day(2)}', now()),
        ('b-tie-1', 'u', 'k', 'Tie', '${day(2)}', now());
      INSERT INTO services (id, name, slug, headline, description, created_at, updated_at) VALUES
        ('s-new', 'New', 'new', 'h', 'd', '${day(2)}', now()),
        ('s-old', 'Old', 'old', 'h', 'd', '${day(1)}', now());
      INSERT INTO projects (id, service_id, title, location, client_name, start_month, start_year,
          scope_of_work, created_at, updated_at) VALUES
        ('p-old', 's-old', 't', 'l', 'c', 'January', 2020, 's', '${day(1)}', now()),
        ('p-new', 's-old', 't', 'l', 'c', 'January', 2020, 's', '${day(2)}', now()),
        ('p-other', 's-new', 't', 'l', 'c', 'January', 2020, 's', '${day(1)}', now());
      INSERT INTO project_images (id, project_id, image_url, storage_key, created_at) VALUES
        ('i-old', 'p-old', 'u', 'k', '${day(1)}'),
        ('i-new', 'p-old', 'u', 'k', '${day(3)}'),
        ('i-mid', 'p-old', 'u', 'k', '${day(2)}'),
        ('i-other', 'p-new', 'u', 'k', '${day(1)}');
    `);
    expect(await migrate(url)).toEqual([
      ORDERING,
      ...listMigrations()
        .map((m) => m.name)
        .filter((m) => m > ORDERING),
    ]);
    const order = async (table: string) =>
      (
        await client.query<{ id: string; position: number }>(
          `SELECT id, position FROM ${table} ORDER BY id`,
        )
      ).rows.map((row) => `${row.id}:${row.position}`);
    expect(await order('banners')).toEqual(['b-early:0', 'b-late:3', 'b-tie-1:1', 'b-tie-2:2']);
    expect(await order('services')).toEqual(['s-new:1', 's-old:0']);
    expect(await order('projects')).toEqual(['p-new:0', 'p-old:1', 'p-other:0']);
    expect(await order('project_images')).toEqual(['i-mid:1', 'i-new:0', 'i-old:2', 'i-other:0']);
    const featured = await client.query(
      'SELECT count(*)::int AS n FROM projects WHERE is_featured',
    );
    expect(featured.rows[0]).toEqual({ n: 0 });
  });
});
