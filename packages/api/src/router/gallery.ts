/** Admin procedures for the gallery: images of projects, filtered by service and project. */
import {
  galleryListInput,
  galleryUpdateInput,
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
  updateGalleryImage,
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

  get: authedProcedure
    .input(idInput)
    .output(galleryImageOutput)
    .query(({ ctx, input }) => getGalleryImage(ctx, input.id)),

  upload: authedProcedure
    .input(galleryUploadInput)
    .output(z.array(galleryImageOutput))
    .mutation(({ ctx, input }) => uploadGalleryImages(ctx, input)),

  update: authedProcedure
    .input(galleryUpdateInput)
    .output(galleryImageOutput)
    .mutation(({ ctx, input }) => updateGalleryImage(ctx, input)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteGalleryImage(ctx, input.id)),

  toggleStatus: authedProcedure
    .input(toggleStatusInput)
    .output(galleryImageOutput)
    .mutation(({ ctx, input }) => toggleGalleryImage(ctx, input)),
} satisfies TRPCRouterRecord;
