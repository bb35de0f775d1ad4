/**
 * The gallery: project images, filtered by service and project; upload, delete, toggle, and their
 * order inside their project.
 */
import type { Db, Prisma } from '@kasar/db';
import {
  galleryMessages,
  type GalleryListQuery,
  type GalleryUpdateData,
  type GalleryReorderData,
  type GalleryUploadData,
} from '@kasar/validators';

import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import { galleryImageInclude, toGalleryImageOutput } from '../schemas/gallery';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices, AuditedTransactionServices } from '../services';
import { withUploads } from '../uploads';
import {
  contains,
  findPage,
  found,
  NEWEST_FIRST,
  statusFilter,
  targetOf,
  type AuditTarget,
  type ToggleInput,
} from './listing';
import { savePhotos } from './photos';
import { closeGaps, galleryList, IN_ORDER, lockLists, nextPosition, reorderList } from './ordering';
import { galleryImageRecord, galleryImageSnapshot } from '../entities/gallery-image';
import { moveToTrash, TRASH_CHANGES } from './trash/put-in';
import type { ServiceScope } from './service-scope';

/** Images show on the projects page and their service's page. */
/** What a change of a gallery image revalidates (its entity record says). */
export const GALLERY_CHANGES = galleryImageRecord.revalidates;

/** An image is named by its project's title. */
const AUDIT: AuditTarget<{ project: { title: string } }, 'gallery_image'> = {
  entity: galleryImageRecord.entity,
  label: (image) => image.project.title,
};

/** The gallery image as its wire shape needs it, or a 404. */
async function findGalleryImage(db: Db, id: string) {
  return found(
    await db.projectImage.findUnique({ where: { id }, include: galleryImageInclude }),
    MESSAGES.imageNotFound,
  );
}

export function listGalleryImages(
  { db }: ApiServices,
  query: GalleryListQuery,
  within: ServiceScope = null,
) {
  const search = query.search;
  const project: Prisma.ProjectWhereInput = {
    ...(query.service_id ? { serviceId: query.service_id } : {}),
    ...(within ? { AND: [{ serviceId: { in: [...within] } }] } : {}),
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
    db.projectImage,
    query,
    { where, include: galleryImageInclude, orderBy: NEWEST_FIRST },
    toGalleryImageOutput,
  );
}

async function assertProjectExists(db: Db, projectId: string) {
  const project = await db.project.findUnique({
    where: { id: projectId },
    select: { id: true, title: true },
  });
  if (!project) throw invalidField('project_id', galleryMessages.projectRequired);
  return project;
}

export async function getGalleryImage({ db }: Pick<ApiServices, 'db'>, id: string) {
  return toGalleryImageOutput(await findGalleryImage(db, id));
}

/** Stores the images and adds them to the project's gallery, all or none. */
export async function uploadGalleryImages(deps: AuditedServices, input: GalleryUploadData) {
  const { db } = deps;
  await assertProjectExists(db, input.project_id);
  const created = await withUploads(deps, async (uploads) => {
    const stored = await savePhotos(uploads, input.images, 'projects');
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
              alt: input.alts?.[index] ?? null,
              isEnabled: input.is_enabled,
              position: first + index,
            },
            include: galleryImageInclude,
          }),
        );
      }
      const images = rows.map(toGalleryImageOutput);
      await deps.audit(
        tx,
        rows.map((row, index) =>
          entityEvent('gallery_image.upload', targetOf(AUDIT, row), null, images[index] ?? null),
        ),
      );
      return images;
    });
  });
  await deps.onPublicDataChange(GALLERY_CHANGES);
  return created;
}

/** Moves the image to the trash: it leaves its gallery at once, its file stays. */
export async function deleteGalleryImage(deps: AuditedServices, id: string) {
  const existing = await findGalleryImage(deps.db, id);
  const list = galleryList(existing.projectId);
  await deps.db.$transaction(async (tx) => {
    await lockLists(tx, list);
    // Gone already when a concurrent delete took it first.
    const row = await tx.projectImage.findUnique({ where: { id } });
    if (!row) throw notFound(MESSAGES.imageNotFound);
    await moveToTrash(deps, tx, {
      kind: 'PROJECT_IMAGE',
      snapshot: galleryImageSnapshot(row),
      serviceId: existing.project.service.id,
      projectTitle: existing.project.title,
    });
    await tx.projectImage.delete({ where: { id } });
    await closeGaps(tx, list);
    await deps.audit(
      tx,
      entityEvent('gallery_image.delete', targetOf(AUDIT, existing), null, null),
    );
  });
  await deps.onPublicDataChange([...GALLERY_CHANGES, ...TRASH_CHANGES]);
  return { id };
}

/**
 * Changes an image's alternative text and focal point (each absent stays, null clears it); both
 * show on the public pages that show the image.
 */
export async function updateGalleryImage(deps: AuditedServices, input: GalleryUpdateData) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findGalleryImage(tx, input.id);
    const row = await tx.projectImage.update({
      where: { id: input.id },
      data: {
        alt: input.alt,
        // Absent focal_point keeps it; null clears both coordinates.
        ...(input.focal_point === undefined
          ? {}
          : { focalX: input.focal_point?.x ?? null, focalY: input.focal_point?.y ?? null }),
      },
      include: galleryImageInclude,
    });
    const [before, after] = [toGalleryImageOutput(existing), toGalleryImageOutput(row)];
    await deps.audit(tx, entityEvent('gallery_image.update', targetOf(AUDIT, row), before, after));
    return after;
  });
  await deps.onPublicDataChange(GALLERY_CHANGES);
  return updated;
}

/** Sets `is_enabled`, or flips it when absent. */
export async function toggleGalleryImage(deps: AuditedTransactionServices, input: ToggleInput) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findGalleryImage(tx, input.id);
    const row = await tx.projectImage.update({
      where: { id: input.id },
      data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
      include: galleryImageInclude,
    });
    const [before, after] = [toGalleryImageOutput(existing), toGalleryImageOutput(row)];
    await deps.audit(tx, entityEvent('gallery_image.toggle', targetOf(AUDIT, row), before, after));
    return after;
  });
  await deps.onPublicDataChange(GALLERY_CHANGES);
  return updated;
}

/**
 * Every image of a project in gallery order (the disabled ones keep their place, hidden); without
 * a project, every image, project by project in portfolio order.
 */
export async function galleryOrder(
  { db }: ApiServices,
  projectId?: string,
  within: ServiceScope = null,
) {
  if (projectId) await assertProjectExists(db, projectId);
  const rows = await db.projectImage.findMany({
    where: {
      ...(projectId ? { projectId } : {}),
      ...(within ? { project: { serviceId: { in: [...within] } } } : {}),
    },
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
export async function reorderGallery(deps: AuditedServices, input: GalleryReorderData) {
  const project = await assertProjectExists(deps.db, input.project_id);
  // Recorded on the project whose gallery was put in order.
  const target = { entity: 'project', id: project.id, label: project.title };
  await reorderList(
    deps,
    galleryList(input.project_id),
    input.ids,
    'gallery_image.reorder',
    target,
  );
  await deps.onPublicDataChange(GALLERY_CHANGES);
  return galleryOrder(deps, input.project_id);
}
