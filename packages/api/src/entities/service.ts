/**
 * The service the firm offers: its snapshot (what the trash and the version history keep of it,
 * with its features; the trash's also holds its projects and their images), its stored files
 * (the hero and the social image), its names and the pages it revalidates.
 */
import type { Prisma, Project, ProjectImage, Service, ServiceFeature } from '@kasar/db';
import { z } from 'zod';

import {
  projectFromLegacyTrash,
  projectTrashSnapshot,
  projectTrashSnapshotSchema,
} from './project';
import type { EntityRecord } from './record';
import { legacyFocalPoint, snapshotPercent, snapshotTime, type SnapshotFormat } from './snapshot';

export const serviceFeatureSnapshotSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
});

export const serviceSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  headline: z.string(),
  description: z.string(),
  hero_image_url: z.string().nullable(),
  hero_image_key: z.string().nullable(),
  hero_image_alt: z.string().nullable(),
  hero_focal_x: snapshotPercent,
  hero_focal_y: snapshotPercent,
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_image_url: z.string().nullable(),
  seo_image_key: z.string().nullable(),
  noindex: z.boolean(),
  is_enabled: z.boolean(),
  offerings: z.array(z.string()),
  projects_completed: z.number().int().nullable(),
  satisfied_clients: z.number().int().nullable(),
  on_time_delivery: z.number().int().nullable(),
  position: z.number().int(),
  created_at: snapshotTime,
  updated_at: snapshotTime,
  /** In order. */
  features: z.array(serviceFeatureSnapshotSchema),
});
export type ServiceSnapshot = z.infer<typeof serviceSnapshotSchema>;

/** What the trash keeps of a deleted service: it, and its projects with their images, in order. */
export const serviceTrashSnapshotSchema = serviceSnapshotSchema.extend({
  projects: z.array(projectTrashSnapshotSchema),
});
export type ServiceTrashSnapshot = z.infer<typeof serviceTrashSnapshotSchema>;

export const serviceSnapshotFormat: SnapshotFormat<ServiceSnapshot> = {
  schema: serviceSnapshotSchema,
  upgrades: {},
};

export const serviceTrashSnapshotFormat: SnapshotFormat<ServiceTrashSnapshot> = {
  schema: serviceTrashSnapshotSchema,
  upgrades: {},
};

export const serviceRecord = {
  entity: 'service',
  label: 'Service',
  noun: 'service',
  router: 'services',
  rest: '/dashboard/services',
  table: 'services',
  trashKind: 'SERVICE',
  versionEntity: 'SERVICE',
  // The portfolio groups projects by service.
  revalidates: ['services', 'projects'],
  files: [
    { key: 'hero_image_key', url: 'hero_image_url', field: 'hero_image', label: 'hero image' },
    { key: 'seo_image_key', url: 'seo_image_url', field: 'seo_image', label: 'social image' },
  ],
  parent: null,
  children: [{ entity: 'project', field: 'projects' }],
  snapshot: serviceSnapshotFormat,
} as const satisfies EntityRecord<ServiceSnapshot>;

export function serviceSnapshot(row: Service & { features: ServiceFeature[] }): ServiceSnapshot {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    headline: row.headline,
    description: row.description,
    hero_image_url: row.heroImageUrl,
    hero_image_key: row.heroImageKey,
    hero_image_alt: row.heroImageAlt,
    hero_focal_x: row.heroFocalX,
    hero_focal_y: row.heroFocalY,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_image_url: row.seoImageUrl,
    seo_image_key: row.seoImageKey,
    noindex: row.noindex,
    is_enabled: row.isEnabled,
    offerings: row.offerings,
    projects_completed: row.projectsCompleted,
    satisfied_clients: row.satisfiedClients,
    on_time_delivery: row.onTimeDelivery,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    features: row.features.map((feature) => ({
      id: feature.id,
      position: feature.position,
      title: feature.title,
      description: feature.description,
    })),
  };
}

/** What a delete reads of a service for the trash: features, projects and their images, in order. */
export const serviceTrashInclude = {
  features: { orderBy: { position: 'asc' } },
  projects: { orderBy: { position: 'asc' }, include: { images: { orderBy: { position: 'asc' } } } },
} as const satisfies Prisma.ServiceInclude;

export function serviceTrashSnapshot(
  row: Service & {
    features: ServiceFeature[];
    projects: (Project & { images: ProjectImage[] })[];
  },
): ServiceTrashSnapshot {
  return { ...serviceSnapshot(row), projects: row.projects.map(projectTrashSnapshot) };
}

