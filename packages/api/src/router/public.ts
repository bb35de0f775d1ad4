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
import { reads } from '../trpc/entity';

const read = reads(publicProcedure, 'Public');

export const publicRouter = {
  services: read(
    '/public/services',
    'Enabled services, in navigation order',
    z.array(publicServiceSummaryOutput),
    publicServices,
  ),

  service: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/services/{id}',
        params: { id: 'id_or_slug' },
        tag: 'Public',
        summary: 'One enabled service by slug or id, with features, statistics and gallery',
      },
    })
    .input(slugOrIdInput)
    .output(publicServiceDetailOutput)
    .query(({ ctx, input }) => publicService(ctx, input.id_or_slug)),

  projectsByService: read(
    '/public/projects-by-service',
    'Enabled projects keyed by service slug: services, projects and their images in their stored order',
    z.record(z.string(), z.array(publicProjectOutput)),
    publicProjectsByService,
  ),

  /** The home page's Featured Projects: the chosen ones, or one per service while none is. */
  featuredProjects: read(
    '/public/featured-projects',
    "The home page's featured projects: the chosen ones (at most 4), or while none is chosen the first project of each service, then the others",
    z.array(publicProjectOutput),
    publicFeaturedProjects,
  ),

  banners: read(
    '/public/banner-images',
    'Enabled homepage banners, in carousel order',
    z.array(bannerOutput),
    publicBanners,
  ),

  organization: read(
    '/public/organization',
    'The organization profile',
    organizationOutput,
    publicOrganization,
  ),

  aboutUs: read('/public/about-us', 'The About Us content', aboutUsOutput, publicAboutUs),

  contactFormToken: read(
    '/public/contact/form-token',
    'A token for the contact form, to fetch when the visitor starts it and send as form_token',
    z.object({ token: z.string() }),
    issueContactFormToken,
  ),

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
