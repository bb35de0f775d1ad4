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
  idInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { startsDisabledUnlessPublisher } from '../domain/publish-right';
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
import { idOutput, paginated } from '../schemas/common';
import { galleryImageOutput } from '../schemas/gallery';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { assertGalleryImageInScope, assertProjectInScope } from '../domain/service-scope';

export const galleryRouter = {
  list: authedProcedure
    .meta({
      permission: 'gallery.view',
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
    .query(({ ctx, input }) => listGalleryImages(ctx, input, ctx.user.role.serviceIds)),

  /** Every image of a project in gallery order. */
  order: authedProcedure
    .meta({
      permission: 'gallery.view',
      rest: {
        method: 'GET',
        path: '/dashboard/project-images/order',
        tag: 'Gallery',
        summary:
          'Every one of the images of a project (its gallery) in order (project_id; without it, every such list one after another)',
      },
    })
    .input(galleryOrderQuery)
    .output(z.array(galleryImageOutput))
    .query(({ ctx, input }) => galleryOrder(ctx, input.project_id, ctx.user.role.serviceIds)),

  /** A new gallery order of a project's images: every one's id once. */
  reorder: authedProcedure
    .meta({
      permission: 'gallery.publish',
      rest: {
        method: 'PUT',
        path: '/dashboard/project-images/order',
        message: MESSAGES.imagesReordered,
        tag: 'Gallery',
        summary:
          'Set the order of the images of a project (its gallery): project_id and ids, every id once (422 on ids otherwise); answers the new order',
      },
    })
    .input(galleryReorderInput)
    .output(z.array(galleryImageOutput))
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'gallery.publish', input.project_id);
      return reorderGallery(ctx, input);
    }),

  get: authedProcedure
    .meta({
      permission: 'gallery.view',
      rest: {
        method: 'GET',
        path: '/dashboard/project-images/{id}',
        tag: 'Gallery',
        summary: 'Read one gallery image',
      },
    })
    .input(idInput)
    .output(galleryImageOutput)
    .query(async ({ ctx, input }) => {
      await assertGalleryImageInScope(ctx, ctx.user.role, 'gallery.view', input.id);
      return getGalleryImage(ctx, input.id);
    }),

  upload: authedProcedure
    .meta({
      permission: 'gallery.create',
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
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'gallery.create', input.project_id);
      return uploadGalleryImages(
        ctx,
        startsDisabledUnlessPublisher(ctx.user.role, 'gallery', input),
      );
    }),

  update: authedProcedure
    .meta({
      permission: 'gallery.edit',
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
    .mutation(async ({ ctx, input }) => {
      await assertGalleryImageInScope(ctx, ctx.user.role, 'gallery.edit', input.id);
      return updateGalleryImage(ctx, input);
    }),

  delete: authedProcedure
    .meta({
      permission: 'gallery.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/project-images/{id}',
        message: MESSAGES.imageDeleted,
        tag: 'Gallery',
        summary: 'Delete a gallery image and its file',
      },
    })
    .input(idInput)
    .output(idOutput)
    .mutation(async ({ ctx, input }) => {
      await assertGalleryImageInScope(ctx, ctx.user.role, 'gallery.delete', input.id);
      return deleteGalleryImage(ctx, input.id);
    }),

  toggleStatus: authedProcedure
    .meta({
      permission: 'gallery.publish',
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
    .mutation(async ({ ctx, input }) => {
      await assertGalleryImageInScope(ctx, ctx.user.role, 'gallery.publish', input.id);
      return toggleGalleryImage(ctx, input);
    }),
} satisfies TRPCRouterRecord;
