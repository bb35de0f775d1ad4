/**
 * What visitors see: enabled services, projects, images and banners only, and the organization
 * and About Us content. A staff member's preview (the web app's draft mode, entered only with a
 * live session) also sees disabled services, projects and banners, so they can be checked on the
 * real page before they are enabled; gallery images keep their own switch.
 */
import type { Prisma } from '@kasar/db';
import {
  FEATURED_PROJECTS,
  type PublicPageInput,
  type PublicProjectsInput,
  type PublicProjectsPageInput,
} from '@kasar/validators';

import { MESSAGES } from '../messages';
import { toBannerOutput } from '../schemas/banner';
import { focalPointOf, type Pagination } from '../schemas/common';
import { decimalToNumber, durationOf } from '../schemas/project';
import { toServiceContent, toServiceSeo, toServiceSummary } from '../schemas/service';
import type { TransactionServices } from '../services';
import { shareImageOf, shareImageVersion } from '../storage/share-image';
import { findPage, found, NEWEST_FIRST, type Page, type PageQuery } from './listing';
import { IN_ORDER } from './ordering';

export { getAboutUs as publicAboutUs, getOrganization as publicOrganization } from './settings';

const enabledImages = {
  where: { isEnabled: true },
  orderBy: IN_ORDER,
  select: { id: true, imageUrl: true, alt: true, focalX: true, focalY: true },
} satisfies Prisma.Project$imagesArgs;

/** Whether disabled services, projects and banners are shown too (a staff preview). */
export interface Visibility {
  preview?: boolean;
}

/** Enabled rows only, or every row in a preview. */
const shown = ({ preview = false }: Visibility) => (preview ? {} : { isEnabled: true });

/** The enabled services in the order staff arranged them. */
export async function publicServices({ db }: TransactionServices) {
  const rows = await db.service.findMany({ where: { isEnabled: true }, orderBy: IN_ORDER });
  return rows.map(toServiceSummary);
}

/** One page of {@link publicServices}. */
export function publicServicesPage({ db }: TransactionServices, query: PublicPageInput) {
  return findPage(
    db,
    db.service,
    query,
    { where: { isEnabled: true }, orderBy: IN_ORDER },
    toServiceSummary,
  );
}

/** The visible service `idOrSlug` names, with its features, or "Service not found". */
async function serviceWithFeatures(
  { db }: TransactionServices,
  idOrSlug: string,
  visibility: Visibility,
) {
  return found(
    await db.service.findFirst({
      where: { ...shown(visibility), OR: [{ slug: idOrSlug }, { id: idOrSlug }] },
      include: { features: { orderBy: { position: 'asc' } } },
    }),
    MESSAGES.serviceNotFound,
  );
}

/** A service's gallery: the enabled images of its visible projects, newest first. */
function galleryOf(serviceId: string, visibility: Visibility) {
  return {
    where: { isEnabled: true, project: { ...shown(visibility), serviceId } },
    orderBy: NEWEST_FIRST,
    select: {
      id: true,
      imageUrl: true,
      alt: true,
      focalX: true,
      focalY: true,
      project: { select: { title: true } },
    },
  } satisfies Prisma.ProjectImageFindManyArgs;
}

type GalleryRow = Prisma.ProjectImageGetPayload<ReturnType<typeof galleryOf>>;

const toGalleryImage = (image: GalleryRow) => ({
  id: image.id,
  image_url: image.imageUrl,
  alt: image.alt,
  focal_point: focalPointOf(image.focalX, image.focalY),
  project_title: image.project.title,
});

export type PublicGalleryImage = ReturnType<typeof toGalleryImage>;

/**
 * One enabled service by slug or id, with its page content and gallery: the enabled images of
 * its enabled projects, newest first.
 */
