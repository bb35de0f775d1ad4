// Seeding against a real, freshly migrated PostgreSQL database.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { parseStorageKey, type FileStorage, type StorageFolder } from '@kasar/api/storage';
import { withTestDatabase, type TestDatabase } from '@kasar/db/testing';
import { MONTHS } from '@kasar/validators';

import { ASSETS_DIR, DEMO_IMAGES } from './assets';
import { DEMO_SERVICES } from './content';
import { NO_ADMIN_MESSAGE, seed, type SeedOptions, type SeedServices } from './index';

const DEFAULT_SERVICE_NAMES = [
  'Residential Construction',
  'Commercial Projects',
  'Renovation & Remodeling',
  'Infrastructure Development',
  'Industrial Construction',
];

const ADMIN = { email: '  Owner@Kasar.EXAMPLE ', password: 'correct horse', name: 'Site Owner' };

/** File storage in memory that remembers what was put and deleted. */
function memoryStore(options: { failOnCall?: number } = {}) {
  const files = new Map<string, { folder: StorageFolder; data: Uint8Array }>();
  const deleted: string[] = [];
  let calls = 0;
  const storage: FileStorage = {
    put: ({ key, data }) => {
      calls += 1;
      if (calls === options.failOnCall) {
        return Promise.reject(new Error('storage is full'));
      }
      const folder = parseStorageKey(key)?.folder;
      if (!folder) return Promise.reject(new Error(`Invalid storage key: ${key}`));
      files.set(key, { folder, data });
      return Promise.resolve({ key, url: `/uploads/${key}` });
    },
    delete: (key) => {
      deleted.push(key);
      files.delete(key);
      return Promise.resolve();
    },
    read: (key) => {
      const file = files.get(key);
      if (!file) return Promise.resolve(null);
      return Promise.resolve({
        data: file.data,
        contentType: 'image/webp',
        size: file.data.byteLength,
        lastModified: new Date(0),
        etag: `"${key}"`,
      });
    },
  };
  return { files, deleted, storage, storedKeys: () => [...files.keys()] };
}

const hashPassword = (password: string) => Promise.resolve(`hashed:${password}`);

/** The services seeding uses: the test database, a memory store and a log kept in `lines`. */
function servicesOf(
  database: TestDatabase,
  store: ReturnType<typeof memoryStore>,
  lines: string[] = [],
): SeedServices {
  return {
    db: database.db,
    storage: store.storage,
    log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
  };
}

/** Seeds the test database with a fast password hash. */
function seedWith(
  database: TestDatabase,
  store: ReturnType<typeof memoryStore>,
  options: Omit<SeedOptions, 'hashPassword'>,
  lines?: string[],
) {
  return seed(servicesOf(database, store, lines), { hashPassword, ...options });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function isWebp(data: Uint8Array): boolean {
  const text = Buffer.from(data.subarray(0, 12)).toString('latin1');
  return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
}

async function rowCounts(database: TestDatabase) {
  const { db } = database;
  const [services, features, projects, images, banners, organization, aboutUs, stats] =
    await Promise.all([
      db.service.count(),
      db.serviceFeature.count(),
      db.project.count(),
      db.projectImage.count(),
      db.banner.count(),
      db.organization.count(),
      db.aboutUs.count(),
      db.aboutUsStat.count(),
    ]);
  return { services, features, projects, images, banners, organization, aboutUs, stats };
}

describe('seed: admin account', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('refuses with the exact message when no user exists and no admin is given', async () => {
    await expect(seedWith(database, memoryStore(), { demo: false })).rejects.toThrow(
      new Error('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.'),
    );
    expect(NO_ADMIN_MESSAGE).toBe(
      'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.',
    );
    expect(await database.db.user.count()).toBe(0);
  });

  it('creates the admin with a lower-cased e-mail and the injected hash when no user exists', async () => {
    const lines: string[] = [];
    const result = await seedWith(database, memoryStore(), { admin: ADMIN, demo: false }, lines);
    expect(result).toEqual({ adminCreated: true, demoSeeded: false });
    const users = await database.db.user.findMany();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: 'owner@kasar.example',
      name: 'Site Owner',
      passwordHash: 'hashed:correct horse',
    });
    expect(lines.some((line) => line.includes('owner@kasar.example'))).toBe(true);
  });

  it('creates no second admin once a user exists, with or without admin settings', async () => {
    const other = { email: 'other@kasar.example', password: 'another secret', name: 'Other' };
    const store = memoryStore();
    expect(await seedWith(database, store, { admin: other, demo: false })).toEqual({
      adminCreated: false,
      demoSeeded: false,
    });
    expect(await seedWith(database, store, { demo: false })).toEqual({
      adminCreated: false,
      demoSeeded: false,
    });
    expect(await database.db.user.count()).toBe(1);
  });
});

