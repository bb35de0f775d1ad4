/**
 * Releases (docs/publishing.md): several changes of services, projects and banners put together,
 * published in one transaction at once or at a scheduled time, and reverted as one. Who may:
 * `releases.view` to see them, `releases.publish` to make and publish them, and the publish right
 * on every item's kind (and service) the call is about.
 */
import {
  idInput,
  revokePreviewInput,
  sharePreviewInput,
  releaseAddItemInput,
  releaseCreateInput,
  releaseRemoveItemInput,
  releaseRenameInput,
  releaseScheduleInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  addReleaseItem,
  assertMayPublishItem,
  assertMayPublishRelease,
  cancelReleaseSchedule,
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  publishRelease,
  removeReleaseItem,
  renameRelease,
  revertRelease,
  scheduleRelease,
} from '../domain/releases';
import {
  listReleasePreviewLinks,
  revokeReleasePreviewLink,
  shareReleasePreview,
} from '../domain/preview-links';
import { MESSAGES } from '../messages';
import { messageOutput, noInput } from '../schemas/common';
import { previewLinkOutput, releaseOutput } from '../schemas/schedules';
import { authedProcedure, confirmedProcedure } from '../trpc';

export const releasesRouter = {
  list: authedProcedure
    .meta({
      permission: 'releases.view',
      rest: {
        method: 'GET',
        path: '/dashboard/releases',
        tag: 'Review',
        summary:
          'The releases still to be published (soonest due first), then the 50 last published, failed or reverted',
      },
    })
    .input(noInput)
    .output(z.array(releaseOutput))
    .query(({ ctx }) => listReleases(ctx)),

  get: authedProcedure
    .meta({
      permission: 'releases.view',
      rest: {
        method: 'GET',
        path: '/dashboard/releases/{id}',
        tag: 'Review',
        summary: 'One release with its items',
      },
    })
    .input(idInput)
    .output(releaseOutput)
    .query(({ ctx, input }) => getRelease(ctx, input.id)),

  create: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases',
        status: 201,
        message: MESSAGES.releaseCreated,
        tag: 'Review',
        summary: 'Make an empty release (name); add items to it next',
      },
    })
    .input(releaseCreateInput)
    .output(releaseOutput)
    .mutation(({ ctx, input }) => createRelease(ctx, input)),

  rename: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'PUT',
        path: '/dashboard/releases/{id}',
        message: MESSAGES.releaseSaved,
        tag: 'Review',
        summary: 'Rename a release',
      },
    })
    .input(releaseRenameInput)
    .output(releaseOutput)
    .mutation(({ ctx, input }) => renameRelease(ctx, input)),

  delete: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/releases/{id}',
        messageFromOutput: true,
        tag: 'Review',
        summary:
          'Delete a release that is not published (its drafts stay drafts); a published one stays in the history (422)',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => deleteRelease(ctx, input.id)),

  addItem: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases/{id}/items',
        message: MESSAGES.releaseItemAdded,
        tag: 'Review',
        summary:
          "Add a change to a release: entity (service, project or banner), item_id, action (publish_draft, enable or disable). Needs the publish right on the item's kind; 422 naming the field for a publish without a draft, an item already so, or one in another release still to be published",
      },
    })
    .input(releaseAddItemInput)
    .output(releaseOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayPublishItem(ctx.db, ctx.user.role, input.entity, input.item_id);
      return addReleaseItem(ctx, input);
    }),

  removeItem: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/releases/{id}/items/{release_item_id}',
        message: MESSAGES.releaseItemRemoved,
        tag: 'Review',
        summary: 'Take a change out of a release (the item stays as it is)',
      },
    })
    .input(releaseRemoveItemInput)
    .output(releaseOutput)
    .mutation(({ ctx, input }) => removeReleaseItem(ctx, input)),

  publish: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases/{id}/publish',
        message: MESSAGES.releasePublished,
        tag: 'Review',
        summary:
          "Publish every item of the release now, in one transaction: all or none. 409 naming the item (data: entity, id, label, reason) when one cannot be published; needs the publish right on every item's kind",
      },
    })
    .input(idInput)
    .output(releaseOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayPublishRelease(ctx.db, ctx.user.role, input.id);
      return publishRelease(ctx, input.id);
    }),

  schedule: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases/{id}/schedule',
        message: MESSAGES.releaseScheduled,
        tag: 'Review',
        summary:
          'Schedule the release to publish at `at`: a local time such as 2026-12-07T09:00 is read in the firm time zone; it replaces the time it had',
      },
    })
    .input(releaseScheduleInput)
    .output(releaseOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayPublishRelease(ctx.db, ctx.user.role, input.id);
      return scheduleRelease(ctx, input);
    }),

  cancelSchedule: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/releases/{id}/schedule',
        message: MESSAGES.releaseScheduleCancelled,
        tag: 'Review',
        summary: "Cancel a release's schedule: it stays open, nothing is published",
      },
    })
    .input(idInput)
    .output(releaseOutput)
    .mutation(({ ctx, input }) => cancelReleaseSchedule(ctx, input.id)),

  revert: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases/{id}/revert',
        message: MESSAGES.releaseReverted,
        tag: 'Review',
        summary:
          'Put every item of a published release back to the version and state it had before, in one transaction: all or none (409 naming the item that cannot be)',
      },
    })
    .input(idInput)
    .output(releaseOutput)
    .mutation(async ({ ctx, input }) => {
      await assertMayPublishRelease(ctx.db, ctx.user.role, input.id);
      return revertRelease(ctx, input.id);
    }),

  previewLinks: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'GET',
        path: '/dashboard/releases/{id}/preview-links',
        tag: 'Review',
        summary:
          "The release's preview links, newest first: the page each opens, who made it, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(idInput)
    .output(z.array(previewLinkOutput))
    .query(({ ctx, input }) => listReleasePreviewLinks(ctx, input.id)),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/releases/{id}/preview-links',
        message: MESSAGES.previewShared,
        tag: 'Review',
        summary:
          "Share a preview of the release (the public site with every change of it made) with people without an account: a link working for `days` (1, 7 or 30; 7 by default), opening on its first item's page, answered with its `url` this once; needs the publish right of every item and a proof of who you are within the last 10 minutes",
      },
    })
    .input(sharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(async ({ ctx, input }) => {
      await assertMayPublishRelease(ctx.db, ctx.user.role, input.id);
      return shareReleasePreview(ctx, input);
    }),

  revokePreview: authedProcedure
    .meta({
      permission: 'releases.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/releases/{id}/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'Review',
        summary: "Revoke one of the release's preview links: it stops working at once",
      },
    })
    .input(revokePreviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => revokeReleasePreviewLink(ctx, input)),
} satisfies TRPCRouterRecord;
