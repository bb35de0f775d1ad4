/** The gallery: project images, filtered by service and project; upload, delete, toggle. */
import type { Database, Prisma } from '@kasar/db';
import {
  galleryMessages,
  MAX_IMAGE_BYTES,
  type GalleryListQuery,
  type GalleryUpdateData,
  type GalleryUploadData,
} from '@kasar/validators';

import { invalidField } from '../errors';
import { MESSAGES } from '../messages';
import { galleryImageInclude, toGalleryImageOutput } from '../schemas/gallery';
import type { ApiServices } from '../services';
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

/** Images show on the projects page and their service's page. */
const CHANGES = ['projects' as const, 'services' as const];

async function findImage(db: Database, id: string) {
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

export async function getGalleryImage({ db }: ApiServices, id: string) {
  return toGalleryImageOutput(await findImage(db, id));
}

/** Stores the images and adds them to the project's gallery, all or none. */
export async function uploadGalleryImages(deps: ApiServices, input: GalleryUploadData) {
  const { db } = deps;
  const project = await db.project.findUnique({
    where: { id: input.project_id },
    select: { id: true },
  });
  if (!project) throw invalidField('project_id', galleryMessages.projectRequired);
  const created = await withUploads(deps, async (uploads) => {
    const stored = [];
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
    return db.$transaction(
      stored.map((file, index) =>
        db.projectImage.create({
          data: {
            projectId: input.project_id,
            imageUrl: file.url,
            storageKey: file.key,
            alt: input.alts?.[index] ?? null,
            isEnabled: input.is_enabled,
          },
          include: galleryImageInclude,
        }),
      ),
    );
  });
  await deps.onPublicDataChange(CHANGES);
  return created.map(toGalleryImageOutput);
}

export async function deleteGalleryImage(deps: ApiServices, id: string) {
  const existing = await findImage(deps.db, id);
  await deps.db.projectImage.delete({ where: { id } });
  await removeStoredFiles(deps, [existing.storageKey]);
  await deps.onPublicDataChange(CHANGES);
  return { id };
}

/** Changes an image's alternative text; it shows on the public pages that show the image. */
export async function updateGalleryImage(deps: ApiServices, input: GalleryUpdateData) {
  await findImage(deps.db, input.id);
  const updated = await deps.db.projectImage.update({
    where: { id: input.id },
    data: { alt: input.alt },
    include: galleryImageInclude,
  });
  await deps.onPublicDataChange(CHANGES);
  return toGalleryImageOutput(updated);
}

const setGalleryImageEnabled = (db: Database, id: string, isEnabled: boolean) =>
  db.projectImage.update({ where: { id }, data: { isEnabled }, include: galleryImageInclude });

export function toggleGalleryImage(deps: ApiServices, input: ToggleInput) {
  return toggleEnabled(deps, input, CHANGES, findImage, setGalleryImageEnabled).then(
    toGalleryImageOutput,
  );
}
