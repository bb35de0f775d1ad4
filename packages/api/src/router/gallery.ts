/**
 * Admin procedures for the gallery: images of projects, filtered by service and project, and
 * their order inside their project.
 */
import {
  galleryListInput,
  galleryUpdateInput,
  galleryOrderQuery,
  galleryReorderInput,
  galleryUploadInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  deleteGalleryImage,
  getGalleryImage,
  galleryOrder,
  listGalleryImages,
  reorderGallery,
  toggleGalleryImage,
  updateGalleryImage,
  uploadGalleryImages,
} from '../domain/gallery';
import { galleryImageOutput } from '../schemas/gallery';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { entityProcedures } from '../trpc/entity';

const gallery = entityProcedures('Gallery', '/dashboard/project-images', {
  noun: 'gallery image',
  item: galleryImageOutput,
  ordered: { items: 'images of a project (its gallery)', scope: 'project_id' },
});

export const galleryRouter = {
  list: gallery.list(
    'List gallery images (service_id, project_id, search, status, page, limit)',
    galleryListInput,
    listGalleryImages,
  ),

  /** Every image of a project in gallery order. */
  order: gallery.order(galleryOrderQuery, (ctx, input) => galleryOrder(ctx, input.project_id)),

  /** A new gallery order of a project's images: every one's id once. */
  reorder: gallery.reorder(MESSAGES.imagesReordered, galleryReorderInput, reorderGallery),

  get: gallery.get(getGalleryImage),

  upload: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/project-images',
        input: 'multipart',
        status: 201,
        message: MESSAGES.imagesUploaded,
        tag: 'Gallery',
        summary:
          'Upload 1 to 10 images (repeated field `images[]`, alternative texts in `alts[]`) to a project',
      },
    })
    .input(galleryUploadInput)
    .output(z.array(galleryImageOutput))
    .mutation(({ ctx, input }) => uploadGalleryImages(ctx, input)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/project-images/{id}',
        message: MESSAGES.imageUpdated,
        tag: 'Gallery',
        summary: "Change a gallery image's alternative text (`alt`; empty clears it)",
      },
    })
    .input(galleryUpdateInput)
    .output(galleryImageOutput)
    .mutation(({ ctx, input }) => updateGalleryImage(ctx, input)),

  delete: gallery.delete(MESSAGES.imageDeleted, deleteGalleryImage, {
    summary: 'Delete a gallery image and its file',
  }),

  toggleStatus: gallery.toggleStatus(MESSAGES.imageStatusUpdated, toggleGalleryImage),
} satisfies TRPCRouterRecord;
