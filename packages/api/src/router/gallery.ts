/** Admin procedures for the gallery: images of projects, filtered by service and project. */
import type { Database, Prisma } from '@kasar/db';
import {
  galleryListInput,
  galleryMessages,
  galleryUploadInput,
  idInput,
  MAX_IMAGE_BYTES,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import type { Context } from '../context';
import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import { paginated, pagination, statusFilter } from '../schemas/common';
import { galleryImageInclude, galleryImageOutput, toGalleryImageOutput } from '../schemas/gallery';
import { protectedProcedure } from '../trpc';
import { PHOTO_KINDS, removeStoredFiles, withUploads } from '../uploads';

async function findImage(db: Database, id: string) {
  const image = await db.projectImage.findUnique({ where: { id }, include: galleryImageInclude });
  if (!image) throw notFound(MESSAGES.imageNotFound);
  return image;
}

function changed(ctx: Context) {
  return ctx.onPublicDataChange(['projects', 'services']);
}

export const galleryRouter = {
  list: protectedProcedure
    .input(galleryListInput)
    .output(paginated(galleryImageOutput))
    .query(async ({ ctx, input }) => {
      const project: Prisma.ProjectWhereInput = {
        ...(input.service_id ? { serviceId: input.service_id } : {}),
        ...(input.search
          ? {
              OR: [
                { title: { contains: input.search, mode: 'insensitive' } },
                { clientName: { contains: input.search, mode: 'insensitive' } },
                { location: { contains: input.search, mode: 'insensitive' } },
                { service: { name: { contains: input.search, mode: 'insensitive' } } },
              ],
            }
          : {}),
      };
      const where: Prisma.ProjectImageWhereInput = {
        ...statusFilter(input.status),
        ...(input.project_id ? { projectId: input.project_id } : {}),
        project,
      };
      const [total, rows] = await ctx.db.$transaction([
        ctx.db.projectImage.count({ where }),
        ctx.db.projectImage.findMany({
          where,
          include: galleryImageInclude,
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
          skip: (input.page - 1) * input.limit,
          take: input.limit,
        }),
      ]);
      return {
        data: rows.map(toGalleryImageOutput),
        pagination: pagination(input.page, input.limit, total),
      };
    }),

  get: protectedProcedure
    .input(idInput)
    .output(galleryImageOutput)
    .query(async ({ ctx, input }) => toGalleryImageOutput(await findImage(ctx.db, input.id))),

  upload: protectedProcedure
    .input(galleryUploadInput)
    .output(z.array(galleryImageOutput))
    .mutation(async ({ ctx, input }) => {
      const project = await ctx.db.project.findUnique({
        where: { id: input.project_id },
        select: { id: true },
      });
      if (!project) throw invalidField('project_id', galleryMessages.projectRequired);
      const created = await withUploads(ctx, async (uploads) => {
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
        return ctx.db.$transaction(
          stored.map((file) =>
            ctx.db.projectImage.create({
              data: {
                projectId: input.project_id,
                imageUrl: file.url,
                storageKey: file.key,
                isEnabled: input.is_enabled,
              },
              include: galleryImageInclude,
            }),
          ),
        );
      });
      await changed(ctx);
      return created.map(toGalleryImageOutput);
    }),

  delete: protectedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const existing = await findImage(ctx.db, input.id);
      await ctx.db.projectImage.delete({ where: { id: input.id } });
      await removeStoredFiles(ctx, [existing.storageKey]);
      await changed(ctx);
      return { id: input.id };
    }),

  toggleStatus: protectedProcedure
    .input(toggleStatusInput)
    .output(galleryImageOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findImage(ctx.db, input.id);
      const updated = await ctx.db.projectImage.update({
        where: { id: input.id },
        data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
        include: galleryImageInclude,
      });
      await changed(ctx);
      return toGalleryImageOutput(updated);
    }),
} satisfies TRPCRouterRecord;
