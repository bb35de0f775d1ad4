/**
 * What visitors see: enabled services, projects, images and banners only, and the organization
 * and About Us content. A staff member's preview (the web app's draft mode, entered only with a
 * live session) also sees disabled services, projects and banners, so they can be checked on the
 * real page before they are enabled; gallery images keep their own switch.
 */
import type { Prisma } from '@kasar/db';

import { MESSAGES } from '../messages';
import { toBannerOutput } from '../schemas/banner';
import { decimalToNumber, durationOf } from '../schemas/project';
import { toServiceContent, toServiceSummary } from '../schemas/service';
import type { ApiServices } from '../services';
import { found, NEWEST_FIRST, OLDEST_FIRST } from './listing';

export { getAboutUs as publicAboutUs, getOrganization as publicOrganization } from './settings';

const enabledImages = {
  where: { isEnabled: true },
  orderBy: NEWEST_FIRST,
  select: { id: true, imageUrl: true, alt: true },
} satisfies Prisma.Project$imagesArgs;

/** Whether disabled services, projects and banners are shown too (a staff preview). */
export interface Visibility {
  preview?: boolean;
}

/** Enabled rows only, or every row in a preview. */
const shown = ({ preview = false }: Visibility) => (preview ? {} : { isEnabled: true });

/** The enabled services, oldest first (the order they were added in). */
export async function publicServices({ db }: ApiServices) {
  const rows = await db.service.findMany({ where: { isEnabled: true }, orderBy: OLDEST_FIRST });
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

/** The enabled projects of each enabled service, keyed by the service's slug. */
export async function publicProjectsByService({ db }: ApiServices, visibility: Visibility = {}) {
  const services = await db.service.findMany({
    where: shown(visibility),
    orderBy: OLDEST_FIRST,
    select: {
      slug: true,
      name: true,
      projects: {
        where: shown(visibility),
        orderBy: NEWEST_FIRST,
        include: { images: enabledImages },
      },
    },
  });
  return Object.fromEntries(
    services.map((service) => [
      service.slug,
      service.projects.map((project) => ({
        id: project.id,
        title: project.title,
        category: service.name,
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
      })),
    ]),
  );
}

/** The enabled banners, oldest first. */
export async function publicBanners({ db }: ApiServices, visibility: Visibility = {}) {
  const rows = await db.banner.findMany({ where: shown(visibility), orderBy: OLDEST_FIRST });
  return rows.map(toBannerOutput);
}
