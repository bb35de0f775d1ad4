/**
 * Test support: one embedded PostgreSQL cluster per test run (started by the vitest global setup
 * in test/global-setup.ts) and a fresh, migrated database per test file.
 */
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import { createPrismaClient, type Database } from './client';
import { migrate } from './migrate';

export const TEST_CLUSTER_ENV = 'KASAR_TEST_PG_URL';

function clusterUrl(): string {
  const url = process.env[TEST_CLUSTER_ENV];
  if (!url) {
    throw new Error(
      `${TEST_CLUSTER_ENV} is not set: run the tests through vitest so its global setup starts PostgreSQL.`,
    );
  }
  return url;
}

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${clusterUrl()}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`));
  const url = `${clusterUrl()}/${name}`;
  await migrate(url);
  const db = createPrismaClient(url, { max: 5 });
  return {
    db,
    url,
    drop: async () => {
      await db.$disconnect();
      await admin((client) =>
        client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A fresh database for the tests of the current suite: created before them (handed to `use`,
 * which may also fill it) and dropped after them.
 */
export function withTestDatabase(use: (database: TestDatabase) => unknown) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    await use(database);
  });
  afterAll(async () => {
    await database?.drop();
  });
}

export { clusterUrl as testClusterUrl };
