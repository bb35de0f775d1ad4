/** Seeds the first admin account and, on request, the demo content of an empty site. */
import type { Database } from '../client';
import type { Prisma } from '../generated/prisma/client';
import {
  DEMO_ABOUT_US,
  DEMO_BANNERS,
  DEMO_ORGANIZATION,
  DEMO_SERVICES,
  type DemoProject,
  type DemoService,
} from './content';
import {
  companyLogo,
  constructionScene,
  founderPortrait,
  IMAGE_SIZES,
  renderWebp,
  type TimeOfDay,
} from './illustrations';

export type SeedImageFolder = 'services' | 'projects' | 'banners' | 'organization' | 'about-us';

export interface StoredImage {
  url: string;
  key: string;
}

export interface SeedOptions {
  /** The account to create when no user exists; undefined: create none. */
  admin?: { email: string; password: string; name: string };
  /** Injected so the seed does not depend on the API's argon2 settings. */
  hashPassword: (password: string) => Promise<string>;
  /** Seed demo content (SEED_DEMO) into a site without services, projects or banners. */
  demo: boolean;
  storeImage: (folder: SeedImageFolder, webp: Uint8Array) => Promise<StoredImage>;
  deleteImage: (key: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface SeedResult {
  adminCreated: boolean;
  demoSeeded: boolean;
}

export const NO_ADMIN_MESSAGE =
  'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD to create one.';

/** Images are rendered this many at a time: sharp works off the main thread, one core each. */
const RENDER_CONCURRENCY = 3;

export async function seed(db: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const adminCreated = await seedAdmin(db, options, log);
  const demoSeeded = options.demo ? await seedDemo(db, options, log) : false;
  return { adminCreated, demoSeeded };
}

async function seedAdmin(
  db: Database,
  options: SeedOptions,
  log: (line: string) => void,
): Promise<boolean> {
  if ((await db.user.count()) > 0) {
    log('Admin account: a user already exists, none created.');
    return false;
  }
  const admin = options.admin;
  if (!admin) throw new Error(NO_ADMIN_MESSAGE);
  const email = admin.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`ADMIN_EMAIL is not a valid e-mail address: ${admin.email}`);
  }
  if (admin.password.length < 6) {
    throw new Error('ADMIN_PASSWORD must be at least 6 characters long.');
  }
  const passwordHash = await options.hashPassword(admin.password);
  await db.user.create({
    data: { email, name: admin.name.trim() || 'Administrator', passwordHash },
  });
  log(`Admin account: created ${email}.`);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Demo content

type Client = Database | Prisma.TransactionClient;

// Queries run one after the other: inside the transaction they share one connection anyway.
async function siteHasContent(client: Client): Promise<boolean> {
  if ((await client.service.count()) > 0) return true;
  if ((await client.project.count()) > 0) return true;
  return (await client.banner.count()) > 0;
}

/** The single rows are filled only while nobody has written anything into them. */
async function singleRowsToFill(client: Client) {
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

interface ImageJob {
  folder: SeedImageFolder;
  width: number;
  height: number;
  draw: () => string;
}

interface DemoImages {
  heroes: StoredImage[];
  /** Per service, per project, its gallery. */
  galleries: StoredImage[][][];
  banners: StoredImage[];
  logo?: StoredImage;
  portrait?: StoredImage;
}

const GALLERY_TIMES: TimeOfDay[] = ['day', 'dawn', 'dusk', 'day'];

function planImages(fill: { organization: boolean; aboutUs: boolean }) {
  const jobs: ImageJob[] = [];
  const add = (job: ImageJob) => jobs.push(job) - 1;
  const hero = IMAGE_SIZES.hero;
  const gallery = IMAGE_SIZES.gallery;
  const heroes = DEMO_SERVICES.map((service, s) =>
    add({
      folder: 'services',
      ...hero,
      draw: () =>
        constructionScene(service.scene, { ...hero, seed: 1000 + s * 97, time: service.heroTime }),
    }),
  );
  const galleries = DEMO_SERVICES.map((service, s) =>
    service.projects.map((project, p) =>
      Array.from({ length: project.images }, (_, i) =>
        add({
          folder: 'projects',
          ...gallery,
          draw: () =>
            constructionScene(service.scene, {
              ...gallery,
              seed: 5000 + s * 1009 + p * 101 + i * 13,
              time: GALLERY_TIMES[(p + i) % GALLERY_TIMES.length],
            }),
        }),
      ),
    ),
  );
  const banners = DEMO_BANNERS.map((banner, b) =>
    add({
      folder: 'banners',
      ...IMAGE_SIZES.banner,
      draw: () =>
        constructionScene(banner.scene, {
          ...IMAGE_SIZES.banner,
          seed: 9000 + b * 31,
          time: banner.time,
        }),
    }),
  );
  const logo = fill.organization
    ? add({ folder: 'organization', ...IMAGE_SIZES.logo, draw: () => companyLogo() })
    : undefined;
  const portrait = fill.aboutUs
    ? add({ folder: 'about-us', ...IMAGE_SIZES.portrait, draw: () => founderPortrait({ seed: 7 }) })
    : undefined;
  return { jobs, heroes, galleries, banners, logo, portrait };
}

/**
 * Renders and stores every job, a few at a time. On a failure no new job starts, the ones in
 * flight finish, and every image stored so far is deleted before the error is rethrown.
 */
async function storeAll(
  jobs: ImageJob[],
  options: SeedOptions,
  stored: StoredImage[],
): Promise<StoredImage[]> {
  const results: StoredImage[] = new Array<StoredImage>(jobs.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < jobs.length) {
      const index = next;
      next += 1;
      const job = jobs[index];
      if (!job) break;
      try {
        const webp = await renderWebp(job.draw(), job.width, job.height);
        if (failure) break;
        const image = await options.storeImage(job.folder, webp);
        stored.push(image);
        results[index] = image;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
  if (failure) throw failure.error;
  return results;
}

async function deleteStored(
  stored: StoredImage[],
  options: SeedOptions,
  log: (line: string) => void,
): Promise<void> {
  const outcomes = await Promise.allSettled(stored.map((image) => options.deleteImage(image.key)));
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

function projectData(project: DemoProject, images: StoredImage[]) {
  return {
    title: project.title,
    location: project.location,
    clientName: project.clientName,
    startMonth: project.startMonth,
    startYear: project.startYear,
    endMonth: project.endMonth ?? null,
    endYear: project.endYear ?? null,
    builtupAreaSqft: project.builtupAreaSqft,
    scopeOfWork: project.scopeOfWork,
    images: {
      create: images.map((image) => ({ imageUrl: image.url, storageKey: image.key })),
    },
  };
}

function serviceData(service: DemoService, hero: StoredImage, galleries: StoredImage[][]) {
  return {
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
    features: {
      create: service.features.map((feature, position) => ({ position, ...feature })),
    },
    projects: {
      create: service.projects.map((project, p) => projectData(project, galleries[p] ?? [])),
    },
  };
}

/** 'Renovation & Remodeling' -> 'renovation-remodeling'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function seedDemo(
  db: Database,
  options: SeedOptions,
  log: (line: string) => void,
): Promise<boolean> {
  if (await siteHasContent(db)) {
    log('Demo content: the site already has services, projects or banners, none added.');
    return false;
  }
  const fill = await singleRowsToFill(db);
  const plan = planImages(fill);
  const stored: StoredImage[] = [];
  const started = Date.now();
  log(`Demo content: rendering and storing ${plan.jobs.length} images...`);
  try {
    const results = await storeAll(plan.jobs, options, stored);
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
    await deleteStored(stored, options, log);
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
      // Someone may have added content while the images were rendering.
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
        await tx.service.create({ data: serviceData(service, at(images.heroes, s), galleries) });
        projects += service.projects.length;
        galleryImages += galleries.reduce((sum, gallery) => sum + gallery.length, 0);
      }
      await tx.banner.createMany({
        data: DEMO_BANNERS.map((banner, b) => ({
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
        await tx.organization.upsert({
          where: { id: 1 },
          create: { id: 1, ...organization },
          update: organization,
        });
      }
      if (images.portrait) {
        const { stats, ...profile } = DEMO_ABOUT_US;
        const aboutUs = {
          ...profile,
          founderImgUrl: images.portrait.url,
          founderImgKey: images.portrait.key,
        };
        await tx.aboutUs.upsert({
          where: { id: 1 },
          create: { id: 1, ...aboutUs },
          update: aboutUs,
        });
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
