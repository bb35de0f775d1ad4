/** Wire shapes of services (admin and public) and the mapping from database rows. */
import type { Prisma } from '@kasar/db';
import { STATISTIC_KEYS } from '@kasar/validators';
import { z } from 'zod';

import { focalPointOf, focalPointOutput, isoDate } from './common';

export const featureOutput = z.object({ title: z.string(), description: z.string().nullable() });
export const statisticOutput = z.object({ key: z.enum(STATISTIC_KEYS), value: z.number().int() });

/** Search appearance: null keeps the page's generated title, description or social image. */
const serviceSeoShape = {
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_image: z.string().nullable(),
  /** True: the page asks search engines not to list it, and the sitemap leaves it out. */
  noindex: z.boolean(),
};

export const serviceOutput = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  slug: z.string(),
  headline: z.string(),
  description: z.string(),
  hero_image: z.string().nullable(),
  /** Alternative text of the hero image; null: describe it from the name. */
  hero_image_alt: z.string().nullable(),
  /** The spot every crop of the hero keeps in frame, in percent; null: crops are centred. */
  hero_focal_point: focalPointOutput.nullable(),
  ...serviceSeoShape,
  is_enabled: z.boolean(),
  features: z.array(featureOutput),
  services: z.array(z.string()),
  statistics: z.array(statisticOutput),
  projects_count: z.number().int(),
  position: z.number().int().describe('Place in the navigation and footer, from 0'),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ServiceOutput = z.infer<typeof serviceOutput>;

/** A service as its draft has it: the read shape without its place, flag and count. */
export const serviceDraftContent = serviceOutput.omit({
  position: true,
  is_enabled: true,
  projects_count: true,
});

/** What a create or an update answers: the service, and what staff should know of the save. */
export const serviceSaveOutput = serviceOutput.extend({
  notice: z
    .string()
    .nullable()
    .describe(
      'Set when the save removed a redirect: the service’s page now answers at an address a redirect led away from',
    ),
});

export const publicServiceSummaryOutput = serviceOutput.pick({
  id: true,
  name: true,
  title: true,
  slug: true,
  headline: true,
  description: true,
  hero_image: true,
  hero_image_alt: true,
  hero_focal_point: true,
});

export const galleryImageRefOutput = z.object({
  id: z.string(),
  image_url: z.string(),
  alt: z.string().nullable(),
  /** The spot the gallery grid's crop keeps in frame, in percent; null: centred. */
  focal_point: focalPointOutput.nullable(),
  project_title: z.string(),
});

export const publicServiceDetailOutput = publicServiceSummaryOutput.extend({
  ...serviceSeoShape,
  features: z.array(featureOutput),
  services: z.array(z.string()),
  statistics: z.array(statisticOutput),
  gallery_images: z.array(galleryImageRefOutput),
  updated_at: isoDate,
});

export const serviceDeletionImpactOutput = z.object({
  projects: z.number().int(),
  images: z.number().int(),
});

export const serviceInclude = {
  features: { orderBy: { position: 'asc' } },
  _count: { select: { projects: true } },
} as const satisfies Prisma.ServiceInclude;

type ServiceRow = Prisma.ServiceGetPayload<{ include: typeof serviceInclude }>;
type ServiceStatsRow = Pick<
  ServiceRow,
  'projectsCompleted' | 'satisfiedClients' | 'onTimeDelivery'
>;

export function statisticsOf(row: ServiceStatsRow): z.infer<typeof statisticOutput>[] {
  const values: Record<(typeof STATISTIC_KEYS)[number], number | null> = {
    projectsCompleted: row.projectsCompleted,
    satisfiedClients: row.satisfiedClients,
    onTimeDelivery: row.onTimeDelivery,
  };
  return STATISTIC_KEYS.flatMap((key) => {
    const value = values[key];
    return value === null ? [] : [{ key, value }];
  });
}

type ServiceSummaryRow = Pick<
  ServiceRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'headline'
  | 'description'
  | 'heroImageUrl'
  | 'heroImageAlt'
  | 'heroFocalX'
  | 'heroFocalY'
>;

/** What a service card shows: the public list's item and the start of every service shape. */
export function toServiceSummary(
  row: ServiceSummaryRow,
): z.infer<typeof publicServiceSummaryOutput> {
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    slug: row.slug,
    headline: row.headline,
    description: row.description,
    hero_image: row.heroImageUrl,
    hero_image_alt: row.heroImageAlt,
    hero_focal_point: focalPointOf(row.heroFocalX, row.heroFocalY),
  };
}

/** A service's search appearance, as its page's <head> uses it. */
export function toServiceSeo(
  row: Pick<ServiceRow, 'seoTitle' | 'seoDescription' | 'seoImageUrl' | 'noindex'>,
) {
  return {
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_image: row.seoImageUrl,
    noindex: row.noindex,
  };
}

/** The page content of a service: features, offerings and statistics. */
export function toServiceContent(
  row: ServiceStatsRow & Pick<ServiceRow, 'features' | 'offerings'>,
) {
  return {
    features: row.features.map((feature) => ({
      title: feature.title,
      description: feature.description,
    })),
    services: row.offerings,
    statistics: statisticsOf(row),
  };
}

export function toServiceOutput(row: ServiceRow): ServiceOutput {
  return {
    ...toServiceSummary(row),
    ...toServiceSeo(row),
    is_enabled: row.isEnabled,
    ...toServiceContent(row),
    projects_count: row._count.projects,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
