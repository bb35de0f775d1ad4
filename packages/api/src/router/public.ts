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
    .meta({
      rest: { method: 'GET', path: '/public/services', tag: 'Public', summary: 'Enabled services' },
    })
    .input(noInput)
    .output(z.array(publicServiceSummaryOutput))
    .query(({ ctx }) => publicServices(ctx)),

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

  projectsByService: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/projects-by-service',
        tag: 'Public',
        summary: 'Enabled projects keyed by service slug',
      },
    })
    .input(noInput)
    .output(z.record(z.string(), z.array(publicProjectOutput)))
    .query(({ ctx }) => publicProjectsByService(ctx)),

  banners: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/banner-images',
        tag: 'Public',
        summary: 'Enabled homepage banners',
      },
    })
    .input(noInput)
    .output(z.array(bannerOutput))
    .query(({ ctx }) => publicBanners(ctx)),

  organization: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/public/organization',
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
        tag: 'Public',
        summary: 'The About Us content',
      },
    })
    .input(noInput)
    .output(aboutUsOutput)
    .query(({ ctx }) => publicAboutUs(ctx)),

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