/** The columns a restore creates the service with (its slug and place are chosen then). */
export function serviceColumns(
  snapshot: ServiceSnapshot,
): Omit<Prisma.ServiceUncheckedCreateInput, 'slug' | 'position'> {
  return {
    id: snapshot.id,
    name: snapshot.name,
    headline: snapshot.headline,
    description: snapshot.description,
    heroImageUrl: snapshot.hero_image_url,
    heroImageKey: snapshot.hero_image_key,
    heroImageAlt: snapshot.hero_image_alt,
    heroFocalX: snapshot.hero_focal_x,
    heroFocalY: snapshot.hero_focal_y,
    seoTitle: snapshot.seo_title,
    seoDescription: snapshot.seo_description,
    seoImageUrl: snapshot.seo_image_url,
    seoImageKey: snapshot.seo_image_key,
    noindex: snapshot.noindex,
    isEnabled: snapshot.is_enabled,
    offerings: snapshot.offerings,
    projectsCompleted: snapshot.projects_completed,
    satisfiedClients: snapshot.satisfied_clients,
    onTimeDelivery: snapshot.on_time_delivery,
    createdAt: new Date(snapshot.created_at),
    updatedAt: new Date(snapshot.updated_at),
    features: {
      create: snapshot.features.map((feature) => ({
        id: feature.id,
        position: feature.position,
        title: feature.title,
        description: feature.description,
      })),
    },
  };
}

// Snapshots stored before snapshots had versions (version 0), read once into version 1.

/**
 * A trash snapshot of version 0: the row in camelCase, with its features and projects (no focal
 * point, search appearance or noindex before they existed).
 */
export function serviceFromLegacyTrash(old: Record<string, unknown>): Record<string, unknown> {
  const features = Array.isArray(old.features) ? (old.features as Record<string, unknown>[]) : [];
  const projects = Array.isArray(old.projects) ? (old.projects as Record<string, unknown>[]) : [];
  return {
    id: old.id,
    name: old.name,
    slug: old.slug,
    headline: old.headline,
    description: old.description,
    hero_image_url: old.heroImageUrl ?? null,
    hero_image_key: old.heroImageKey ?? null,
    hero_image_alt: old.heroImageAlt ?? null,
    hero_focal_x: old.heroFocalX ?? null,
    hero_focal_y: old.heroFocalY ?? null,
    seo_title: old.seoTitle ?? null,
    seo_description: old.seoDescription ?? null,
    seo_image_url: old.seoImageUrl ?? null,
    seo_image_key: old.seoImageKey ?? null,
    noindex: old.noindex ?? false,
    is_enabled: old.isEnabled,
    offerings: old.offerings ?? [],
    projects_completed: old.projectsCompleted ?? null,
    satisfied_clients: old.satisfiedClients ?? null,
    on_time_delivery: old.onTimeDelivery ?? null,
    position: old.position,
    created_at: old.createdAt,
    updated_at: old.updatedAt,
    features: features.map((feature) => ({
      id: feature.id,
      position: feature.position,
      title: feature.title,
      description: feature.description ?? null,
    })),
    projects: projects.map(projectFromLegacyTrash),
  };
}

/** The statistics of a version-0 version (`[{ key, value }]`, the filled ones only). */
function legacyStatistic(data: Record<string, unknown>, key: string): unknown {
  const list = Array.isArray(data.statistics) ? (data.statistics as Record<string, unknown>[]) : [];
  return list.find((statistic) => statistic.key === key)?.value ?? null;
}

/**
 * A version of version 0, read to be restored onto the live service `current`: the REST output
 * without the list's fields, and the keys of the images it had, in the order the save listed them
 * (hero, then social image; an image it did not have took no key). What it did not keep is the
 * live service's: the place and the enabled flag (not content), and the focal point, search
 * appearance and social image of a version from before they existed.
 */
export function serviceFromLegacyVersion(
  data: Record<string, unknown>,
  storageKeys: readonly string[],
  current: ServiceSnapshot,
): Record<string, unknown> {
  const keys = [...storageKeys];
  const keyOf = (url: unknown) => (typeof url === 'string' ? (keys.shift() ?? null) : null);
  const features = Array.isArray(data.features) ? (data.features as Record<string, unknown>[]) : [];
  const focal =
    data.hero_focal_point === undefined ? null : legacyFocalPoint(data.hero_focal_point);
  const heroKey = keyOf(data.hero_image);
  const hadSeo = data.seo_title !== undefined;
  const seoKey = hadSeo ? keyOf(data.seo_image) : current.seo_image_key;
  return {
    ...current,
    name: data.name,
    slug: data.slug,
    headline: data.headline,
    description: data.description,
    hero_image_url: data.hero_image ?? null,
    hero_image_key: heroKey,
    hero_image_alt: data.hero_image_alt ?? null,
    hero_focal_x: focal ? focal.x : current.hero_focal_x,
    hero_focal_y: focal ? focal.y : current.hero_focal_y,
    seo_title: hadSeo ? data.seo_title : current.seo_title,
    seo_description: hadSeo ? (data.seo_description ?? null) : current.seo_description,
    seo_image_url: hadSeo ? (data.seo_image ?? null) : current.seo_image_url,
    seo_image_key: seoKey,
    noindex: data.noindex ?? current.noindex,
    offerings: data.services ?? [],
    projects_completed: legacyStatistic(data, 'projectsCompleted'),
    satisfied_clients: legacyStatistic(data, 'satisfiedClients'),
    on_time_delivery: legacyStatistic(data, 'onTimeDelivery'),
    created_at: data.created_at,
    updated_at: data.updated_at,
    features: features.map((feature, position) => ({
      id: `legacy-${position}`,
      position,
      title: feature.title,
      description: feature.description ?? null,
    })),
  };
}
