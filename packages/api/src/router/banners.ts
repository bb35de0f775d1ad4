/** Admin procedures for the homepage banners (hero carousel slides). */
import {
  bannerCreateInput,
  bannerUpdateInput,
  listQuerySchema,
  reorderInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';

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
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';
import { entityProcedures, noInput } from '../trpc/entity';

const banners = entityProcedures('Banners', '/dashboard/banner-images', {
  noun: 'banner',
  item: bannerOutput,
  ordered: { items: 'banners (home carousel)' },
});

export const bannersRouter = {
  list: banners.list('List banners (page, limit, status, search)', listQuerySchema, listBanners),

  /** Every banner in carousel order. */
  order: banners.order(noInput, bannerOrder),

  /** A new carousel order: every banner's id once. */
  reorder: banners.reorder(MESSAGES.bannersReordered, reorderInput, reorderBanners),

  get: banners.get(getBanner),

  create: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images',
        input: 'multipart',
        status: 201,
        message: MESSAGES.bannerCreated,
        tag: 'Banners',
        summary: 'Create a banner',
      },
    })
    .input(bannerCreateInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => createBanner(ctx, input)),

  update: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}',
        input: 'multipart',
        message: MESSAGES.bannerUpdated,
        tag: 'Banners',
        summary: 'Update a banner',
      },
    })
    .input(bannerUpdateInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => updateBanner(ctx, input)),

  delete: banners.delete(MESSAGES.bannerDeleted, deleteBanner),

  toggleStatus: banners.toggleStatus(MESSAGES.bannerStatusUpdated, toggleBanner),
} satisfies TRPCRouterRecord;
