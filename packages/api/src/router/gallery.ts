/**
 * Admin procedures for the gallery: images of projects, filtered by service and project, and
 * their order inside their project.
 */
import {
  galleryListInput,
  galleryOrderQuery,
  galleryReorderInput,
  galleryUploadInput,
  idInput,
  toggleStatusInput,
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
  uploadGalleryImages,
} from '../domain/gallery';
import { paginated } from '../schemas/common';
import { galleryImageOutput } from '../schemas/gallery';
import { authedProcedure } from '../trpc';

export const galleryRouter = {
  list: authedProcedure
    .input(galleryListInput)
    .output(paginated(galleryImageOutput))
    .query(({ ctx, input }) => listGalleryImages(ctx, input)),

  /** Every image of a project in gallery order. */
  order: authedProcedure
    .input(galleryOrderQuery)
    .output(z.array(galleryImageOutput))
    .query(({ ctx, input }) => galleryOrder(ctx, input.project_id)),

  /** A new gallery order of a project's images: every one's id once. */
  reorder: authedProcedure
    .input(galleryReorderInput)
    .output(z.array(galleryImageOutput))
    .mutation(({ ctx, input }) => reorderGallery(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(galleryImageOutput)
    .query(({ ctx, input }) => getGalleryImage(ctx, input.id)),

  upload: authedProcedure
    .input(galleryUploadInput)
    .output(z.array(galleryImageOutput))
    .mutation(({ ctx, input }) => uploadGalleryImages(ctx, input)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteGalleryImage(ctx, input.id)),

  toggleStatus: authedProcedure
    .input(toggleStatusInput)
    .output(galleryImageOutput)
    .mutation(({ ctx, input }) => toggleGalleryImage(ctx, input)),
} satisfies TRPCRouterRecord;
