/** Admin procedures for the two single-record settings: organization profile and About Us. */
import {
  aboutUsMessages,
  aboutUsUpdateInput,
  MAX_IMAGE_BYTES,
  MAX_LOGO_BYTES,
  organizationMessages,
  organizationUpdateInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { aboutUsOutput, DEFAULT_ABOUT_US_STATS, toAboutUsOutput } from '../schemas/about-us';
import { organizationOutput, toOrganizationOutput } from '../schemas/organization';
import { protectedProcedure } from '../trpc';
import { LOGO_KINDS, PHOTO_KINDS, removeStoredFiles, withUploads } from '../uploads';

const SINGLETON_ID = 1;

/** Only the keys the caller sent: an absent field stays as it is. */
function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export const organizationRouter = {
  get: protectedProcedure
    .input(z.object({}).optional())
    .output(organizationOutput)
    .query(async ({ ctx }) =>
      toOrganizationOutput(await ctx.db.organization.findUnique({ where: { id: SINGLETON_ID } })),
    ),

  update: protectedProcedure
    .input(organizationUpdateInput)
    .output(organizationOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await ctx.db.organization.findUnique({ where: { id: SINGLETON_ID } });
      const saved = await withUploads(ctx, async (uploads) => {
        const logo = input.logo
          ? await uploads.save(input.logo, {
              field: 'logo',
              folder: 'organization',
              allowed: LOGO_KINDS,
              maxBytes: MAX_LOGO_BYTES,
              sizeMessage: organizationMessages.logoSize,
              typeMessage: organizationMessages.logoType,
            })
          : null;
        const logoChange = logo
          ? { logoUrl: logo.url, logoKey: logo.key }
          : input.remove_logo
            ? { logoUrl: null, logoKey: null }
            : {};
        const fields = {
          ...sentOnly({
            email: input.email,
            mobile: input.mobile,
            address: input.address,
            mapLink: input.map_link,
            facebookLink: input.facebook_link,
            twitterLink: input.twitter_link,
            instagramLink: input.instagram_link,
            linkedinLink: input.linkedin_link,
            youtubeLink: input.youtube_link,
            whatsappLink: input.whatsapp_link,
          }),
          ...logoChange,
        };
        return ctx.db.organization.upsert({
          where: { id: SINGLETON_ID },
          create: { id: SINGLETON_ID, ...fields },
          update: fields,
        });
      });
      if (existing?.logoKey && existing.logoKey !== saved.logoKey) {
        await removeStoredFiles(ctx, [existing.logoKey]);
      }
      await ctx.onPublicDataChange(['organization']);
      return toOrganizationOutput(saved);
    }),
} satisfies TRPCRouterRecord;

const aboutUsInclude = { stats: { orderBy: { position: 'asc' } } } as const;

export const aboutUsRouter = {
  get: protectedProcedure
    .input(z.object({}).optional())
    .output(aboutUsOutput)
    .query(async ({ ctx }) =>
      toAboutUsOutput(
        await ctx.db.aboutUs.findUnique({ where: { id: SINGLETON_ID }, include: aboutUsInclude }),
      ),
    ),

  update: protectedProcedure
    .input(aboutUsUpdateInput)
    .output(aboutUsOutput)
    .mutation(async ({ ctx, input }) => {
      const existing = await ctx.db.aboutUs.findUnique({ where: { id: SINGLETON_ID } });
      const saved = await withUploads(ctx, async (uploads) => {
        const image = input.founder_img
          ? await uploads.save(input.founder_img, {
              field: 'founder_img',
              folder: 'about-us',
              allowed: PHOTO_KINDS,
              maxBytes: MAX_IMAGE_BYTES,
              sizeMessage: aboutUsMessages.imageSize,
              typeMessage: aboutUsMessages.imageType,
            })
          : null;
        const imageChange = image
          ? { founderImgUrl: image.url, founderImgKey: image.key }
          : input.remove_founder_img
            ? { founderImgUrl: null, founderImgKey: null }
            : {};
        const fields = {
          ...sentOnly({
            founderName: input.founder_name,
            founderPosition: input.founder_position,
            founderDescription: input.founder_description,
          }),
          ...imageChange,
        };
        return ctx.db.$transaction(async (tx) => {
          await tx.aboutUs.upsert({
            where: { id: SINGLETON_ID },
            create: { id: SINGLETON_ID, ...fields },
            update: fields,
          });
          // The first save keeps the default stats it was showing unless others are sent.
          const stats = input.stats ?? (existing ? undefined : DEFAULT_ABOUT_US_STATS);
          if (stats) {
            await tx.aboutUsStat.deleteMany({ where: { aboutUsId: SINGLETON_ID } });
            await tx.aboutUsStat.createMany({
              data: stats.map((stat, position) => ({
                aboutUsId: SINGLETON_ID,
                position,
                statName: stat.stat_name,
                value: stat.value,
              })),
            });
          }
          return tx.aboutUs.findUniqueOrThrow({
            where: { id: SINGLETON_ID },
            include: aboutUsInclude,
          });
        });
      });
      if (existing?.founderImgKey && existing.founderImgKey !== saved.founderImgKey) {
        await removeStoredFiles(ctx, [existing.founderImgKey]);
      }
      await ctx.onPublicDataChange(['about-us']);
      return toAboutUsOutput(saved);
    }),
} satisfies TRPCRouterRecord;
