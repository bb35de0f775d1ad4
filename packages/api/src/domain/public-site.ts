/**
 * What visitors see: enabled services, projects, images and banners only, and the organization
 * and About Us content. A staff member's preview (the web app's draft mode, entered only with a
 * live session) also sees disabled services, projects and banners, so they can be checked on the
 * real page before they are enabled; gallery images keep their own switch.
 */
import type { Prisma } from '@kasar/db';
import { FEATURED_PROJECTS } from '@kasar/validators';

import { MESSAGES } from '../messages';
import { toBannerOutput } from '../schemas/banner';
import { decimalToNumber, durationOf } from '../schemas/project';
import { toServiceContent, toServiceSummary } from '../schemas/service';
import type { ApiServices } from '../services';
import { found, NEWEST_FIRST } from './listing';
import { IN_ORDER } from './ordering';

export { getAboutUs as publicAboutUs, getOrganization as publicOrganization } from './settings';

const enabledImages = {
  where: { isEnabled: true },
  orderBy: IN_ORDER,
  select: { id: true, imageUrl: true, alt: true },
} satisfies Prisma.Project$imagesArgs;

/** Whether disabled services, projects and banners are shown too (a staff preview). */
export interface Visibility {
  preview?: boolean;
}

/** Enabled rows only, or every row in a preview. */
const shown = ({ preview = false }: Visibility) => (preview ? {} : { isEnabled: true });

/** The enabled services in the order staff arranged them. */
export async function publicServices({ db }: ApiServices) {
  const rows = await db.service.findMany({ where: { isEnabled: true }, orderBy: IN_ORDER });
  return rows.map(toServiceSummary);
}

/**
 * One enabled service by slug or id, with its page content and gallery: the enabled images of
 * its enabled projects, newest first.
 */
export async function publicService(
  { db }: ApiServices,
  idOrSlug: string,
  visibility: Visibility = {},
) {
  const row = found(
    await db.service.findFirst({
      where: { ...shown(visibility), OR: [{ slug: idOrSlug }, { id: idOrSlug }] },
      include: { features: { orderBy: { position: 'asc' } } },
    }),
    MESSAGES.serviceNotFound,
  );
  const images = await db.projectImage.findMany({
    where: { isEnabled: true, project: { ...shown(visibility), serviceId: row.id } },
    orderBy: NEWEST_FIRST,
    select: { id: true, imageUrl: true, alt: true, project: { select: { title: true } } },
  });
  return {
    ...toServiceSummary(row),
    ...toServiceContent(row),
    gallery_images: images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      alt: image.alt,
      project_title: image.project.title,
    })),
    updated_at: row.updatedAt.toISOString(),
  };
}

type PortfolioProject = Prisma.ProjectGetPayload<{ include: { images: typeof enabledImages } }>;

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
    })),
    gallery_count: project.images.length,
  };
}

/** The enabled services, each with its enabled projects and their galleries, all in order. */
async function portfolio({ db }: ApiServices, visibility: Visibility) {
  const services = await db.service.findMany({
    where: shown(visibility),
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
    ...service,
    projects: service.projects.map((project) => ({
      row: project,
      output: toPublicProject(project, service.name),
    })),
  }));
}

/**
 * The enabled projects of each enabled service, keyed by the service's slug: services in
 * navigation order, each one's projects and images in the order staff arranged them.
 */
export async function publicProjectsByService(deps: ApiServices, visibility: Visibility = {}) {
  const services = await portfolio(deps, visibility);
  return Object.fromEntries(
    services.map((service) => [service.slug, service.projects.map((project) => project.output)]),
  );
}

/**
 * The home page's Featured Projects: the visible projects staff marked featured, in portfolio
 * order (at most FEATURED_PROJECTS). While none is marked, the first project of each service
 * first and then the others, so the strip shows the range of work.
 */
export async function publicFeaturedProjects(deps: ApiServices, visibility: Visibility = {}) {
  const lists = (await portfolio(deps, visibility)).map((service) => service.projects);
  const chosen = lists.flat().filter((project) => project.row.isFeatured);
  const featured =
    chosen.length > 0
      ? chosen
      : [...lists.flatMap((list) => list.slice(0, 1)), ...lists.flatMap((list) => list.slice(1))];
  return featured.slice(0, FEATURED_PROJECTS).map((project) => project.output);
}

/** The enabled banners in carousel order. */
export async function publicBanners({ db }: ApiServices, visibility: Visibility = {}) {
  const rows = await db.banner.findMany({ where: shown(visibility), orderBy: IN_ORDER });
  return rows.map(toBannerOutput);
}
