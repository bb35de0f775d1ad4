/** Admin procedures for the homepage banners (hero carousel slides). */
import {
  bannerCreateInput,
  bannerUpdateInput,
  draftDiscardInput,
  requestChangesInput,
  idInput,
  listQuerySchema,
  reorderInput,
  toggleStatusInput,
  versionInput,
  versionListInput,
  revokePreviewInput,
  scheduleInput,
  sharePreviewInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import {
  assertMayChangeStatus,
  assertMayEditLive,
  startsDisabledUnlessPublisher,
} from '../domain/publish-right';
import { z } from 'zod';

import {
  bannerDraft,
  bannerOrder,
  createBanner,
  deleteBanner,
  discardBannerDraft,
  getBanner,
  listBanners,
  reorderBanners,
  publishBannerDraft,
  requestBannerChanges,
  restoreBannerVersion,
  saveBannerDraft,
  toggleBanner,
  updateBanner,
} from '../domain/banner';
import { getVersion, listVersions } from '../domain/versions';
import {
  draftOutput,
  restoredOutput,
  versionOutput,
  versionSummaryOutput,
} from '../schemas/versions';
import { bannerDraftContent, bannerOutput } from '../schemas/banner';
import { idOutput, messageOutput, noInput, paginated } from '../schemas/common';
import { MESSAGES } from '../messages';
import { authedProcedure, confirmedProcedure } from '../trpc';
import { listPreviewLinks, revokePreviewLink, sharePreview } from '../domain/preview-links';
import { previewLinkOutput } from '../schemas/schedules';
import { cancelScheduledChange, itemSchedule, scheduleChange } from '../domain/schedules';
import { itemScheduleOutput, scheduleOutput } from '../schemas/schedules';

export const bannersRouter = {
  list: authedProcedure
    .meta({
      permission: 'banners.view',
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
      permission: 'banners.view',
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
      permission: 'banners.publish',
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
      permission: 'banners.view',
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
      permission: 'banners.create',
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
    .mutation(({ ctx, input }) =>
      createBanner(ctx, startsDisabledUnlessPublisher(ctx.user.role, 'banners', input)),
    ),

  update: authedProcedure
    .meta({
      permission: 'banners.edit',
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
    .mutation(async ({ ctx, input }) => {
      await assertMayChangeStatus(ctx, ctx.user.role, 'banners', input);
      // A live banner changes through a draft and review for a role that may not publish it.
      await assertMayEditLive(ctx, ctx.user.role, 'banners', input.id);
      return updateBanner(ctx, input);
    }),

  draft: authedProcedure
    .meta({
      permission: 'banners.view',
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}/draft',
        tag: 'Banners',
        summary:
          "The banner's draft (not public): its fields as the draft has them, who saved it and when; null without one",
      },
    })
    .input(idInput)
    .output(draftOutput(bannerDraftContent).nullable())
    .query(({ ctx, input }) => bannerDraft(ctx, input.id)),

  saveDraft: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/draft',
        input: 'multipart',
        message: MESSAGES.draftSaved,
        tag: 'Banners',
        summary:
          'Save a draft of a banner: the fields of an update, checked the same way, kept in its history and not public until published',
      },
    })
    .input(bannerUpdateInput)
    .output(bannerOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayChangeStatus(ctx, ctx.user.role, 'banners', input);
      return saveBannerDraft(ctx, input);
    }),

  discardDraft: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/banner-images/{id}/draft',
        messageFromOutput: true,
        tag: 'Banners',
        summary: "Discard a banner's draft: the live banner stays as it is",
      },
    })
    .input(draftDiscardInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => discardBannerDraft(ctx, input)),

  publishDraft: authedProcedure
    .meta({
      permission: 'banners.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/draft/publish',
        message: MESSAGES.draftPublished,
        tag: 'Banners',
        summary:
          "Publish a banner's draft: it becomes the live banner, as a save would (an image whose file is gone is left out: see notice)",
      },
    })
    .input(idInput)
    .output(restoredOutput(bannerOutput))
    .mutation(({ ctx, input }) => publishBannerDraft(ctx, input)),

  submitDraft: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/draft/submit',
        input: 'multipart',
        message: MESSAGES.draftSubmitted,
        tag: 'Banners',
        summary:
          'Save a draft of a banner (the fields of an update) and submit it for review: it waits in the Review queue, not public, until a reviewer publishes it',
      },
    })
    .input(bannerUpdateInput)
    .output(bannerOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayChangeStatus(ctx, ctx.user.role, 'banners', input);
      return saveBannerDraft(ctx, input, { submit: true });
    }),

  requestChanges: authedProcedure
    .meta({
      permission: 'banners.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/draft/request-changes',
        messageFromOutput: true,
        tag: 'Banners',
        summary:
          "Request changes on a banner's draft: it leaves the Review queue, and its author sees the comment on the banner and by mail",
      },
    })
    .input(requestChangesInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => requestBannerChanges(ctx, input)),

  schedule: authedProcedure
    .meta({
      permission: 'banners.view',
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}/schedule',
        tag: 'Banners',
        summary:
          "The banner's scheduled change (or its newest one, when that failed): what, when in the firm time zone, by whom, and the firm time zone",
      },
    })
    .input(idInput)
    .output(itemScheduleOutput)
    .query(({ ctx, input }) => itemSchedule(ctx, 'banner', input.id)),

  scheduleChange: authedProcedure
    .meta({
      permission: 'banners.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/schedule',
        message: MESSAGES.scheduled,
        tag: 'Banners',
        summary:
          'Schedule a change of a banner (action publish_draft, enable or disable) at `at`: a local time such as 2026-12-07T09:00 is read in the firm time zone; it replaces the change scheduled before',
      },
    })
    .input(scheduleInput)
    .output(scheduleOutput)
    .mutation(({ ctx, input }) => scheduleChange(ctx, 'banner', input)),

  cancelSchedule: authedProcedure
    .meta({
      permission: 'banners.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/banner-images/{id}/schedule',
        messageFromOutput: true,
        tag: 'Banners',
        summary: "Cancel a banner's scheduled change: nothing happens at its time",
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => cancelScheduledChange(ctx, 'banner', input.id)),

  previewLinks: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}/preview-links',
        tag: 'Banners',
        summary:
          "The banner's preview links, newest first: the page each opens, who made it, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(idInput)
    .output(z.array(previewLinkOutput))
    .query(({ ctx, input }) => listPreviewLinks(ctx, 'banner', input.id)),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/preview-links',
        message: MESSAGES.previewShared,
        tag: 'Banners',
        summary:
          "Share a preview of the banner's draft (or of it, disabled) with people without an account: a link working for `days` (1, 7 or 30; 7 by default), answered with its `url` this once; needs a proof of who you are within the last 10 minutes",
      },
    })
    .input(sharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(({ ctx, input }) => sharePreview(ctx, 'banner', input)),

  revokePreview: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/banner-images/{id}/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'Banners',
        summary: "Revoke one of the banner's preview links: it stops working at once",
      },
    })
    .input(revokePreviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => revokePreviewLink(ctx, 'banner', input)),

  delete: authedProcedure
    .meta({
      permission: 'banners.delete',
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
      permission: 'banners.publish',
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
  /** Its saved versions, newest first (version history). */
  versions: authedProcedure
    .meta({
      permission: 'banners.view',
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}/versions',
        paginated: true,
        tag: 'Banners',
        summary:
          'The versions of a banner, newest first (page, limit): who saved each, when, what changed',
      },
    })
    .input(versionListInput)
    .output(paginated(versionSummaryOutput))
    .query(({ ctx, input }) => listVersions(ctx, { entity: 'banner', id: input.id }, input)),

  version: authedProcedure
    .meta({
      permission: 'banners.view',
      rest: {
        method: 'GET',
        path: '/dashboard/banner-images/{id}/versions/{number}',
        tag: 'Banners',
        summary: 'One version of a banner: the record as it was after that save',
      },
    })
    .input(versionInput)
    .output(versionOutput)
    .query(({ ctx, input }) => getVersion(ctx, { entity: 'banner', id: input.id }, input.number)),

  restoreVersion: authedProcedure
    .meta({
      permission: 'banners.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/banner-images/{id}/versions/{number}/restore',
        message: MESSAGES.versionRestored,
        tag: 'Banners',
        summary:
          'Restore a version of a banner as a new version (an image whose file is gone is left out: see notice)',
      },
    })
    .input(versionInput)
    .output(restoredOutput(bannerOutput))
    .mutation(async ({ ctx, input }) => {
      await assertMayEditLive(ctx, ctx.user.role, 'banners', input.id);
      return restoreBannerVersion(ctx, input);
    }),
} satisfies TRPCRouterRecord;
