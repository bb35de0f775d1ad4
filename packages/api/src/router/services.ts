/**
 * Admin procedures for services: list, read, create, update, delete, toggle, projects, and their
 * order in the navigation and footer.
 */
import {
  draftDiscardInput,
  requestChangesInput,
  idInput,
  listQuerySchema,
  reorderInput,
  serviceCreateInput,
  toggleStatusInput,
  versionInput,
  versionListInput,
  serviceUpdateInput,
  serviceUploadImagesInput,
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
  createService,
  deleteService,
  discardServiceDraft,
  getService,
  listServices,
  reorderServices,
  publishServiceDraft,
  requestServiceChanges,
  restoreServiceVersion,
  saveServiceDraft,
  serviceDraft,
  serviceDeletionImpact,
  serviceOrder,
  serviceProjects,
  toggleService,
  updateService,
  uploadServiceImages,
} from '../domain/service';
import { getVersion, listVersions } from '../domain/versions';
import {
  draftOutput,
  restoredOutput,
  versionOutput,
  versionSummaryOutput,
} from '../schemas/versions';
import { messageOutput, noInput, paginated } from '../schemas/common';
import { projectOutput } from '../schemas/project';
import {
  serviceDeletionImpactOutput,
  serviceDraftContent,
  serviceOutput,
  serviceSaveOutput,
} from '../schemas/service';
import { MESSAGES } from '../messages';
import { authedProcedure, confirmedProcedure } from '../trpc';
import { listPreviewLinks, revokePreviewLink, sharePreview } from '../domain/preview-links';
import { previewLinkOutput } from '../schemas/schedules';
import { cancelScheduledChange, itemSchedule, scheduleChange } from '../domain/schedules';
import { itemScheduleOutput, scheduleOutput } from '../schemas/schedules';
import { assertServiceInScope, assertUnlimited } from '../domain/service-scope';

