// The archive of `npm run bench:archive`: the same seed gives the same rows, and a tiny scale
// writes exactly the counts asked for into a real, seeded PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createServices, lineLogger } from '@kasar/api';
import { loadApiEnv } from '@kasar/api/env';
import { startEmbeddedPostgres } from '@kasar/db/embedded';
import { migrate } from '@kasar/db/migrate';
import { seed } from '@kasar/seed';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { archiveCounts, FULL_ARCHIVE, seededRandom, writeArchive } from './archive-data';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const sequence = (seed: number) => {
      const next = seededRandom(seed);
      return Array.from({ length: 5 }, () => next());
    };
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(43)).not.toEqual(sequence(42));
    for (const value of sequence(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('archiveCounts', () => {
  it('scales every count but the services, and refuses a scale that is not above 0', () => {
    expect(archiveCounts(1)).toEqual(FULL_ARCHIVE);
    expect(archiveCounts(0.1)).toEqual({
      services: 20,
      projects: 200,
      galleryImages: 2_000,
      contactSubmissions: 10_000,
      activityEvents: 30_000,
    });
    expect(() => archiveCounts(0)).toThrow('scale must be a number above 0, got 0');
    expect(() => archiveCounts(Number.NaN)).toThrow('scale must be a number above 0');
  });
});

describe('writeArchive', () => {
  it('adds the counts asked for to the demo content, the same rows for the same seed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kasar-archive-test-'));
    const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg') });
    try {
      /** A migrated database with the demo content, under `name`. */
      async function seededDatabase(name: string) {
        await database.createDatabase(name);
        await migrate(database.urlFor(name));
        const siteServices = createServices({
          databaseUrl: database.urlFor(name),
          databasePoolSize: 1,
          settings: loadApiEnv({ DATA_DIR: dataDir }),
          log: lineLogger('test:'),
        });
        try {
          await seed(siteServices, {
            admin: { email: 'admin@example.com', password: 'not used here', name: 'Admin' },
            demo: true,
            hashPassword: (password) => Promise.resolve(`plain:${password}`),
          });
        } finally {
          await siteServices.close();
        }
        const client = new pg.Client({ connectionString: database.urlFor(name) });
        await client.connect();
        return client;
      }
      const counts = archiveCounts(0.001);
      const now = new Date('2026-11-01T00:00:00Z');
      const first = await seededDatabase('archive_one');
      const second = await seededDatabase('archive_two');
      try {
        const count = async (table: string) => {
          const result = await first.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
          return Number(result.rows[0]?.n);
        };
        const imageUrls = async () => {
          const result = await first.query<{ image_url: string }>(
            'SELECT DISTINCT image_url FROM project_images ORDER BY 1',
          );
          return result.rows.map((row) => row.image_url);
        };
        const before = {
          services: await count('services'),
          projects: await count('projects'),
          images: await count('project_images'),
          imageUrls: await imageUrls(),
        };
        const result = await writeArchive(first, { seed: 7, counts, now });
        expect(result).toMatchObject({
          servicesAdded: 20 - before.services,
          projectsAdded: 2,
          galleryImagesAdded: 20,
          contactSubmissionsAdded: 100,
          activityEventsAdded: 300,
        });
        expect(await count('services')).toBe(20);
        expect(await count('projects')).toBe(before.projects + 2);
        expect(await count('project_images')).toBe(before.images + 20);
        expect(await count('contact_submissions')).toBe(100);
        // The demo seed writes no activity; the archive's events are all there is.
        expect(await count('audit_events')).toBe(300);
        // Every added image shows a file the demo stored.
        expect(await imageUrls()).toEqual(before.imageUrls);

        // The same seed on the same content: the very same submissions, ids included.
        await writeArchive(second, { seed: 7, counts, now });
        const submissions = (client: pg.Client) =>
          client.query(
            'SELECT id, name, email, status, created_at FROM contact_submissions ORDER BY id',
          );
        expect((await submissions(second)).rows).toEqual((await submissions(first)).rows);
      } finally {
        await first.end();
        await second.end();
      }
    } finally {
      await database.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
