/** Admin procedures for the two single-record settings: organization profile and About Us. */
import { aboutUsUpdateInput, organizationUpdateInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';

import { getAboutUs, getOrganization, updateAboutUs, updateOrganization } from '../domain/settings';
import { aboutUsOutput } from '../schemas/about-us';
import { noInput } from '../schemas/common';
import { organizationOutput } from '../schemas/organization';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';

export const organizationRouter = {
  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/organization',
        tag: 'Organization',
        summary: 'The organization profile',
      },
    })
    .input(noInput)
    .output(organizationOutput)
    .query(({ ctx }) => getOrganization(ctx)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/organization',
        input: 'multipart',
        message: MESSAGES.organizationUpdated,
        tag: 'Organization',
        summary:
          "Update the profile: only sent fields change, '' clears one; logo file or remove_logo",
      },
    })
    .input(organizationUpdateInput)
    .output(organizationOutput)
    .mutation(({ ctx, input }) => updateOrganization(ctx, input)),
} satisfies TRPCRouterRecord;

export const aboutUsRouter = {
  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/about-us',
        tag: 'About Us',
        summary: 'The About Us content',
      },
    })
    .input(noInput)
    .output(aboutUsOutput)
    .query(({ ctx }) => getAboutUs(ctx)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/about-us',
        input: 'multipart',
        message: MESSAGES.aboutUsUpdated,
        tag: 'About Us',
        summary:
          'Update the About Us content: founder fields, founder_img file, stats as JSON text',
      },
    })
    .input(aboutUsUpdateInput)
    .output(aboutUsOutput)
    .mutation(({ ctx, input }) => updateAboutUs(ctx, input)),
} satisfies TRPCRouterRecord;
