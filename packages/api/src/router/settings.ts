/** Admin procedures for the two single-record settings: organization profile and About Us. */
import { aboutUsUpdateInput, organizationUpdateInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';

import { getAboutUs, getOrganization, updateAboutUs, updateOrganization } from '../domain/settings';
import { aboutUsOutput } from '../schemas/about-us';
import { organizationOutput } from '../schemas/organization';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { reads } from '../trpc/entity';

export const organizationRouter = {
  get: reads(authedProcedure, 'Organization')(
    '/dashboard/organization',
    'The organization profile',
    organizationOutput,
    getOrganization,
  ),

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
  get: reads(authedProcedure, 'About Us')(
    '/dashboard/about-us',
    'The About Us content',
    aboutUsOutput,
    getAboutUs,
  ),

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
