/**
 * What the trash keeps of a deleted service, project, banner or gallery image: its rows as they
 * were (with their children, positions and ids), as JSON, and the stored files they refer to.
 * The delete functions (service.ts, project.ts, banner.ts, gallery.ts) read the rows, put them
 * in the trash here and delete the live rows in the same transaction; trash.ts restores them.
 */
import type { Banner, Db, Prisma, Project, ProjectImage, Service, ServiceFeature } from '@kasar/db';

import type { AuditedServices } from '../services';

// Types, not interfaces: a snapshot is stored as JSON, and only a type's fields count as JSON's.
export type ImageSnapshot = {
  id: string;
  projectId: string;
  imageUrl: string;
  storageKey: string;
  alt: string | null;
  /** Focal point in percent; absent in snapshots taken before focal points existed. */
  focalX?: number | null;
  focalY?: number | null;
  isEnabled: boolean;
  position: number;
  createdAt: string;
};

export type ProjectSnapshot = {
  id: string;
  serviceId: string;
  title: string;
  /** The decimal as text, so no digit is lost. */
  builtupAreaSqft: string | null;
  location: string;
  clientName: string;
  startMonth: string;
  startYear: number;
  endMonth: string | null;
  endYear: number | null;
  scopeOfWork: string;
  isEnabled: boolean;
  position: number;
  isFeatured: boolean;
  createdAt: string;
  updatedAt: string;
  /** In gallery order. */
  images: ImageSnapshot[];
};

export type FeatureSnapshot = {
  id: string;
  position: number;
  title: string;
  description: string | null;
};

export type ServiceSnapshot = {
  id: string;
  name: string;
  slug: string;
  headline: string;
  description: string;
  heroImageUrl: string | null;
  heroImageKey: string | null;
  heroImageAlt: string | null;
  /** Focal point of the hero in percent; absent in snapshots taken before focal points existed. */
  heroFocalX?: number | null;
  heroFocalY?: number | null;
  /** Search appearance; absent in snapshots taken before it existed. */
  seoTitle?: string | null;
  seoDescription?: string | null;
  seoImageUrl?: string | null;
  seoImageKey?: string | null;
  noindex?: boolean;
  isEnabled: boolean;
  offerings: string[];
  projectsCompleted: number | null;
  satisfiedClients: number | null;
  onTimeDelivery: number | null;
  position: number;
  createdAt: string;
  updatedAt: string;
  features: FeatureSnapshot[];
  /** In portfolio order, each with its images. */
  projects: ProjectSnapshot[];
};

export type BannerSnapshot = {
  id: string;
  imageUrl: string;
  storageKey: string;
  imageAlt: string | null;
  /** Focal point in percent; absent in snapshots taken before focal points existed. */
  focalX?: number | null;
  focalY?: number | null;
  headline: string;
  tagline: string | null;
  isEnabled: boolean;
  position: number;
  createdAt: string;
  updatedAt: string;
};

/** How a delete reads a service: with its features, projects and their images, in order. */
export const serviceTrashInclude = {
  features: { orderBy: { position: 'asc' } },
  projects: { orderBy: { position: 'asc' }, include: { images: { orderBy: { position: 'asc' } } } },
} as const satisfies Prisma.ServiceInclude;

/** How a delete reads a project: with its images, in order, and its service's id. */
export const projectTrashInclude = {
  images: { orderBy: { position: 'asc' } },
} as const satisfies Prisma.ProjectInclude;

export function imageSnapshot(row: ProjectImage): ImageSnapshot {
  return {
    id: row.id,
    projectId: row.projectId,
    imageUrl: row.imageUrl,
    storageKey: row.storageKey,
    alt: row.alt,
    focalX: row.focalX,
    focalY: row.focalY,
    isEnabled: row.isEnabled,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
  };
}

export function projectSnapshot(row: Project & { images: ProjectImage[] }): ProjectSnapshot {
  return {
    id: row.id,
    serviceId: row.serviceId,
    title: row.title,
    builtupAreaSqft: row.builtupAreaSqft === null ? null : row.builtupAreaSqft.toString(),
    location: row.location,
    clientName: row.clientName,
    startMonth: row.startMonth,
    startYear: row.startYear,
    endMonth: row.endMonth,
    endYear: row.endYear,
    scopeOfWork: row.scopeOfWork,
    isEnabled: row.isEnabled,
    position: row.position,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    images: row.images.map(imageSnapshot),
  };
}

