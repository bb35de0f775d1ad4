/**
 * The gallery: project images, filtered by service and project; upload, delete, toggle, and their
 * order inside their project.
 */
import type { Database, Prisma } from '@kasar/db';
import {
  galleryMessages,
  MAX_IMAGE_BYTES,
  type GalleryListQuery,
  type GalleryReorderData,
  type GalleryUploadData,
} from '@kasar/validators';

import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import { galleryImageInclude, toGalleryImageOutput } from '../schemas/gallery';
import type { ApiServices } from '../services';
import type { StoredFile } from '../storage';
import { PHOTO_KINDS, removeStoredFiles, withUploads } from '../uploads';
import {
  contains,
  findPage,
  found,
  NEWEST_FIRST,
  statusFilter,
  toggleEnabled,
  type ToggleInput,
} from './listing';
import {
  closeGaps,
  galleryList,
  IN_ORDER,
  lockLists,
  nextPosition,
  reorderList,
  type Transaction,
} from './ordering';

/** Images show on the projects page and their service's page. */
const CHANGES = ['projects' as const, 'services' as const];

async function findImage(db: Database | Transaction, id: string) {
  return found(
    await db.projectImage.findUnique({ where: { id }, include: galleryImageInclude }),
    MESSAGES.imageNotFound,
  );
}

export function listGalleryImages({ db }: ApiServices, query: GalleryListQuery) {
  const search = query.search;
  const project: Prisma.ProjectWhereInput = {
    ...(query.service_id ? { serviceId: query.service_id } : {}),
    ...(search
      ? {
          OR: [
            contains('title', search),
            contains('clientName', search),
            contains('location', search),
            { service: contains('name', search) },
          ],
        }
      : {}),
  };
  const where: Prisma.ProjectImageWhereInput = {
    ...statusFilter(query.status),
    ...(query.project_id ? { projectId: query.project_id } : {}),
    project,
  };
  return findPage(
    db,
    query,
    {
      count: db.projectImage.count({ where }),
      rows: (window) =>
        db.projectImage.findMany({
          where,
          include: galleryImageInclude,
          orderBy: NEWEST_FIRST,
          ...window,
        }),
    },
    toGalleryImageOutput,
  );
}

async function assertProjectExists(db: Database, projectId: string) {
  const project = await db.project.findUnique({ where: { id: projectId }, select: { id: true } });
  if (!project) throw invalidField('project_id', galleryMessages.projectRequired);
}

export async function getGalleryImage({ db }: ApiServices, id: string) {
  return toGalleryImageOutput(await findImage(db, id));
}

/** Stores the images and adds them to the project's gallery, all or none. */
export async function uploadGalleryImages(deps: ApiServices, input: GalleryUploadData) {
  const { db } = deps;
  await assertProjectExists(db, input.project_id);
  const created = await withUploads(deps, async (uploads) => {
    const stored: StoredFile[] = [];
    for (const [index, file] of input.images.entries()) {
      stored.push(
        await uploads.save(file, {
          field: `images.${index}`,
          folder: 'projects',
          allowed: PHOTO_KINDS,
          maxBytes: MAX_IMAGE_BYTES,
          sizeMessage: galleryMessages.fileTooLarge(file.name),
          typeMessage: galleryMessages.fileType(file.name),
        }),
      );
    }
    const list = galleryList(input.project_id);
    return db.$transaction(async (tx) => {
      await lockLists(tx, list);
      // The new images go after the gallery's last one, in the order they were sent.
      const first = await nextPosition(tx, list);
      const rows = [];
      for (const [index, file] of stored.entries()) {
        rows.push(
          await tx.projectImage.create({
            data: {
              projectId: input.project_id,
              imageUrl: file.url,
              storageKey: file.key,
              isEnabled: input.is_enabled,
              position: first + index,
            },
            include: galleryImageInclude,
          }),
        );
      }
      return rows;
    });
  });
  await deps.onPublicDataChange(CHANGES);
  return created.map(toGalleryImageOutput);
}

export async function deleteGalleryImage(deps: ApiServices, id: string) {
  const existing = await findImage(deps.db, id);
  const list = galleryList(existing.projectId);
  await deps.db.$transaction(async (tx) => {
    await lockLists(tx, list);
    // Gone already when a concurrent delete took it first.
    const { count } = await tx.projectImage.deleteMany({ where: { id } });
    if (count === 0) throw notFound(MESSAGES.imageNotFound);
    await closeGaps(tx, list);
  });
  await removeStoredFiles(deps, [existing.storageKey]);
  await deps.onPublicDataChange(CHANGES);
  return { id };
}

const setGalleryImageEnabled = (db: Database, id: string, isEnabled: boolean) =>
  db.projectImage.update({ where: { id }, data: { isEnabled }, include: galleryImageInclude });

export function toggleGalleryImage(deps: ApiServices, input: ToggleInput) {
  return toggleEnabled(deps, input, CHANGES, findImage, setGalleryImageEnabled).then(
    toGalleryImageOutput,
  );
}

/**
 * Every image of a project in gallery order (the disabled ones keep their place, hidden); without
 * a project, every image, project by project in portfolio order.
 */
export async function galleryOrder({ db }: ApiServices, projectId?: string) {
  if (projectId) await assertProjectExists(db, projectId);
  const rows = await db.projectImage.findMany({
    where: projectId ? { projectId } : {},
    include: galleryImageInclude,
    orderBy: [
      { project: { service: { position: 'asc' } } },
      { project: { position: 'asc' } },
      ...IN_ORDER,
    ],
  });
  return rows.map(toGalleryImageOutput);
}

/** Puts a project's gallery in the order of `ids` (every image of it, once each). */
export async function reorderGallery(deps: ApiServices, input: GalleryReorderData) {
  await assertProjectExists(deps.db, input.project_id);
  await reorderList(deps.db, galleryList(input.project_id), input.ids);
  await deps.onPublicDataChange(CHANGES);
  return galleryOrder(deps, input.project_id);
}
