/** Admin procedures for the gallery: images of projects, filtered by service and project. */
import {
  galleryListInput,
  galleryUploadInput,
  idInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  deleteGalleryImage,
  getGalleryImage,
  listGalleryImages,
  toggleGalleryImage,
  uploadGalleryImages,
} from '../domain/gallery';
import { paginated } from '../schemas/common';
import { galleryImageOutput } from '../schemas/gallery';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';

export const galleryRouter = {
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/project-images',
        paginated: true,
        tag: 'Gallery',
        summary: 'List gallery images (service_id, project_id, search, status, page, limit)',
      },
    })
    .input(galleryListInput)
    .output(paginated(galleryImageOutput))
    .query(({ ctx, input }) => listGalleryImages(ctx, input)),

  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/project-images/{id}',
        tag: 'Gallery',
        summary: 'Read one gallery image',
      },
    })
    .input(idInput)
    .output(galleryImageOutput)
    .query(({ ctx, input }) => getGalleryImage(ctx, input.id)),

  upload: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/project-images',
        input: 'multipart',
        status: 201,
        message: MESSAGES.imagesUploaded,
        tag: 'Gallery',
        summary: 'Upload 1 to 10 images (repeated field `images[]`) to a project',
      },
    })
    .input(galleryUploadInput)
    .output(z.array(galleryImageOutput))
    .mutation(({ ctx, input }) => uploadGalleryImages(ctx, input)),

  delete: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/dashboard/project-images/{id}',
        message: MESSAGES.imageDeleted,
        tag: 'Gallery',
        summary: 'Delete a gallery image and its file',
      },
    })
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteGalleryImage(ctx, input.id)),

  toggleStatus: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/project-images/{id}/toggle-status',
        message: MESSAGES.imageStatusUpdated,
        tag: 'Gallery',
        summary: 'Enable or disable a gallery image (flips it when the body has no is_enabled)',
      },
    })
    .input(toggleStatusInput)
    .output(galleryImageOutput)
    .mutation(({ ctx, input }) => toggleGalleryImage(ctx, input)),
} satisfies TRPCRouterRecord;
