/**
 * Procedures for visitors: what the public pages show and the contact form. Only enabled
 * services, projects, images and banners are ever visible here.
 */
import {
  contactSubmissionSchema,
  publicPageInput,
  publicProjectsInput,
  publicProjectsPageInput,
  slugOrIdInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { issueContactFormToken, submitContact } from '../domain/contact';
import {
  publicAboutUs,
  publicBanners,
  publicBannersPage,
  publicFeaturedProjects,
  publicOrganization,
  publicProjectsByService,
  publicProjectsPage,
  publicService,
  publicServices,
  publicServicesPage,
} from '../domain/public-site';
import { aboutUsOutput } from '../schemas/about-us';
import { bannerOutput } from '../schemas/banner';
import { noInput, paginated, paginationOutput } from '../schemas/common';
import { organizationOutput } from '../schemas/organization';
import { publicProjectOutput } from '../schemas/project';
import { publicServiceDetailOutput, publicServiceSummaryOutput } from '../schemas/service';
import { publicProcedure, rateLimited } from '../trpc';

/** A public list's projects, keyed by service slug. */
const projectsBySlug = z.record(z.string(), z.array(publicProjectOutput));

/**
 * The public lists answer every enabled item, as the public pages and existing clients expect;
 * each `…Page` procedure answers one page of the same list (over REST: the same path with
 * `page` or `limit`), so a client's cost stays flat however large the archive grows.
 */
export const publicRouter = {
  services: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/services',
        cache: 'public',
        tag: 'Public',
        summary: 'Enabled services, in navigation order',
      },
    })
    .input(noInput)
    .output(z.array(publicServiceSummaryOutput))
    .query(({ ctx }) => publicServices(ctx)),

  servicesPage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/services',
        pageOf: true,
        paginated: true,
        cache: 'public',
        tag: 'Public',
        summary: 'A page of the enabled services, in navigation order',
      },
    })
    .input(publicPageInput)
    .output(paginated(publicServiceSummaryOutput))
    .query(({ ctx, input }) => publicServicesPage(ctx, input)),

  service: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/services/{id}',
        params: { id: 'id_or_slug' },
        cache: 'public',
        tag: 'Public',
        summary: 'One enabled service by slug or id, with features, statistics and gallery',
      },
    })
    .input(slugOrIdInput)
    .output(publicServiceDetailOutput)
    .query(({ ctx, input }) => publicService(ctx, input.id_or_slug)),

  projectsByService: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/projects-by-service',
        cache: 'public',
        tag: 'Public',
        summary:
          'Enabled projects keyed by service slug: services, projects and their images in their stored order (`service`: one service only)',
      },
    })
    .input(publicProjectsInput)
    .output(projectsBySlug)
    .query(({ ctx, input }) => publicProjectsByService(ctx, {}, input)),

  projectsByServicePage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/projects-by-service',
        pageOf: true,
        paginated: true,
        cache: 'public',
        tag: 'Public',
        summary:
          'A page of the enabled projects in portfolio order, keyed by service slug (the services with a project on the page)',
      },
    })
    .input(publicProjectsPageInput)
    .output(z.object({ data: projectsBySlug, pagination: paginationOutput }))
    .query(({ ctx, input }) => publicProjectsPage(ctx, input)),

  /** The home page's Featured Projects: the chosen ones, or one per service while none is. */
  featuredProjects: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/featured-projects',
        cache: 'public',
        tag: 'Public',
        summary:
          "The home page's featured projects: the chosen ones (at most 4), or while none is chosen the first project of each service, then the others",
      },
    })
    .input(noInput)
    .output(z.array(publicProjectOutput))
    .query(({ ctx }) => publicFeaturedProjects(ctx)),

  banners: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/banner-images',
        cache: 'public',
        tag: 'Public',
        summary: 'Enabled homepage banners, in carousel order',
      },
    })
    .input(noInput)
    .output(z.array(bannerOutput))
    .query(({ ctx }) => publicBanners(ctx)),

  bannersPage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/banner-images',
        pageOf: true,
        paginated: true,
        cache: 'public',
        tag: 'Public',
        summary: 'A page of the enabled homepage banners, in carousel order',
      },
    })
    .input(publicPageInput)
    .output(paginated(bannerOutput))
    .query(({ ctx, input }) => publicBannersPage(ctx, input)),

  organization: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/organization',
        cache: 'public',
        tag: 'Public',
        summary: 'The organization profile',
      },
    })
    .input(noInput)
    .output(organizationOutput)
    .query(({ ctx }) => publicOrganization(ctx)),

  aboutUs: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/about-us',
        cache: 'public',
        tag: 'Public',
        summary: 'The About Us content',
      },
    })
    .input(noInput)
    .output(aboutUsOutput)
    .query(({ ctx }) => publicAboutUs(ctx)),

  // Each visitor's own token: never kept by a shared cache.
  contactFormToken: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/contact/form-token',
        tag: 'Public',
        summary:
          'A token for the contact form, to fetch when the visitor starts it and send as form_token',
      },
    })
    .input(noInput)
    .output(z.object({ token: z.string() }))
    .query(({ ctx }) => issueContactFormToken(ctx)),

  submitContact: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/public/contact',
        status: 201,
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Public',
        summary: 'Send a contact inquiry (10 per client address per hour)',
      },
    })
    .input(contactSubmissionSchema)
    .use(rateLimited('contact'))
    .output(z.object({ id: z.string(), message: z.string() }))
    .mutation(({ ctx, input }) =>
      submitContact(ctx, input, { clientAddress: ctx.clientAddress, channel: ctx.channel }),
    ),
} satisfies TRPCRouterRecord;
