/**
 * Procedures for visitors: what the public pages show and the contact form. Only enabled
 * services, projects, images and banners are ever visible here.
 */
import { contactSubmissionSchema, slugOrIdInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { issueContactFormToken, submitContact } from '../domain/contact';
import {
  publicAboutUs,
  publicBanners,
  publicFeaturedProjects,
  publicOrganization,
  publicProjectsByService,
  publicService,
  publicServices,
} from '../domain/public-site';
import { aboutUsOutput } from '../schemas/about-us';
import { bannerOutput } from '../schemas/banner';
import { organizationOutput } from '../schemas/organization';
import { publicProjectOutput } from '../schemas/project';
import { publicServiceDetailOutput, publicServiceSummaryOutput } from '../schemas/service';
import { publicProcedure, rateLimited } from '../trpc';

const noInput = z.object({}).optional();

export const publicRouter = {
  services: publicProcedure
    .input(noInput)
    .output(z.array(publicServiceSummaryOutput))
    .query(({ ctx }) => publicServices(ctx)),

  service: publicProcedure
    .input(slugOrIdInput)
    .output(publicServiceDetailOutput)
    .query(({ ctx, input }) => publicService(ctx, input.id_or_slug)),

  projectsByService: publicProcedure
    .input(noInput)
    .output(z.record(z.string(), z.array(publicProjectOutput)))
    .query(({ ctx }) => publicProjectsByService(ctx)),

  /** The home page's Featured Projects: the chosen ones, or one per service while none is. */
  featuredProjects: publicProcedure
    .input(noInput)
    .output(z.array(publicProjectOutput))
    .query(({ ctx }) => publicFeaturedProjects(ctx)),

  banners: publicProcedure
    .input(noInput)
    .output(z.array(bannerOutput))
    .query(({ ctx }) => publicBanners(ctx)),

  organization: publicProcedure
    .input(noInput)
    .output(organizationOutput)
    .query(({ ctx }) => publicOrganization(ctx)),

  aboutUs: publicProcedure
    .input(noInput)
    .output(aboutUsOutput)
    .query(({ ctx }) => publicAboutUs(ctx)),

  contactFormToken: publicProcedure
    .input(noInput)
    .output(z.object({ token: z.string() }))
    .query(({ ctx }) => issueContactFormToken(ctx)),

  submitContact: publicProcedure
    .input(contactSubmissionSchema)
    .use(rateLimited('contact'))
    .output(z.object({ id: z.string(), message: z.string() }))
    .mutation(({ ctx, input }) =>
      submitContact(ctx, input, { clientAddress: ctx.clientAddress, channel: ctx.channel }),
    ),
} satisfies TRPCRouterRecord;
