/**
 * The project, an item of the portfolio under one service: its snapshot (what the trash and the
 * version history keep of it; the trash's also holds its images), its names and the pages it
 * revalidates. Its photos are gallery images (./gallery-image.ts).
 */
import type { Prisma, Project, ProjectImage } from '@kasar/db';
import { z } from 'zod';

import {
  galleryImageFromLegacyTrash,
  galleryImageSnapshot,
  galleryImageSnapshotSchema,
} from './gallery-image';
import type { EntityRecord } from './record';
import { snapshotTime, type SnapshotFormat } from './snapshot';

export const projectSnapshotSchema = z.object({
  id: z.string(),
  service_id: z.string(),
  title: z.string(),
  /** The decimal as text, so no digit is lost. */
  builtup_area_sqft: z.string().nullable(),
  location: z.string(),
  client_name: z.string(),
  start_month: z.string(),
  start_year: z.number().int(),
  end_month: z.string().nullable(),
  end_year: z.number().int().nullable(),
  scope_of_work: z.string(),
  is_enabled: z.boolean(),
  position: z.number().int(),
  is_featured: z.boolean(),
  created_at: snapshotTime,
  updated_at: snapshotTime,
});
export type ProjectSnapshot = z.infer<typeof projectSnapshotSchema>;

/** What the trash keeps of a deleted project: the project and its images, in gallery order. */
export const projectTrashSnapshotSchema = projectSnapshotSchema.extend({
  images: z.array(galleryImageSnapshotSchema),
});
export type ProjectTrashSnapshot = z.infer<typeof projectTrashSnapshotSchema>;

export const projectSnapshotFormat: SnapshotFormat<ProjectSnapshot> = {
  schema: projectSnapshotSchema,
  upgrades: {},
};

export const projectTrashSnapshotFormat: SnapshotFormat<ProjectTrashSnapshot> = {
  schema: projectTrashSnapshotSchema,
  upgrades: {},
};

export const projectRecord = {
  entity: 'project',
  label: 'Project',
  noun: 'project',
  router: 'projects',
  rest: '/dashboard/service-projects',
  table: 'projects',
  trashKind: 'PROJECT',
  versionEntity: 'PROJECT',
  // A service's page lists its projects' photos.
  revalidates: ['projects', 'services'],
  files: [],
  parent: { entity: 'service', field: 'service_id' },
  children: [{ entity: 'gallery_image', field: 'images' }],
  snapshot: projectSnapshotFormat,
} as const satisfies EntityRecord<ProjectSnapshot>;

export function projectSnapshot(row: Project): ProjectSnapshot {
  return {
    id: row.id,
    service_id: row.serviceId,
    title: row.title,
    builtup_area_sqft: row.builtupAreaSqft === null ? null : row.builtupAreaSqft.toString(),
    location: row.location,
    client_name: row.clientName,
    start_month: row.startMonth,
    start_year: row.startYear,
    end_month: row.endMonth,
    end_year: row.endYear,
    scope_of_work: row.scopeOfWork,
    is_enabled: row.isEnabled,
    position: row.position,
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a delete reads of a project for the trash: its images, in gallery order. */
export const projectTrashInclude = {
  images: { orderBy: { position: 'asc' } },
} as const satisfies Prisma.ProjectInclude;

export function projectTrashSnapshot(
  row: Project & { images: ProjectImage[] },
): ProjectTrashSnapshot {
  return { ...projectSnapshot(row), images: row.images.map(galleryImageSnapshot) };
}

/** The columns a restore creates the project with (its place and featured flag are its own). */
export function projectColumns(
  snapshot: ProjectSnapshot,
): Omit<Prisma.ProjectUncheckedCreateInput, 'position' | 'isFeatured'> {
  return {
    id: snapshot.id,
    serviceId: snapshot.service_id,
    title: snapshot.title,
    builtupAreaSqft: snapshot.builtup_area_sqft,
    location: snapshot.location,
    clientName: snapshot.client_name,
    startMonth: snapshot.start_month,
    startYear: snapshot.start_year,
    endMonth: snapshot.end_month,
    endYear: snapshot.end_year,
    scopeOfWork: snapshot.scope_of_work,
    isEnabled: snapshot.is_enabled,
    createdAt: new Date(snapshot.created_at),
    updatedAt: new Date(snapshot.updated_at),
  };
}

// Snapshots stored before snapshots had versions (version 0), read once into version 1.

/** A project row of a version-0 trash snapshot (its own, or inside its service's), in camelCase. */
export function projectFromLegacyRow(old: Record<string, unknown>): Record<string, unknown> {
  return {
    id: old.id,
    service_id: old.serviceId,
    title: old.title,
    builtup_area_sqft: old.builtupAreaSqft ?? null,
    location: old.location,
    client_name: old.clientName,
    start_month: old.startMonth,
    start_year: old.startYear,
    end_month: old.endMonth ?? null,
    end_year: old.endYear ?? null,
    scope_of_work: old.scopeOfWork,
    is_enabled: old.isEnabled,
    position: old.position,
    is_featured: old.isFeatured ?? false,
    created_at: old.createdAt,
    updated_at: old.updatedAt,
  };
}

/** A trash snapshot of version 0: the row in camelCase, with its images. */
export function projectFromLegacyTrash(old: Record<string, unknown>): Record<string, unknown> {
  const images = Array.isArray(old.images) ? (old.images as Record<string, unknown>[]) : [];
  return { ...projectFromLegacyRow(old), images: images.map(galleryImageFromLegacyTrash) };
}

/**
 * A version of version 0, read to be restored onto the live project `current`: the REST output
 * without the list's fields. What it did not keep (the place, the enabled and featured flags:
 * not content) is the live project's.
 */
export function projectFromLegacyVersion(
  data: Record<string, unknown>,
  current: ProjectSnapshot,
): Record<string, unknown> {
  const area = data.builtup_area_sqft;
  return {
    ...current,
    service_id: data.service_id,
    title: data.title,
    builtup_area_sqft: typeof area === 'number' ? String(area) : null,
    location: data.location,
    client_name: data.client_name,
    start_month: data.start_month,
    start_year: data.start_year,
    end_month: data.end_month ?? null,
    end_year: data.end_year ?? null,
    scope_of_work: data.scope_of_work,
    created_at: data.created_at,
    updated_at: data.updated_at,
  };
}