export const servicesRouter = {
  list: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services',
        paginated: true,
        tag: 'Services',
        summary: 'List services (page, limit, status, search)',
      },
    })
    .input(listQuerySchema)
    .output(paginated(serviceOutput))
    .query(({ ctx, input }) => listServices(ctx, input, ctx.user.role.serviceIds)),

  /** Every service in navigation order. */
  order: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/order',
        tag: 'Services',
        summary: 'Every one of the services (navigation and footer) in order',
      },
    })
    .input(noInput)
    .output(z.array(serviceOutput))
    .query(({ ctx }) => serviceOrder(ctx, ctx.user.role.serviceIds)),

  /** A new navigation order: every service's id once. */
  reorder: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'PUT',
        path: '/dashboard/services/order',
        message: MESSAGES.servicesReordered,
        tag: 'Services',
        summary:
          'Set the order of the services (navigation and footer): ids, every id once (422 on ids otherwise); answers the new order',
      },
    })
    .input(reorderInput)
    .output(z.array(serviceOutput))
    .mutation(({ ctx, input }) => {
      // The navigation's order is of every service: not for a role limited to some.
      assertUnlimited(ctx.user.role, 'services.publish');
      return reorderServices(ctx, input);
    }),

  get: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}',
        tag: 'Services',
        summary: 'Read one service',
      },
    })
    .input(idInput)
    .output(serviceOutput)
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return getService(ctx, input.id);
    }),

  create: authedProcedure
    .meta({
      permission: 'services.create',
      rest: {
        method: 'POST',
        path: '/dashboard/services',
        input: 'multipart',
        status: 201,
        message: MESSAGES.serviceCreated,
        tag: 'Services',
        summary: 'Create a service',
      },
    })
    .input(serviceCreateInput)
    .output(serviceSaveOutput)
    .mutation(({ ctx, input }) =>
      createService(ctx, startsDisabledUnlessPublisher(ctx.user.role, 'services', input)),
    ),

  update: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}',
        input: 'multipart',
        message: MESSAGES.serviceUpdated,
        tag: 'Services',
        summary: 'Update a service',
      },
    })
    .input(serviceUpdateInput)
    .output(serviceSaveOutput)
    .mutation(async ({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      await assertMayChangeStatus(ctx, ctx.user.role, 'services', input);
      // A live service changes through a draft and review for a role that may not publish it.
      await assertMayEditLive(ctx, ctx.user.role, 'services', input.id);
      return updateService(ctx, input);
    }),

  draft: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/draft',
        tag: 'Services',
        summary:
          "The service's draft (not public): its fields as the draft has them, who saved it and when; null without one",
      },
    })
    .input(idInput)
    .output(draftOutput(serviceDraftContent).nullable())
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return serviceDraft(ctx, input.id);
    }),

  saveDraft: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/draft',
        input: 'multipart',
        message: MESSAGES.draftSaved,
        tag: 'Services',
        summary:
          'Save a draft of a service: the fields of an update, checked the same way, kept in its history and not public until published',
      },
    })
    .input(serviceUpdateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return saveServiceDraft(ctx, input);
    }),

  discardDraft: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/services/{id}/draft',
        messageFromOutput: true,
        tag: 'Services',
        summary: "Discard a service's draft: the live service stays as it is",
      },
    })
    .input(draftDiscardInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return discardServiceDraft(ctx, input);
    }),

  publishDraft: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/draft/publish',
        message: MESSAGES.draftPublished,
        tag: 'Services',
        summary:
          "Publish a service's draft: it becomes the live service, as a save would (an image whose file is gone is left out: see notice)",
      },
    })
    .input(idInput)
    .output(restoredOutput(serviceOutput))
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.publish', input.id);
      return publishServiceDraft(ctx, input);
    }),

  submitDraft: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/draft/submit',
        input: 'multipart',
        message: MESSAGES.draftSubmitted,
        tag: 'Services',
        summary:
          'Save a draft of a service (the fields of an update) and submit it for review: it waits in the Review queue, not public, until a reviewer publishes it',
      },
    })
    .input(serviceUpdateInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return saveServiceDraft(ctx, input, { submit: true });
    }),

  requestChanges: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/draft/request-changes',
        messageFromOutput: true,
        tag: 'Services',
        summary:
          "Request changes on a service's draft: it leaves the Review queue, and its author sees the comment on the service and by mail",
      },
    })
    .input(requestChangesInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.publish', input.id);
      return requestServiceChanges(ctx, input);
    }),

  schedule: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/schedule',
        tag: 'Services',
        summary:
          "The service's scheduled change (or its newest one, when that failed): what, when in the firm time zone, by whom, and the firm time zone",
      },
    })
    .input(idInput)
    .output(itemScheduleOutput)
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return itemSchedule(ctx, 'service', input.id);
    }),

  scheduleChange: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/schedule',
        message: MESSAGES.scheduled,
        tag: 'Services',
        summary:
          'Schedule a change of a service (action publish_draft, enable or disable) at `at`: a local time such as 2026-12-07T09:00 is read in the firm time zone; it replaces the change scheduled before',
      },
    })
    .input(scheduleInput)
    .output(scheduleOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.publish', input.id);
      return scheduleChange(ctx, 'service', input);
    }),

  cancelSchedule: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/services/{id}/schedule',
        messageFromOutput: true,
        tag: 'Services',
        summary: "Cancel a service's scheduled change: nothing happens at its time",
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.publish', input.id);
      return cancelScheduledChange(ctx, 'service', input.id);
    }),

  previewLinks: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/preview-links',
        tag: 'Services',
        summary:
          "The service's preview links, newest first: the page each opens, who made it, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(idInput)
    .output(z.array(previewLinkOutput))
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return listPreviewLinks(ctx, 'service', input.id);
    }),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/preview-links',
        message: MESSAGES.previewShared,
        tag: 'Services',
        summary:
          "Share a preview of the service's draft (or of it, disabled) with people without an account: a link working for `days` (1, 7 or 30; 7 by default), answered with its `url` this once; needs a proof of who you are within the last 10 minutes",
      },
    })
    .input(sharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return sharePreview(ctx, 'service', input);
    }),

  revokePreview: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/services/{id}/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'Services',
        summary: "Revoke one of the service's preview links: it stops working at once",
      },
    })
    .input(revokePreviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      return revokePreviewLink(ctx, 'service', input);
    }),

  deletionImpact: authedProcedure
    .meta({
      permission: 'services.delete',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/deletion-impact',
        tag: 'Services',
        summary: 'How many projects and images a delete of this service removes',
      },
    })
    .input(idInput)
    .output(serviceDeletionImpactOutput)
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.delete', input.id);
      return serviceDeletionImpact(ctx, input.id);
    }),

  delete: authedProcedure
    .meta({
      permission: 'services.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/services/{id}',
        message: MESSAGES.serviceDeleted,
        tag: 'Services',
        summary: 'Delete a service',
      },
    })
    .input(idInput)
    .output(serviceDeletionImpactOutput.extend({ id: z.string() }))
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.delete', input.id);
      return deleteService(ctx, input.id);
    }),

  toggleStatus: authedProcedure
    .meta({
      permission: 'services.publish',
      rest: {
        method: 'PATCH',
        path: '/dashboard/services/{id}/toggle-status',
        message: MESSAGES.serviceStatusUpdated,
        tag: 'Services',
        summary: 'Enable or disable a service (flips it when the body has no is_enabled)',
      },
    })
    .input(toggleStatusInput)
    .output(serviceOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.publish', input.id);
      return toggleService(ctx, input);
    }),

  projects: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/projects',
        tag: 'Services',
        summary: 'The projects of a service',
      },
    })
    .input(idInput)
    .output(z.array(projectOutput))
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return serviceProjects(ctx, input.id);
    }),

  uploadImages: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/upload-images',
        aliases: ['/services/upload-images'],
        input: 'multipart',
        status: 201,
        message: MESSAGES.imagesUploaded,
        tag: 'Services',
        summary: 'Upload images (repeated field `images`) and get their URLs',
      },
    })
    .input(serviceUploadImagesInput)
    .output(z.array(z.object({ image_url: z.string() })))
    .mutation(({ ctx, input }) => uploadServiceImages(ctx, input)),
  /** Its saved versions, newest first (version history). */
  versions: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/versions',
        paginated: true,
        tag: 'Services',
        summary:
          'The versions of a service, newest first (page, limit): who saved each, when, what changed',
      },
    })
    .input(versionListInput)
    .output(paginated(versionSummaryOutput))
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return listVersions(ctx, { entity: 'service', id: input.id }, input);
    }),

  version: authedProcedure
    .meta({
      permission: 'services.view',
      rest: {
        method: 'GET',
        path: '/dashboard/services/{id}/versions/{number}',
        tag: 'Services',
        summary: 'One version of a service: the record as it was after that save',
      },
    })
    .input(versionInput)
    .output(versionOutput)
    .query(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.view', input.id);
      return getVersion(ctx, { entity: 'service', id: input.id }, input.number);
    }),

  restoreVersion: authedProcedure
    .meta({
      permission: 'services.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/services/{id}/versions/{number}/restore',
        message: MESSAGES.versionRestored,
        tag: 'Services',
        summary:
          'Restore a version of a service as a new version (an image whose file is gone is left out: see notice)',
      },
    })
    .input(versionInput)
    .output(restoredOutput(serviceOutput))
    .mutation(async ({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'services.edit', input.id);
      await assertMayEditLive(ctx, ctx.user.role, 'services', input.id);
      return restoreServiceVersion(ctx, input);
    }),
} satisfies TRPCRouterRecord;