export async function publicService(
  deps: TransactionServices,
  idOrSlug: string,
  visibility: Visibility = {},
) {
  const row = await serviceWithFeatures(deps, idOrSlug, visibility);
  const images = await deps.db.projectImage.findMany(galleryOf(row.id, visibility));
  return {
    ...toServiceSummary(row),
    ...toServiceSeo(row),
    ...toServiceContent(row),
    gallery_images: images.map(toGalleryImage),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * {@link publicService} with one page of its gallery instead of all of it (the service page,
 * whose size must not grow with the archive): `gallery` holds the page and the pagination.
 */
export async function publicServiceWithGalleryPage(
  deps: TransactionServices,
  idOrSlug: string,
  query: PageQuery,
  visibility: Visibility = {},
) {
  const row = await serviceWithFeatures(deps, idOrSlug, visibility);
  const gallery = await findPage(
    deps.db,
    deps.db.projectImage,
    query,
    galleryOf(row.id, visibility),
    toGalleryImage,
  );
  return {
    ...toServiceSummary(row),
    ...toServiceSeo(row),
    ...toServiceContent(row),
    gallery,
    updated_at: row.updatedAt.toISOString(),
  };
}

type PortfolioProject = Prisma.ProjectGetPayload<{ include: { images: typeof enabledImages } }>;

type PublicProject = ReturnType<typeof toPublicProject>;

function toPublicProject(project: PortfolioProject, category: string) {
  return {
    id: project.id,
    title: project.title,
    category,
    scope_of_work: project.scopeOfWork,
    location: project.location,
    client_name: project.clientName,
    duration: durationOf(project),
    builtup_area_sqft: decimalToNumber(project.builtupAreaSqft),
    gallery_images: project.images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      alt: image.alt,
      focal_point: focalPointOf(image.focalX, image.focalY),
    })),
    gallery_count: project.images.length,
  };
}

/** The visible service `idOrSlug` names, or "Service not found". */
async function serviceNamed({ db }: TransactionServices, idOrSlug: string, visibility: Visibility) {
  return found(
    await db.service.findFirst({
      where: { ...shown(visibility), OR: [{ slug: idOrSlug }, { id: idOrSlug }] },
      select: { id: true, slug: true },
    }),
    MESSAGES.serviceNotFound,
  );
}

/**
 * The enabled services (or only `serviceId`), each with its enabled projects and their
 * galleries, all in order.
 */
async function portfolio({ db }: TransactionServices, visibility: Visibility, serviceId?: string) {
  const services = await db.service.findMany({
    where: { ...shown(visibility), ...(serviceId ? { id: serviceId } : {}) },
    orderBy: IN_ORDER,
    select: {
      slug: true,
      name: true,
      projects: {
        where: shown(visibility),
        orderBy: IN_ORDER,
        include: { images: enabledImages },
      },
    },
  });
  return services.map((service) => ({
    slug: service.slug,
    projects: service.projects.map((project) => toPublicProject(project, service.name)),
  }));
}

/**
 * The enabled projects of each enabled service, keyed by the service's slug: services in
 * navigation order, each one's projects and images in the order staff arranged them. With
 * `query.service` (a slug or id), only that service's key.
 */
export async function publicProjectsByService(
  deps: TransactionServices,
  visibility: Visibility = {},
  query: PublicProjectsInput = {},
) {
  const serviceId =
    query.service === undefined
      ? undefined
      : (await serviceNamed(deps, query.service, visibility)).id;
  const services = await portfolio(deps, visibility, serviceId);
  return Object.fromEntries(services.map((service) => [service.slug, service.projects]));
}

/** Projects in portfolio order: their services' navigation order, then their own. */
const PORTFOLIO_ORDER = [
  ...IN_ORDER.map((order) => ({ service: order })),
  ...IN_ORDER,
] satisfies Prisma.ProjectOrderByWithRelationInput[];

const withImagesAndService = {
  images: enabledImages,
  service: { select: { slug: true, name: true } },
} satisfies Prisma.ProjectInclude;

type PageProject = Prisma.ProjectGetPayload<{ include: typeof withImagesAndService }>;

const toSluggedProject = (project: PageProject) => ({
  slug: project.service.slug,
  output: toPublicProject(project, project.service.name),
});

