/**
 * Procedures for visitors: what the public pages show and the contact form. Only enabled
 * services, projects, images and banners are ever visible here.
 */
import type { Prisma } from '@kasar/db';
import { contactFormSchema, slugOrIdInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import { attemptWithinLimit, RATE_LIMITS } from '../middleware/rate-limit';
import { aboutUsOutput, toAboutUsOutput } from '../schemas/about-us';
import { bannerOutput, toBannerOutput } from '../schemas/banner';
import { organizationOutput, toOrganizationOutput } from '../schemas/organization';
import { decimalToNumber, durationOf, publicProjectOutput } from '../schemas/project';
import {
  publicServiceDetailOutput,
  publicServiceSummaryOutput,
  statisticsOf,
} from '../schemas/service';
import { publicProcedure } from '../trpc';

const noInput = z.object({}).optional();

const enabledImages = {
  where: { isEnabled: true },
  orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
  select: { id: true, imageUrl: true },
} satisfies Prisma.Project$imagesArgs;

export const publicRouter = {
  services: publicProcedure
    .input(noInput)
    .output(z.array(publicServiceSummaryOutput))
    .query(async ({ ctx }) => {
      const rows = await ctx.db.service.findMany({
        where: { isEnabled: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        title: row.name,
        slug: row.slug,
        headline: row.headline,
        description: row.description,
        hero_image: row.heroImageUrl,
      }));
    }),

  service: publicProcedure
    .input(slugOrIdInput)
    .output(publicServiceDetailOutput)
    .query(async ({ ctx, input }) => {
      const row = await ctx.db.service.findFirst({
        where: { isEnabled: true, OR: [{ slug: input.id_or_slug }, { id: input.id_or_slug }] },
        include: { features: { orderBy: { position: 'asc' } } },
      });
      if (!row) throw notFound(MESSAGES.serviceNotFound);
      const images = await ctx.db.projectImage.findMany({
        where: { isEnabled: true, project: { isEnabled: true, serviceId: row.id } },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        select: { id: true, imageUrl: true, project: { select: { title: true } } },
      });
      return {
        id: row.id,
        name: row.name,
        title: row.name,
        slug: row.slug,
        headline: row.headline,
        description: row.description,
        hero_image: row.heroImageUrl,
        features: row.features.map((feature) => ({
          title: feature.title,
          description: feature.description,
        })),
        services: row.offerings,
        statistics: statisticsOf(row),
        gallery_images: images.map((image) => ({
          id: image.id,
          image_url: image.imageUrl,
          project_title: image.project.title,
        })),
        updated_at: row.updatedAt.toISOString(),
      };
    }),

  projectsByService: publicProcedure
    .input(noInput)
    .output(z.record(z.string(), z.array(publicProjectOutput)))
    .query(async ({ ctx }) => {
      const services = await ctx.db.service.findMany({
        where: { isEnabled: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: {
          slug: true,
          name: true,
          projects: {
            where: { isEnabled: true },
            orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
            include: { images: enabledImages },
          },
        },
      });
      return Object.fromEntries(
        services.map((service) => [
          service.slug,
          service.projects.map((project) => ({
            id: project.id,
            title: project.title,
            category: service.name,
            scope_of_work: project.scopeOfWork,
            location: project.location,
            client_name: project.clientName,
            duration: durationOf(project),
            builtup_area_sqft: decimalToNumber(project.builtupAreaSqft),
            gallery_images: project.images.map((image) => ({
              id: image.id,
              image_url: image.imageUrl,
            })),
            gallery_count: project.images.length,
          })),
        ]),
      );
    }),

  banners: publicProcedure
    .input(noInput)
    .output(z.array(bannerOutput))
    .query(async ({ ctx }) => {
      const rows = await ctx.db.banner.findMany({
        where: { isEnabled: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      });
      return rows.map(toBannerOutput);
    }),

  organization: publicProcedure
    .input(noInput)
    .output(organizationOutput)
    .query(async ({ ctx }) =>
      toOrganizationOutput(await ctx.db.organization.findUnique({ where: { id: 1 } })),
    ),

  aboutUs: publicProcedure
    .input(noInput)
    .output(aboutUsOutput)
    .query(async ({ ctx }) =>
      toAboutUsOutput(
        await ctx.db.aboutUs.findUnique({
          where: { id: 1 },
          include: { stats: { orderBy: { position: 'asc' } } },
        }),
      ),
    ),

  submitContact: publicProcedure
    .input(contactFormSchema)
    .output(z.object({ id: z.string(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const row = await attemptWithinLimit(
        ctx.db,
        RATE_LIMITS.contact,
        ctx.clientAddress,
        ctx.now(),
        async (tx) => ({
          count: true,
          value: await tx.contactSubmission.create({
            data: {
              name: input.name,
              email: input.email,
              mobile: input.mobile,
              subject: input.subject,
              message: input.message,
              purpose: input.purpose,
              clientAddress: ctx.clientAddress.slice(0, 64),
              createdAt: ctx.now(),
            },
            select: { id: true },
          }),
        }),
      );
      return { id: row.id, message: MESSAGES.contactSubmitted };
    }),
} satisfies TRPCRouterRecord;
