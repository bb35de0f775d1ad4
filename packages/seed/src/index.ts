/** Seeds the first admin account and, on request, the demo content of an empty site. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ApiServices } from '@kasar/api';
import { hashPassword } from '@kasar/api/auth';
import { featureRows, singletonUpsert, slugify } from '@kasar/api/domain';
import { newStorageKey, type FileStorage, type StoredFile } from '@kasar/api/storage';
import type { Database, Db } from '@kasar/db';

import { ASSETS_DIR, DEMO_IMAGES, type DemoImageFile } from './assets';
import {
  DEMO_ABOUT_US,
  DEMO_BANNERS,
  DEMO_ORGANIZATION,
  DEMO_SERVICES,
  type DemoService,
} from './content';

/** What seeding uses of the application's services (see createServices in @kasar/api). */
/** Seeding only stores files: any store will do, a listable one or not. */
export type SeedServices = Pick<ApiServices, 'db' | 'log'> & { storage: FileStorage };

export interface SeedOptions {
  /** The account to create when no user exists; undefined: create none. */
  admin?: { email: string; password: string; name: string };
  /** Seed demo content (SEED_DEMO) into a site without services, projects or banners. */
  demo: boolean;
  /** The API's password hashing unless given (tests pass a fast one). */
  hashPassword?: (password: string) => Promise<string>;
}

export interface SeedResult {
  adminCreated: boolean;
  demoSeeded: boolean;
}

export const NO_ADMIN_MESSAGE =
  'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.';

/**
 * Instances started together seed one database: each step that checks "nothing there yet" and
 * then writes runs under this transaction-level advisory lock, so only one of them writes.
 */
const SEED_LOCK = 'kasar:seed';

