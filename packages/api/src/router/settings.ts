/** Admin procedures for the two single-record settings: organization profile and About Us. */
import { aboutUsUpdateInput, organizationUpdateInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { getAboutUs, getOrganization, updateAboutUs, updateOrganization } from '../domain/settings';
import { aboutUsOutput } from '../schemas/about-us';
import { organizationOutput } from '../schemas/organization';
import { authedProcedure } from '../trpc';

export const organizationRouter = {
  get: authedProcedure
    .input(z.object({}).optional())
    .output(organizationOutput)
    .query(({ ctx }) => getOrganization(ctx)),

  update: authedProcedure
    .input(organizationUpdateInput)
    .output(organizationOutput)
    .mutation(({ ctx, input }) => updateOrganization(ctx, input)),
} satisfies TRPCRouterRecord;

export const aboutUsRouter = {
  get: authedProcedure
    .input(z.object({}).optional())
    .output(aboutUsOutput)
    .query(({ ctx }) => getAboutUs(ctx)),

  update: authedProcedure
    .input(aboutUsUpdateInput)
    .output(aboutUsOutput)
    .mutation(({ ctx, input }) => updateAboutUs(ctx, input)),
} satisfies TRPCRouterRecord;
