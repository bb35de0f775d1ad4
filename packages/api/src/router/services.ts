/** Admin procedures for services: list, read, create, update, delete, toggle, projects. */
import type { Database, Prisma } from '@kasar/db';
import {
  galleryMessages,
  idInput,
  listQuerySchema,
  MAX_IMAGE_BYTES,
  serviceCreateInput,
  serviceMessages,
  serviceUpdateInput,
  serviceUploadImagesInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import type { Context } from '../context';
import { isUniqueViolation } from '../db-errors';
import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import { paginated, pagination, statusFilter } from '../schemas/common';
import { projectInclude, projectOutput, toProjectOutput } from '../schemas/project';
import {
  serviceDeletionImpactOutput,
  serviceInclude,
  serviceOutput,
  toServiceOutput,
} from '../schemas/service';
import { slugify, withSuffix } from '../slug';
import { protectedProcedure } from '../trpc';
import { PHOTO_KINDS, removeStoredFiles, withUploads, type UploadRules } from '../uploads';

const heroImageRules: UploadRules = {
  field: 'hero_image',
  folder: 'services',
  allowed: PHOTO_KINDS,
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: serviceMessages.heroImageSize,
  typeMessage: serviceMessages.heroImageType,
};

type ServiceFields = z.output<typeof serviceCreateInput>;
type ServiceStatistics = ServiceFields['statistics'];

function statisticColumns(statistics: ServiceStatistics) {
  const value = (key: string) => {
    const found = statistics.find((statistic) => statistic.key === key);
    return found === undefined ? null : Number(found.value);
  };
  return {
    projectsCompleted: value('projectsCompleted'),
    satisfiedClients: value('satisfiedClients'),
    onTimeDelivery: value('onTimeDelivery'),
  };
}

function featureRows(features: ServiceFields['features']) {
  return features.map((feature, position) => ({
    position,
    title: feature.title,
    description: feature.description ?? null,
  }));
}

async function findService(db: Database, id: string) {
  const service = await db.service.findUnique({ where: { id }, include: serviceInclude });
  if (!service) throw notFound(MESSAGES.serviceNotFound);
  return service;
}

/** The first free slug among base, base-2, base-3, ... (ignoring the service being renamed). */
async function nextFreeSlug(db: Database, base: string, exceptId?: string): Promise<string> {
  const taken = await db.service.findMany({
    where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { slug: true },
  });
  const used = new Set(taken.map((row) => row.slug));
  let attempt = 0;
  while (used.has(withSuffix(base, attempt))) attempt += 1;
  return withSuffix(base, attempt);
}

const SLUG_ATTEMPTS = 5;

/**
 * Writes with a unique slug. An explicit slug must be free; otherwise the first free one from
 * `base` is used, looked up again when a concurrent write takes it first.
 */
async function writeWithUniqueSlug<T>(
  db: Database,
  slug: { explicit?: string; base: string; exceptId?: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  if (slug.explicit) {
    try {
      return await write(slug.explicit);
    } catch (error) {
      if (isUniqueViolation(error, 'slug')) throw invalidField('slug', serviceMessages.slugTaken);
      throw error;
    }
  }
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    try {
      return await write(await nextFreeSlug(db, slug.base, slug.exceptId));
    } catch (error) {
      if (!isUniqueViolation(error, 'slug')) throw error;
    }
  }
  throw invalidField('slug', serviceMessages.slugTaken);
}

function changed(ctx: Context) {
  return ctx.onPublicDataChange(['services', 'projects']);
}

export const servicesRouter = {
  list: protectedProcedure
    .input(listQuerySchema)
    .output(paginated(serviceOutput))
    .query(async ({ ctx, input }) => {
      const where: Prisma.ServiceWhereInput = {
        ...statusFilter(input.status),
        ...(input.search
          ? {
              OR: [
                { name: { contains: input.search, mode: 'insensitive' } },
                { headline: { contains: input.search, mode: 'insensitive' } },
              ],
            }
          : {}),
      };
      const [total, rows] = await ctx.db.$transaction([
        ctx.db.service.count({ where }),
        ctx.db.service.findMany({
          where,
          include: serviceInclude,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          skip: (input.page - 1) * input.limit,
          take: input.limit,
        }),
      ]);
      return {
        data: rows.map(toServiceOutput),
        pagination: pagination(input.page, input.limit, total),
      };
    }),

  get: protectedProcedure
    .input(idInput)
    .output(serviceOutput)
    .query(async ({ ctx, input }) => toServiceOutput(await findService(ctx.db, input.id))),

  create: protectedProcedure
    .input(serviceCreateInput)
    .output(serviceOutput)
    .mutation(async ({ ctx, input }) => {
      const created = await withUploads(ctx, async (uploads) => {
        const hero = input.hero_image ? await uploads.save(input.hero_image, heroImageRules) : null;
        const slug = { explicit: input.slug, base: slugify(input.name) };
        return writeWithUniqueSlug(ctx.db, slug, (slug) =>
          ctx.db.service.create({
            data: {
              name: input.name,
              slug,
              headline: input.headline,
              description: input.description,
              isEnabled: input.is_enabled,
              offerings: input.services,
              heroImageUrl: hero?.url ?? null,
              heroImageKey: hero?.key ?? null,
              ...statisticColumns(input.statistics),
              features: { create: featureRows(input.features) },
            },
            include: serviceInclude,
          }),
        );
      });
      await changed(ctx);
      return toServiceOutput(created);
    }),

  update: protectedProcedure
    .input(serviceUpdateInput)
    .output(serviceOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findService(ctx.db, input.id);
      const updated = await withUploads(ctx, async (uploads) => {
        const hero = input.hero_image ? await uploads.save(input.hero_image, heroImageRules) : null;
        const slug = {
          explicit: input.slug && input.slug !== existing.slug ? input.slug : undefined,
          base: existing.slug,
          exceptId: existing.id,
        };
        return writeWithUniqueSlug(ctx.db, slug, (slug) =>
          ctx.db.$transaction(async (tx) => {
            await tx.serviceFeature.deleteMany({ where: { serviceId: input.id } });
            return tx.service.update({
              where: { id: input.id },
              data: {
                name: input.name,
                slug,
                headline: input.headline,
                description: input.description,
                // Absent is_enabled, services or statistics stay as they are.
                isEnabled: input.is_enabled,
                offerings: input.services,
                ...(hero ? { heroImageUrl: hero.url, heroImageKey: hero.key } : {}),
                ...(input.statistics ? statisticColumns(input.statistics) : {}),
                features: { create: featureRows(input.features) },
              },
              include: serviceInclude,
            });
          }),
        );
      });
      if (input.hero_image) await removeStoredFiles(ctx, [existing.heroImageKey]);
      await changed(ctx);
      return toServiceOutput(updated);
    }),

  deletionImpact: protectedProcedure
    .input(idInput)
    .output(serviceDeletionImpactOutput)
    .query(async ({ ctx, input }) => {
      await findService(ctx.db, input.id);
      const [projects, images] = await ctx.db.$transaction([
        ctx.db.project.count({ where: { serviceId: input.id } }),
        ctx.db.projectImage.count({ where: { project: { serviceId: input.id } } }),
      ]);
      return { projects, images };
    }),

  delete: protectedProcedure
    .input(idInput)
    .output(serviceDeletionImpactOutput.extend({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      // Rows go in one transaction (projects and images cascade); files once it has committed.
      const { keys, projects, images } = await ctx.db.$transaction(async (tx) => {
        const service = await tx.service.findUnique({
          where: { id: input.id },
          select: {
            heroImageKey: true,
            projects: { select: { images: { select: { storageKey: true } } } },
          },
        });
        if (!service) throw notFound(MESSAGES.serviceNotFound);
        await tx.service.delete({ where: { id: input.id } });
        const imageKeys = service.projects.flatMap((project) =>
          project.images.map((image) => image.storageKey),
        );
        return {
          keys: [service.heroImageKey, ...imageKeys],
          projects: service.projects.length,
          images: imageKeys.length,
        };
      });
      await removeStoredFiles(ctx, keys);
      await changed(ctx);
      return { id: input.id, projects, images };
    }),

  toggleStatus: protectedProcedure
    .input(toggleStatusInput)
    .output(serviceOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await findService(ctx.db, input.id);
      const updated = await ctx.db.service.update({
        where: { id: input.id },
        data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
        include: serviceInclude,
      });
      await changed(ctx);
      return toServiceOutput(updated);
    }),

  projects: protectedProcedure
    .input(idInput)
    .output(z.array(projectOutput))
    .query(async ({ ctx, input }) => {
      await findService(ctx.db, input.id);
      const rows = await ctx.db.project.findMany({
        where: { serviceId: input.id },
        include: projectInclude,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      });
      return rows.map(toProjectOutput);
    }),

  uploadImages: protectedProcedure
    .input(serviceUploadImagesInput)
    .output(z.array(z.object({ image_url: z.string() })))
    .mutation(({ ctx, input }) =>
      withUploads(ctx, async (uploads) => {
        const saved = [];
        for (const [index, file] of input.images.entries()) {
          saved.push(
            await uploads.save(file, {
              ...heroImageRules,
              field: `images.${index}`,
              // The same per-file messages as the input check (and the gallery upload).
              sizeMessage: galleryMessages.fileTooLarge(file.name),
              typeMessage: galleryMessages.fileType(file.name),
            }),
          );
        }
        return saved.map((file) => ({ image_url: file.url }));
      }),
    ),
} satisfies TRPCRouterRecord;
