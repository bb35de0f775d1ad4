/** Admin procedures for the homepage banners (hero carousel slides). */
import {
  bannerCreateInput,
  bannerUpdateInput,
  idInput,
  listQuerySchema,
  reorderInput,
  toggleStatusInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  bannerOrder,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  reorderBanners,
  toggleBanner,
  updateBanner,
} from '../domain/banner';
import { bannerOutput } from '../schemas/banner';
import { paginated } from '../schemas/common';
import { authedProcedure } from '../trpc';

export const bannersRouter = {
  list: authedProcedure
    .input(listQuerySchema)
    .output(paginated(bannerOutput))
    .query(({ ctx, input }) => listBanners(ctx, input)),

  /** Every banner in carousel order. */
  order: authedProcedure
    .input(z.object({}).optional())
    .output(z.array(bannerOutput))
    .query(({ ctx }) => bannerOrder(ctx)),

  /** A new carousel order: every banner's id once. */
  reorder: authedProcedure
    .input(reorderInput)
    .output(z.array(bannerOutput))
    .mutation(({ ctx, input }) => reorderBanners(ctx, input)),

  get: authedProcedure
    .input(idInput)
    .output(bannerOutput)
    .query(({ ctx, input }) => getBanner(ctx, input.id)),

  create: authedProcedure
    .input(bannerCreateInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => createBanner(ctx, input)),

  update: authedProcedure
    .input(bannerUpdateInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => updateBanner(ctx, input)),

  delete: authedProcedure
    .input(idInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteBanner(ctx, input.id)),

  toggleStatus: authedProcedure
    .input(toggleStatusInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => toggleBanner(ctx, input)),
} satisfies TRPCRouterRecord;