describe('seed: demo content', () => {
  let database: TestDatabase;
  const store = memoryStore();
  const lines: string[] = [];

  withTestDatabase(async (created) => {
    database = created;
    const result = await seedWith(database, store, { admin: ADMIN, demo: true }, lines);
    expect(result).toEqual({ adminCreated: true, demoSeeded: true });
  });

  it('copies each committed image once, as it is: a first start draws and encodes nothing', async () => {
    const demoImages = [
      ...DEMO_IMAGES.heroes,
      ...DEMO_IMAGES.galleries.flat(2),
      ...DEMO_IMAGES.banners,
      DEMO_IMAGES.logo,
      DEMO_IMAGES.portrait,
    ];
    const committed = await Promise.all(
      demoImages.map(async (image) => sha256(await readFile(path.join(ASSETS_DIR, image.file)))),
    );
    const stored = [...store.files.values()].map((file) => sha256(file.data));
    expect(stored.sort()).toEqual(committed.sort());
    expect(lines.length).toBeGreaterThanOrEqual(3);
  });

  it('creates the five default services with features, offerings, statistics and a hero image', async () => {
    const services = await database.db.service.findMany({
      include: { features: { orderBy: { position: 'asc' } }, projects: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(services.map((service) => service.name).sort()).toEqual(
      [...DEFAULT_SERVICE_NAMES].sort(),
    );
    for (const service of services) {
      expect(service.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(service.headline.split(/\s+/).length).toBeGreaterThanOrEqual(10);
      expect(service.headline.split(/\s+/).length).toBeLessThanOrEqual(25);
      expect(service.description.length).toBeGreaterThanOrEqual(20);
      expect(service.features.length).toBeGreaterThanOrEqual(4);
      expect(service.features.length).toBeLessThanOrEqual(6);
      for (const feature of service.features) {
        expect(feature.title.length).toBeGreaterThanOrEqual(3);
        expect(feature.description).toBeTruthy();
      }
      expect(service.offerings.length).toBeGreaterThanOrEqual(4);
      expect(service.offerings.length).toBeLessThanOrEqual(6);
      for (const value of [service.satisfiedClients, service.onTimeDelivery]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(100);
      }
      expect(service.projectsCompleted).toBeGreaterThan(0);
      expect(service.heroImageKey && store.files.get(service.heroImageKey)?.folder).toBe(
        'services',
      );
      expect(service.heroImageUrl).toBe(`/uploads/${service.heroImageKey}`);
      expect(service.projects.length).toBeGreaterThanOrEqual(2);
      expect(service.projects.length).toBeLessThanOrEqual(4);
    }
    expect(services.find((s) => s.name === 'Residential Construction')?.slug).toBe(
      'residential-construction',
    );
    expect(services.find((s) => s.name === 'Renovation & Remodeling')?.slug).toBe(
      'renovation-remodeling',
    );
  });

  it('gives every project valid dates, a scope of work and 2 to 4 gallery images', async () => {
    const months: readonly string[] = MONTHS;
    const projects = await database.db.project.findMany({ include: { images: true } });
    expect(projects.length).toBe(DEMO_SERVICES.reduce((sum, s) => sum + s.projects.length, 0));
    expect(projects.some((project) => project.endYear === null)).toBe(true);
    for (const project of projects) {
      expect(months).toContain(project.startMonth);
      expect(project.startYear).toBeGreaterThanOrEqual(1975);
      expect(project.startYear).toBeLessThanOrEqual(2030);
      expect(project.endYear === null).toBe(project.endMonth === null);
      if (project.endYear !== null && project.endMonth !== null) {
        expect(months).toContain(project.endMonth);
        expect(project.endYear).toBeLessThanOrEqual(2030);
        const start = project.startYear * 12 + months.indexOf(project.startMonth);
        expect(project.endYear * 12 + months.indexOf(project.endMonth)).toBeGreaterThanOrEqual(
          start,
        );
      }
      expect(project.scopeOfWork.length).toBeGreaterThanOrEqual(20);
      expect(project.location.length).toBeGreaterThanOrEqual(3);
      expect(project.clientName.length).toBeGreaterThanOrEqual(3);
      expect(Number(project.builtupAreaSqft)).toBeGreaterThan(0);
      expect(project.images.length).toBeGreaterThanOrEqual(2);
      expect(project.images.length).toBeLessThanOrEqual(4);
      for (const image of project.images) {
        expect(store.files.get(image.storageKey)?.folder).toBe('projects');
        expect(image.imageUrl).toBe(`/uploads/${image.storageKey}`);
      }
    }
  });

  it('creates three banners, the organization and about-us with the four default stats', async () => {
    const banners = await database.db.banner.findMany();
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner.headline).toBeTruthy();
      expect(banner.tagline).toBeTruthy();
      expect(store.files.get(banner.storageKey)?.folder).toBe('banners');
    }
    const organization = await database.db.organization.findUniqueOrThrow({ where: { id: 1 } });
    expect(organization).toMatchObject({
      mobile: '+91 98765 43210',
      whatsappLink: 'https://wa.me/919876543210',
    });
    expect(organization.email).toMatch(/@/);
    expect(organization.mapLink).toMatch(/^https:\/\/www\.google\.com\/maps/);
    for (const link of [
      organization.facebookLink,
      organization.instagramLink,
      organization.linkedinLink,
      organization.youtubeLink,
    ]) {
      expect(link).toMatch(/^https:\/\//);
    }
    expect(organization.logoKey && store.files.get(organization.logoKey)?.folder).toBe(
      'organization',
    );
    const aboutUs = await database.db.aboutUs.findUniqueOrThrow({
      where: { id: 1 },
      include: { stats: { orderBy: { position: 'asc' } } },
    });
    expect(aboutUs.founderPosition).toBe('Founder & Managing Director');
    expect(aboutUs.founderName).toBeTruthy();
    expect(aboutUs.founderDescription?.split(/\n+/).filter(Boolean)).toHaveLength(3);
    expect(aboutUs.founderImgKey && store.files.get(aboutUs.founderImgKey)?.folder).toBe(
      'about-us',
    );
    expect(aboutUs.stats.map(({ statName, value }) => [statName, value])).toEqual([
      ['Projects Completed', '500'],
      ['Happy Clients', '500'],
      ['Years of Experience', '25'],
      ['Awards Won', '50'],
    ]);
  });

  it('contains no filler text', async () => {
    const rows = JSON.stringify([
      await database.db.service.findMany({ include: { features: true } }),
      await database.db.project.findMany(),
      await database.db.banner.findMany(),
      await database.db.organization.findMany(),
      await database.db.aboutUs.findMany({ include: { stats: true } }),
    ]);
    expect(rows).not.toMatch(/lorem|ipsum|placeholder|todo/i);
  });

  it('stores every image as a real WebP of the expected size', async () => {
    const rows = await Promise.all([
      database.db.service.findMany(),
      database.db.projectImage.findMany(),
      database.db.banner.findMany(),
    ]);
    const referenced = new Set([
      ...rows[0].map((service) => service.heroImageKey),
      ...rows[1].map((image) => image.storageKey),
      ...rows[2].map((banner) => banner.storageKey),
      (await database.db.organization.findUniqueOrThrow({ where: { id: 1 } })).logoKey,
      (await database.db.aboutUs.findUniqueOrThrow({ where: { id: 1 } })).founderImgKey,
    ]);
    // every stored file is referenced by a row and the other way round: no orphans
    expect(new Set(store.storedKeys())).toEqual(referenced);
    for (const { data } of store.files.values()) expect(isWebp(data)).toBe(true);

    const expected: Record<StorageFolder, [number, number]> = {
      services: [1600, 900],
      banners: [1600, 900],
      projects: [1200, 800],
      'about-us': [600, 600],
      organization: [512, 512],
    };
    for (const [folder, [width, height]] of Object.entries(expected)) {
      const file = [...store.files.values()].find((candidate) => candidate.folder === folder);
      expect(file, folder).toBeDefined();
      const metadata = await sharp(file?.data).metadata();
      expect([metadata.format, metadata.width, metadata.height], folder).toEqual([
        'webp',
        width,
        height,
      ]);
    }
  });

  it('adds nothing on a second run', async () => {
    const before = await rowCounts(database);
    const second = memoryStore();
    const result = await seedWith(database, second, { demo: true });
    expect(result).toEqual({ adminCreated: false, demoSeeded: false });
    expect(await rowCounts(database)).toEqual(before);
    expect(second.files.size).toBe(0);
  });
});

describe('seed: instances starting together', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('creates one admin and one set of demo content, and the others add nothing', async () => {
    const stores = [memoryStore(), memoryStore(), memoryStore()];
    const results = await Promise.all(
      stores.map((store) => seedWith(database, store, { admin: ADMIN, demo: true })),
    );
    expect(results.filter((result) => result.adminCreated)).toHaveLength(1);
    expect(results.filter((result) => result.demoSeeded)).toHaveLength(1);
    expect(await database.db.user.count()).toBe(1);
    expect((await rowCounts(database)).services).toBe(DEFAULT_SERVICE_NAMES.length);
    // The instances that lost the race removed the images they had stored.
    const kept = stores.filter((store) => store.storedKeys().length > 0);
    expect(kept).toHaveLength(1);
  });
});

describe('seed: a failure part-way', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created));

  it('leaves no rows and deletes every image stored so far when storing an image fails', async () => {
    const store = memoryStore({ failOnCall: 10 });
    await expect(seedWith(database, store, { admin: ADMIN, demo: true })).rejects.toThrow(
      'storage is full',
    );
    expect(store.deleted.length).toBeGreaterThanOrEqual(9);
    expect(store.files.size).toBe(0);
    expect(await rowCounts(database)).toEqual({
      services: 0,
      features: 0,
      projects: 0,
      images: 0,
      banners: 0,
      organization: 0,
      aboutUs: 0,
      stats: 0,
    });
  });

  it('rolls back every row and deletes every image when the database write fails', async () => {
    // A trigger makes the last write of the transaction (the about-us stats) fail.
    await database.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_stats() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'stats are read-only'; END $$ LANGUAGE plpgsql`);
    await database.db.$executeRawUnsafe(
      'CREATE TRIGGER refuse_stats BEFORE INSERT ON about_us_stats FOR EACH ROW EXECUTE FUNCTION refuse_stats()',
    );
    const store = memoryStore();
    try {
      await expect(seedWith(database, store, { demo: true })).rejects.toThrow(
        /stats are read-only/,
      );
      expect(store.deleted.length).toBeGreaterThan(50);
      expect(store.files.size).toBe(0);
      const counts = await rowCounts(database);
      expect(counts).toMatchObject({ services: 0, projects: 0, images: 0, banners: 0 });
      expect(counts.organization + counts.aboutUs).toBe(0);
    } finally {
      await database.db.$executeRawUnsafe('DROP TRIGGER refuse_stats ON about_us_stats');
    }
  });

  it('then seeds cleanly once the cause is gone', async () => {
    const store = memoryStore();
    const result = await seedWith(database, store, { demo: true });
    expect(result).toEqual({ adminCreated: false, demoSeeded: true });
    expect((await rowCounts(database)).services).toBe(5);
  });
});