export function serviceSnapshot(
  row: Service & {
    features: ServiceFeature[];
    projects: (Project & { images: ProjectImage[] })[];
  },
): ServiceSnapshot {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    headline: row.headline,
    description: row.description,
    heroImageUrl: row.heroImageUrl,
    heroImageKey: row.heroImageKey,
    heroImageAlt: row.heroImageAlt,
    heroFocalX: row.heroFocalX,
    heroFocalY: row.heroFocalY,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoImageUrl: row.seoImageUrl,
    seoImageKey: row.seoImageKey,
    noindex: row.noindex,
    isEnabled: row.isEnabled,
    offerings: row.offerings,
    projectsCompleted: row.projectsCompleted,
    satisfiedClients: row.satisfiedClients,
    onTimeDelivery: row.onTimeDelivery,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    features: row.features.map((feature) => ({
      id: feature.id,
      position: feature.position,
      title: feature.title,
      description: feature.description,
    })),
    projects: row.projects.map(projectSnapshot),
  };
}

export function bannerSnapshot(row: Banner): BannerSnapshot {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    storageKey: row.storageKey,
    imageAlt: row.imageAlt,
    focalX: row.focalX,
    focalY: row.focalY,
    headline: row.headline,
    tagline: row.tagline,
    isEnabled: row.isEnabled,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What a change of the trash tells the caches besides the pages: an item went in or out, so the
 * stored files it withholds from the public are read again (withheld-files.ts).
 */
export const TRASH_CHANGES = ['trash' as const];

/** One item going into the trash, by kind, with what it keeps. */
export type TrashEntry =
  | { kind: 'SERVICE'; snapshot: ServiceSnapshot }
  | { kind: 'PROJECT'; snapshot: ProjectSnapshot }
  | { kind: 'BANNER'; snapshot: BannerSnapshot }
  | { kind: 'PROJECT_IMAGE'; snapshot: ImageSnapshot; serviceId: string; projectTitle: string };

const projectImageKeys = (project: ProjectSnapshot) =>
  project.images.map((image) => image.storageKey);

/** The columns of the entry's trash row other than who deleted it and when. */
function trashColumns(entry: TrashEntry) {
  switch (entry.kind) {
    case 'SERVICE': {
      const { snapshot } = entry;
      const firstImage = snapshot.projects.flatMap((project) => project.images)[0];
      return {
        label: snapshot.name,
        thumbnailUrl: snapshot.heroImageUrl ?? firstImage?.imageUrl ?? null,
        storageKeys: [
          snapshot.heroImageKey,
          snapshot.seoImageKey,
          ...snapshot.projects.flatMap(projectImageKeys),
        ].filter((key): key is string => typeof key === 'string'),
        serviceId: null,
        projectId: null,
      };
    }
    case 'PROJECT':
      return {
        label: entry.snapshot.title,
        thumbnailUrl: entry.snapshot.images[0]?.imageUrl ?? null,
        storageKeys: projectImageKeys(entry.snapshot),
        serviceId: entry.snapshot.serviceId,
        projectId: null,
      };
    case 'BANNER':
      return {
        label: entry.snapshot.headline,
        thumbnailUrl: entry.snapshot.imageUrl,
        storageKeys: [entry.snapshot.storageKey],
        serviceId: null,
        projectId: null,
      };
    case 'PROJECT_IMAGE':
      return {
        label: entry.projectTitle,
        thumbnailUrl: entry.snapshot.imageUrl,
        storageKeys: [entry.snapshot.storageKey],
        serviceId: entry.serviceId,
        projectId: entry.snapshot.projectId,
      };
  }
}

/**
 * Writes the entry's trash row, naming the caller as who deleted it; call it in the delete's
 * transaction, before or after the live rows go.
 */
export async function moveToTrash(
  deps: Pick<AuditedServices, 'actor' | 'now'>,
  tx: Db,
  entry: TrashEntry,
): Promise<void> {
  const columns = trashColumns(entry);
  await tx.trashItem.create({
    data: {
      kind: entry.kind,
      entityId: entry.snapshot.id,
      ...columns,
      label: columns.label.slice(0, 255),
      snapshot: entry.snapshot,
      deletedById: deps.actor?.id ?? null,
      deletedByEmail: deps.actor?.email ?? null,
      deletedAt: deps.now(),
    },
  });
}
