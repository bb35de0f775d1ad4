/** Admin procedures for the homepage banners (hero carousel slides). */
import type { Database, Prisma } from '@kasar/db';
import {
  bannerCreateInput,
  bannerMessages,
  bannerUpdateInput,
  idInput,
  listQuerySchema,
  MAX_IMAGE_BYTES,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import type { Context } from '../context';
import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import { bannerOutput, toBannerOutput } from '../schemas/banner';
import { paginated, pagination, statusFilter } from '../schemas/common';
import { protectedProcedure } from '../trpc';
import { PHOTO_KINDS, removeStoredFiles, withUploads, type UploadRules } from '../uploads';

const bannerImageRules: UploadRules = {
  field: 'image',
  folder: 'banners',
  allowed: PHOTO_KINDS,
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: bannerMessages.imageSize,
  typeMessage: bannerMessages.imageType,
};

async function findBanner(db: Database, id: string) {
  const banner = await db.banner.findUnique({ where: { id } });
  if (!banner) throw notFound(MESSAGES.bannerNotFound);
  return banner;
}

function changed(ctx: Context) {
  return ctx.onPublicDataChange(['banners']);
}

export const bannersRouter = {
  list: protectedProcedure
    .input(listQuerySchema)
    .output(paginated(bannerOutput))
    .query(async ({ ctx, input }) => {
      const where: Prisma.BannerWhereInput = {
        ...statusFilter(input.status),
        ...(input.search
          ? {
              OR: [
                { headline: { contains: input.search, mode: 'insensitive' } },
                { tagline: { contains: input.search, mode: 'insensitive' } },
              ],
            }
          : {}),
      };
      const [total, rows] = await ctx.db.$transaction([
        ctx.db.banner.count({ where }),
        ctx.db.banner.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
          skip: (input.page - 1) * input.limit,
          take: input.limit,
        }),
      ]);
      return {
        data: rows.map(toBannerOutput),
        pagination: pagination(input.page, input.limit, total),
      };
    }),

  get: protectedProcedure
    .input(idInput)
    .output(bannerOutput)
    .query(async ({ ctx, input }) => toBannerOutput(await findBanner(ctx.db, input.id))),

  create: protectedProcedure
    .input(bannerCreateInput)
    .output(bannerOutput)
    .mutation(async ({ ctx, input }) => {
      const created = await withUploads(ctx, async (uploads) => {
        const image = await uploads.save(input.image, bannerImageRules);
        return ctx.db.banner.create({
          data: {
            imageUrl: image.url,
            storageKey: image.key,
            headline: input.headline,
            tagline: input.tagline ?? null,
            isEnabled: input.is_enabled,
          },
        });
      });
      await changed(ctx);
      return toBannerOutput(created);
    }),

  update: protectedProcedure
    .input(bannerUpdateInput)
    .output(bannerOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findBanner(ctx.db, input.id);
      const updated = await withUploads(ctx, async (uploads) => {
        const image = input.image ? await uploads.save(input.image, bannerImageRules) : null;
        return ctx.db.banner.update({
          where: { id: input.id },
          data: {
            headline: input.headline,
            // Absent tagline or is_enabled stay as they are; an empty tagline (null) clears it.
            tagline: input.tagline,
            isEnabled: input.is_enabled,
            ...(image ? { imageUrl: image.url, storageKey: image.key } : {}),
          },
        });
      });
      if (input.image) await removeStoredFiles(ctx, [existing.storageKey]);
      await changed(ctx);
      return toBannerOutput(updated);
    }),

  delete: protectedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const existing = await findBanner(ctx.db, input.id);
      await ctx.db.banner.delete({ where: { id: input.id } });
      await removeStoredFiles(ctx, [existing.storageKey]);
      await changed(ctx);
      return { id: input.id };
    }),

  toggleStatus: protectedProcedure
    .input(toggleStatusInput)
    .output(bannerOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findBanner(ctx.db, input.id);
      const updated = await ctx.db.banner.update({
        where: { id: input.id },
        data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
      });
      await changed(ctx);
      return toBannerOutput(updated);
    }),
} satisfies TRPCRouterRecord;