/** One page of the visible projects in portfolio order, with the service `query` names. */
async function portfolioPage(
  deps: TransactionServices,
  query: PublicProjectsPageInput,
  visibility: Visibility,
) {
  const service =
    query.service === undefined ? undefined : await serviceNamed(deps, query.service, visibility);
  const page = await findPage(
    deps.db,
    deps.db.project,
    query,
    {
      where: {
        ...shown(visibility),
        service: { ...shown(visibility), ...(service ? { id: service.id } : {}) },
      },
      orderBy: PORTFOLIO_ORDER,
      include: withImagesAndService,
    },
    toSluggedProject,
  );
  return { service, page };
}

/**
 * One page of {@link publicProjectsByService}'s projects, counted across services in portfolio
 * order, still keyed by service slug: the keys are the services with a project on the page
 * (with `query.service`, always that service's, even on a page past the end).
 */
export async function publicProjectsPage(
  deps: TransactionServices,
  query: PublicProjectsPageInput,
  visibility: Visibility = {},
): Promise<{ data: Record<string, PublicProject[]>; pagination: Pagination }> {
  const { service, page } = await portfolioPage(deps, query, visibility);
  const bySlug: Record<string, PublicProject[]> = service ? { [service.slug]: [] } : {};
  for (const { slug, output } of page.data) (bySlug[slug] ??= []).push(output);
  return { data: bySlug, pagination: page.pagination };
}

/**
 * The same page as {@link publicProjectsPage}, as one list in portfolio order (each project
 * names its service in `category`): what the portfolio page shows.
 */
export async function publicPortfolioPage(
  deps: TransactionServices,
  query: PublicProjectsPageInput,
  visibility: Visibility = {},
): Promise<Page<PublicProject>> {
  const { page } = await portfolioPage(deps, query, visibility);
  return { data: page.data.map((project) => project.output), pagination: page.pagination };
}

/**
 * The home page's Featured Projects: the visible projects staff marked featured, in portfolio
 * order (at most FEATURED_PROJECTS). While none is marked, the first project of each service
 * first and then the others, so the strip shows the range of work.
 */
export async function publicFeaturedProjects(
  deps: TransactionServices,
  visibility: Visibility = {},
) {
  const { db } = deps;
  const visible = { ...shown(visibility), service: shown(visibility) };
  const inPortfolioOrder = (where: Prisma.ProjectWhereInput, take: number) =>
    db.project.findMany({
      where: { ...visible, ...where },
      orderBy: PORTFOLIO_ORDER,
      include: withImagesAndService,
      take,
    });
  const chosen = await inPortfolioOrder({ isFeatured: true }, FEATURED_PROJECTS);
  if (chosen.length > 0) return chosen.map((project) => toSluggedProject(project).output);
  // The first project of each of the first services that have one, then the next projects.
  const services = await db.service.findMany({
    where: { ...shown(visibility), projects: { some: shown(visibility) } },
    orderBy: IN_ORDER,
    take: FEATURED_PROJECTS,
    select: {
      projects: {
        where: shown(visibility),
        orderBy: IN_ORDER,
        take: 1,
        include: withImagesAndService,
      },
    },
  });
  const firsts = services.flatMap((service) => service.projects);
  const others =
    firsts.length < FEATURED_PROJECTS
      ? await inPortfolioOrder(
          { id: { notIn: firsts.map((project) => project.id) } },
          FEATURED_PROJECTS - firsts.length,
        )
      : [];
  return [...firsts, ...others].map((project) => toSluggedProject(project).output);
}

/** The enabled banners in carousel order. */
export async function publicBanners({ db }: TransactionServices, visibility: Visibility = {}) {
  const rows = await db.banner.findMany({ where: shown(visibility), orderBy: IN_ORDER });
  return rows.map(toBannerOutput);
}

/** One page of {@link publicBanners}. */
export function publicBannersPage({ db }: TransactionServices, query: PublicPageInput) {
  return findPage(
    db,
    db.banner,
    query,
    { where: { isEnabled: true }, orderBy: IN_ORDER },
    toBannerOutput,
  );
}

