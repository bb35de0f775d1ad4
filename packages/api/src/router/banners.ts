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
import { idOutput, noInput, paginated } from '../schemas/common';
import { MESSAGES } from '../messages';
import { authedProcedure } from '../trpc';

export const bannersRouter = {
  list: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images',
        paginated: true,
        tag: 'Banners',
        summary: 'List banners (page, limit, status, search)',
      },
    })
    .input(listQuerySchema)
    .output(paginated(bannerOutput))
    .query(({ ctx, input }) => listBanners(ctx, input)),

  /** Every banner in carousel order. */
  order: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/order',
        tag: 'Banners',
        summary: 'Every one of the banners (home carousel) in order',
      },
    })
    .input(noInput)
    .output(z.array(bannerOutput))
    .query(({ ctx }) => bannerOrder(ctx)),

  /** A new carousel order: every banner's id once. */
  reorder: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/dashboard/banner-images/order',
        message: MESSAGES.bannersReordered,
        tag: 'Banners',
        summary:
          'Set the order of the banners (home carousel): ids, every id once (422 on ids otherwise); answers the new order',
      },
    })
    .input(reorderInput)
    .output(z.array(bannerOutput))
    .mutation(({ ctx, input }) => reorderBanners(ctx, input)),

  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}',
        tag: 'Banners',
        summary: 'Read one banner',
      },
    })
    .input(idInput)
    .output(bannerOutput)
    .query(({ ctx, input }) => getBanner(ctx, input.id)),

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

  delete: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/dashboard/banner-images/{id}',
        message: MESSAGES.bannerDeleted,
        tag: 'Banners',
        summary: 'Delete a banner',
      },
    })
    .input(idInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => deleteBanner(ctx, input.id)),

  toggleStatus: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/banner-images/{id}/toggle-status',
        message: MESSAGES.bannerStatusUpdated,
        tag: 'Banners',
        summary: 'Enable or disable a banner (flips it when the body has no is_enabled)',
      },
    })
    .input(toggleStatusInput)
    .output(bannerOutput)
    .mutation(({ ctx, input }) => toggleBanner(ctx, input)),
} satisfies TRPCRouterRecord;