async function holdSeedLock(tx: Db) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${SEED_LOCK}, 0))`;
}

/** Files are copied into storage this many at a time. */
const STORE_CONCURRENCY = 3;

type Log = (line: string) => void;

export async function seed(services: SeedServices, options: SeedOptions): Promise<SeedResult> {
  const log: Log = (line) => services.log.info(line);
  const adminCreated = await seedAdmin(services.db, options, log);
  const demoSeeded = options.demo ? await seedDemo(services, log) : false;
  return { adminCreated, demoSeeded };
}

async function seedAdmin(db: Database, options: SeedOptions, log: Log): Promise<boolean> {
  if ((await db.user.count()) > 0) {
    log('Admin account: a user already exists, none created.');
    return false;
  }
  const admin = options.admin;
  const created = await createAdmin(db, admin, options);
  log(
    created
      ? `Admin account: created ${admin?.email.trim().toLowerCase()}.`
      : 'Admin account: a user already exists, none created.',
  );
  return created;
}

/** Creates the admin unless a user appeared meanwhile (another instance seeding). */
async function createAdmin(
  db: Database,
  admin: SeedOptions['admin'],
  options: SeedOptions,
): Promise<boolean> {
  if (!admin) throw new Error(NO_ADMIN_MESSAGE);
  const email = admin.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${admin.email}`);
  }
  if (admin.password.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters long.');
  }
  // Hashed before the lock: argon2 takes a moment, the lock is held only to check and write.
  const passwordHash = await (options.hashPassword ?? hashPassword)(admin.password);
  return db.$transaction(async (tx) => {
    await holdSeedLock(tx);
    if ((await tx.user.count()) > 0) return false;
    await tx.user.create({
      data: { email, name: admin.name.trim() || 'Administrator', passwordHash, roleId: 'owner' },
    });
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Demo content

// Queries run one after the other: inside the transaction they share one connection anyway.
async function siteHasContent(client: Db): Promise<boolean> {
  if ((await client.service.count()) > 0) return true;
  if ((await client.project.count()) > 0) return true;
  return (await client.banner.count()) > 0;
}

/** The single rows are filled only while nobody has written anything into them. */
async function singleRowsToFill(client: Db) {
  const organization = await client.organization.findUnique({ where: { id: 1 } });
  const aboutUs = await client.aboutUs.findUnique({
    where: { id: 1 },
    include: { _count: { select: { stats: true } } },
  });
  const organizationEmpty =
    !organization ||
    [organization.email, organization.mobile, organization.address, organization.logoUrl].every(
      (value) => !value,
    );
  const aboutUsEmpty =
    !aboutUs ||
    (!aboutUs.founderName &&
      !aboutUs.founderDescription &&
      !aboutUs.founderImgUrl &&
      aboutUs._count.stats === 0);
  return { organization: organizationEmpty, aboutUs: aboutUsEmpty };
}

class SiteNotEmptyError extends Error {}

interface DemoImages {
  heroes: StoredFile[];
  /** Per service, per project, its gallery. */
  galleries: StoredFile[][][];
  banners: StoredFile[];
  logo?: StoredFile;
  portrait?: StoredFile;
}

function planImages(fill: { organization: boolean; aboutUs: boolean }) {
  const files: DemoImageFile[] = [];
  const add = (file: DemoImageFile) => files.push(file) - 1;
  return {
    files,
    heroes: DEMO_IMAGES.heroes.map(add),
    galleries: DEMO_IMAGES.galleries.map((projects) => projects.map((images) => images.map(add))),
    banners: DEMO_IMAGES.banners.map(add),
    logo: fill.organization ? add(DEMO_IMAGES.logo) : undefined,
    portrait: fill.aboutUs ? add(DEMO_IMAGES.portrait) : undefined,
  };
}

/**
 * Copies every file into storage, a few at a time. On a failure no new copy starts, the ones in
 * flight finish, and the caller deletes every file stored so far.
 */
async function storeAll(
  files: DemoImageFile[],
  services: SeedServices,
  stored: StoredFile[],
): Promise<StoredFile[]> {
  const results: StoredFile[] = new Array<StoredFile>(files.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < files.length) {
      const index = next;
      next += 1;
      const file = files[index];
      if (!file) break;
      try {
        const data = await readFile(path.join(ASSETS_DIR, file.file));
        if (failure) break;
        const image = await services.storage.put({
          key: newStorageKey(file.folder, 'webp'),
          data,
          contentType: 'image/webp',
        });
        stored.push(image);
        results[index] = image;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: STORE_CONCURRENCY }, worker));
  if (failure) throw failure.error;
  return results;
}

async function deleteStored(stored: StoredFile[], services: SeedServices, log: Log) {
  const outcomes = await Promise.allSettled(
    stored.map((image) => services.storage.delete(image.key)),
  );
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
  log(
    `Demo content: removed ${stored.length - failed} stored image(s)` +
      (failed > 0 ? `; ${failed} could not be deleted.` : '.'),
  );
}

function at<T>(items: readonly T[], index: number | undefined): T {
  const item = index === undefined ? undefined : items[index];
  if (item === undefined) throw new Error(`Seed image ${String(index)} is missing`);
  return item;
}

/** Writes a demo service (its slug and feature rows by the domain's own rules), its projects and their galleries. */
async function createDemoService(
  tx: Db,
  service: DemoService,
  position: number,
  hero: StoredFile,
  galleries: StoredFile[][],
) {
  const created = await tx.service.create({
    data: {
      position,
      name: service.name,
      slug: slugify(service.name),
      headline: service.headline,
      description: service.description,
      heroImageUrl: hero.url,
      heroImageKey: hero.key,
      offerings: service.offerings,
      projectsCompleted: service.projectsCompleted,
      satisfiedClients: service.satisfiedClients,
      onTimeDelivery: service.onTimeDelivery,
      features: { create: featureRows(service.features) },
    },
    select: { id: true },
  });
  for (const [p, { images: _imageCount, ...project }] of service.projects.entries()) {
    const gallery = galleries[p] ?? [];
    await tx.project.create({
      data: {
        // The demo projects are written in the table's own column names.
        ...project,
        serviceId: created.id,
        position: p,
        images: {
          create: gallery.map((image, position) => ({
            imageUrl: image.url,
            storageKey: image.key,
            position,
          })),
        },
      },
    });
  }
}

async function seedDemo(services: SeedServices, log: Log): Promise<boolean> {
  const { db } = services;
  if (await siteHasContent(db)) {
    log('Demo content: the site already has services, projects or banners, none added.');
    return false;
  }
  const fill = await singleRowsToFill(db);
  const plan = planImages(fill);
  const stored: StoredFile[] = [];
  const started = Date.now();
  log(`Demo content: storing ${plan.files.length} images...`);
  try {
    const results = await storeAll(plan.files, services, stored);
    log(`Demo content: ${results.length} images stored in ${Date.now() - started} ms.`);
    const images: DemoImages = {
      heroes: plan.heroes.map((index) => at(results, index)),
      galleries: plan.galleries.map((projects) =>
        projects.map((indexes) => indexes.map((index) => at(results, index))),
      ),
      banners: plan.banners.map((index) => at(results, index)),
      logo: plan.logo === undefined ? undefined : at(results, plan.logo),
      portrait: plan.portrait === undefined ? undefined : at(results, plan.portrait),
    };
    const counts = await writeDemoRows(db, images);
    log(
      `Demo content: wrote ${counts.services} services, ${counts.projects} projects, ` +
        `${counts.images} gallery images, ${counts.banners} banners` +
        (images.logo ? ', the organization' : '') +
        (images.portrait ? ' and the about-us profile' : '') +
        '.',
    );
    return true;
  } catch (error) {
    await deleteStored(stored, services, log);
    if (error instanceof SiteNotEmptyError) {
      log('Demo content: content appeared while seeding, none added.');
      return false;
    }
    throw error;
  }
}

async function writeDemoRows(db: Database, images: DemoImages) {
  return db.$transaction(
    async (tx) => {
      await holdSeedLock(tx);
      // Someone may have added content while the images were being stored.
      const fill = await singleRowsToFill(tx);
      if (
        (await siteHasContent(tx)) ||
        (images.logo && !fill.organization) ||
        (images.portrait && !fill.aboutUs)
      ) {
        throw new SiteNotEmptyError();
      }
      let projects = 0;
      let galleryImages = 0;
      for (const [s, service] of DEMO_SERVICES.entries()) {
        const galleries = images.galleries[s] ?? [];
        await createDemoService(tx, service, s, at(images.heroes, s), galleries);
        projects += service.projects.length;
        galleryImages += galleries.reduce((sum, gallery) => sum + gallery.length, 0);
      }
      await tx.banner.createMany({
        data: DEMO_BANNERS.map((banner, b) => ({
          position: b,
          headline: banner.headline,
          tagline: banner.tagline,
          imageUrl: at(images.banners, b).url,
          storageKey: at(images.banners, b).key,
        })),
      });
      if (images.logo) {
        const organization = {
          ...DEMO_ORGANIZATION,
          logoUrl: images.logo.url,
          logoKey: images.logo.key,
        };
        await tx.organization.upsert(singletonUpsert(organization));
      }
      if (images.portrait) {
        const { stats, ...profile } = DEMO_ABOUT_US;
        const aboutUs = {
          ...profile,
          founderImgUrl: images.portrait.url,
          founderImgKey: images.portrait.key,
        };
        await tx.aboutUs.upsert(singletonUpsert(aboutUs));
        await tx.aboutUsStat.createMany({
          data: stats.map((stat, position) => ({ aboutUsId: 1, position, ...stat })),
        });
      }
      return {
        services: DEMO_SERVICES.length,
        projects,
        images: galleryImages,
        banners: DEMO_BANNERS.length,
      };
    },
    { maxWait: 10_000, timeout: 30_000 },
  );
}