/** The latest of some update times; null when there is none. */
function latest(...dates: (Date | null | undefined)[]): Date | null {
  const known = dates.filter((date): date is Date => date instanceof Date);
  if (known.length === 0) return null;
  return new Date(Math.max(...known.map((date) => date.getTime())));
}

/**
 * What the sitemap lists: when the content of each public page last changed (null: never saved),
 * and the enabled services search engines may list (not `noindex`), each dated by its own last
 * save or its latest visible project's, whichever is later. A page's date is the latest save of
 * what it shows: home the banners, projects, About Us and the organization (its texts and
 * search appearance); our projects the projects, services and organization; about us About Us
 * and the organization; contact us the organization and services (its form lists them).
 */
export async function publicSitemap({ db }: TransactionServices) {
  const visibleProjects = { isEnabled: true, service: { isEnabled: true } };
  const [organization, aboutUs, banners, projects, services, rows, projectsByService] =
    await Promise.all([
      db.organization.findUnique({ where: { id: 1 }, select: { updatedAt: true } }),
      db.aboutUs.findUnique({ where: { id: 1 }, select: { updatedAt: true } }),
      db.banner.aggregate({ where: { isEnabled: true }, _max: { updatedAt: true } }),
      db.project.aggregate({ where: visibleProjects, _max: { updatedAt: true } }),
      db.service.aggregate({ where: { isEnabled: true }, _max: { updatedAt: true } }),
      db.service.findMany({
        where: { isEnabled: true, noindex: false },
        orderBy: IN_ORDER,
        select: { id: true, slug: true, updatedAt: true },
      }),
      db.project.groupBy({
        by: ['serviceId'],
        where: visibleProjects,
        _max: { updatedAt: true },
      }),
    ]);
  const projectsChanged = new Map(
    projectsByService.map((group) => [group.serviceId, group._max.updatedAt]),
  );
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const [settings, about] = [organization?.updatedAt, aboutUs?.updatedAt];
  return {
    pages: {
      home: iso(latest(banners._max.updatedAt, projects._max.updatedAt, about, settings)),
      our_projects: iso(latest(projects._max.updatedAt, services._max.updatedAt, settings)),
      about_us: iso(latest(about, settings)),
      contact_us: iso(latest(settings, services._max.updatedAt)),
    },
    services: rows.map((row) => ({
      slug: row.slug,
      updated_at: iso(latest(row.updatedAt, projectsChanged.get(row.id))),
    })),
  };
}

/** Cuts made before, by version (the caller bounds it): a cut costs about 100 ms of CPU. */
export interface RecentShareImages {
  get(version: string): Uint8Array | undefined;
  set(version: string, image: Uint8Array): void;
}

/**
 * The link-preview image of a public service page: its hero cut to 1200 × 630 around the hero's
 * focal point (storage/share-image.ts), and the version its address names. `redirect`: the hero
 * is stored where this server cannot read it (UploadThing), so the photo itself is shared. null:
 * no enabled service has this slug, or it has no hero of its own (its page names the default).
 */
export async function serviceShareImage(
  deps: TransactionServices,
  slug: string,
  recent?: RecentShareImages,
) {
  const service = await deps.db.service.findFirst({
    where: { slug, isEnabled: true },
    select: { heroImageUrl: true, heroImageKey: true, heroFocalX: true, heroFocalY: true },
  });
  if (!service?.heroImageUrl || !service.heroImageKey) return null;
  const focal = focalPointOf(service.heroFocalX, service.heroFocalY);
  const version = shareImageVersion(service.heroImageUrl, focal);
  const cut = recent?.get(version);
  if (cut) return { kind: 'image' as const, image: cut, version };
  const file = await deps.storage.read(service.heroImageKey);
  if (!file) return { kind: 'redirect' as const, url: service.heroImageUrl, version };
  const image = await shareImageOf(file.data, focal);
  recent?.set(version, image);
  return { kind: 'image' as const, image, version };
}
