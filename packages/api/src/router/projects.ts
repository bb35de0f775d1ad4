/**
 * Admin procedures for projects (portfolio items of a service), their order in the portfolio and
 * the home page's featured projects.
 */
import {
  draftDiscardInput,
  requestChangesInput,
  idInput,
  projectCreateInput,
  projectFeaturedInput,
  projectListInput,
  projectOrderQuery,
  projectReorderInput,
  projectUpdateInput,
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
  createProject,
  deleteProject,
  discardProjectDraft,
  getProject,
  listProjects,
  projectDraft,
  projectOrder,
  projectServiceOptions,
  publishProjectDraft,
  requestProjectChanges,
  reorderProjects,
  restoreProjectVersion,
  saveProjectDraft,
  setProjectFeatured,
  toggleProject,
  updateProject,
} from '../domain/project';
import { getVersion, listVersions } from '../domain/versions';
import {
  draftOutput,
  restoredOutput,
  versionOutput,
  versionSummaryOutput,
} from '../schemas/versions';
import { messageOutput, noInput, paginated } from '../schemas/common';
import { projectDraftContent, projectOutput } from '../schemas/project';
import { MESSAGES } from '../messages';
import { authedProcedure, confirmedProcedure } from '../trpc';
import { listPreviewLinks, revokePreviewLink, sharePreview } from '../domain/preview-links';
import { previewLinkOutput } from '../schemas/schedules';
import { cancelScheduledChange, itemSchedule, scheduleChange } from '../domain/schedules';
import { itemScheduleOutput, scheduleOutput } from '../schemas/schedules';
import { assertProjectInScope, assertServiceInScope } from '../domain/service-scope';

export const projectsRouter = {
  list: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects',
        paginated: true,
        tag: 'Projects',
        summary: 'List projects (page, limit, status, search)',
      },
    })
    .input(projectListInput)
    .output(paginated(projectOutput))
    .query(({ ctx, input }) => listProjects(ctx, input, ctx.user.role.serviceIds)),

  /** Every project of a service in portfolio order. */
  order: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/order',
        tag: 'Projects',
        summary:
          'Every one of the projects of a service (portfolio) in order (service_id; without it, every such list one after another)',
      },
    })
    .input(projectOrderQuery)
    .output(z.array(projectOutput))
    .query(({ ctx, input }) => projectOrder(ctx, input.service_id, ctx.user.role.serviceIds)),

  /** A new portfolio order of a service's projects: every one's id once. */
  reorder: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'PUT',
        path: '/dashboard/service-projects/order',
        message: MESSAGES.projectsReordered,
        tag: 'Projects',
        summary:
          'Set the order of the projects of a service (portfolio): service_id and ids, every id once (422 on ids otherwise); answers the new order',
      },
    })
    .input(projectReorderInput)
    .output(z.array(projectOutput))
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'projects.publish', input.service_id);
      return reorderProjects(ctx, input);
    }),

  /** Choose a project for the home page's Featured Projects (at most four), or stop. */
  setFeatured: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'PATCH',
        path: '/dashboard/service-projects/{id}/featured',
        messageByFlag: {
          field: 'is_featured',
          ifTrue: MESSAGES.projectFeatured,
          ifFalse: MESSAGES.projectUnfeatured,
        },
        tag: 'Projects',
        summary: 'Feature a project on the home page or stop (is_featured); at most 4 at once',
      },
    })
    .input(projectFeaturedInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return setProjectFeatured(ctx, input);
    }),

  get: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}',
        tag: 'Projects',
        summary: 'Read one project',
      },
    })
    .input(idInput)
    .output(projectOutput)
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.view', input.id);
      return getProject(ctx, input.id);
    }),

  /** The services to choose from in project forms. */
  serviceOptions: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/service-options',
        tag: 'Projects',
        summary: 'The services to choose from in project forms',
      },
    })
    .input(noInput)
    .output(z.array(z.object({ id: z.string(), name: z.string(), is_enabled: z.boolean() })))
    .query(({ ctx }) => projectServiceOptions(ctx, ctx.user.role.serviceIds)),

  create: authedProcedure
    .meta({
      permission: 'projects.create',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects',
        status: 201,
        message: MESSAGES.projectCreated,
        tag: 'Projects',
        summary: 'Create a project',
      },
    })
    .input(projectCreateInput)
    .output(projectOutput)
    .mutation(({ ctx, input }) => {
      assertServiceInScope(ctx.user.role, 'projects.create', input.service_id);
      return createProject(ctx, startsDisabledUnlessPublisher(ctx.user.role, 'projects', input));
    }),

  update: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/service-projects/{id}',
        message: MESSAGES.projectUpdated,
        tag: 'Projects',
        summary: 'Update a project',
      },
    })
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      // Its service now, and the one it is moved to.
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      assertServiceInScope(ctx.user.role, 'projects.edit', input.service_id);
      await assertMayChangeStatus(ctx, ctx.user.role, 'projects', input);
      // A live project changes through a draft and review for a role that may not publish it.
      await assertMayEditLive(ctx, ctx.user.role, 'projects', input.id);
      return updateProject(ctx, input);
    }),

  draft: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}/draft',
        tag: 'Projects',
        summary:
          "The project's draft (not public): its fields as the draft has them, who saved it and when; null without one",
      },
    })
    .input(idInput)
    .output(draftOutput(projectDraftContent).nullable())
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.view', input.id);
      return projectDraft(ctx, input.id);
    }),

  saveDraft: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/service-projects/{id}/draft',
        message: MESSAGES.draftSaved,
        tag: 'Projects',
        summary:
          'Save a draft of a project: the fields of an update, checked the same way, kept in its history and not public until published',
      },
    })
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      assertServiceInScope(ctx.user.role, 'projects.edit', input.service_id);
      await assertMayChangeStatus(ctx, ctx.user.role, 'projects', input);
      return saveProjectDraft(ctx, input);
    }),

  discardDraft: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/service-projects/{id}/draft',
        messageFromOutput: true,
        tag: 'Projects',
        summary: "Discard a project's draft: the live project stays as it is",
      },
    })
    .input(draftDiscardInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      return discardProjectDraft(ctx, input);
    }),

  publishDraft: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/draft/publish',
        message: MESSAGES.draftPublished,
        tag: 'Projects',
        summary: "Publish a project's draft: it becomes the live project, as a save would",
      },
    })
    .input(idInput)
    .output(restoredOutput(projectOutput))
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return publishProjectDraft(ctx, input);
    }),

  submitDraft: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/draft/submit',
        message: MESSAGES.draftSubmitted,
        tag: 'Projects',
        summary:
          'Save a draft of a project (the fields of an update) and submit it for review: it waits in the Review queue, not public, until a reviewer publishes it',
      },
    })
    .input(projectUpdateInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      assertServiceInScope(ctx.user.role, 'projects.edit', input.service_id);
      await assertMayChangeStatus(ctx, ctx.user.role, 'projects', input);
      return saveProjectDraft(ctx, input, { submit: true });
    }),

  requestChanges: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/draft/request-changes',
        messageFromOutput: true,
        tag: 'Projects',
        summary:
          "Request changes on a project's draft: it leaves the Review queue, and its author sees the comment on the project and by mail",
      },
    })
    .input(requestChangesInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return requestProjectChanges(ctx, input);
    }),

  schedule: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}/schedule',
        tag: 'Projects',
        summary:
          "The project's scheduled change (or its newest one, when that failed): what, when in the firm time zone, by whom, and the firm time zone",
      },
    })
    .input(idInput)
    .output(itemScheduleOutput)
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.view', input.id);
      return itemSchedule(ctx, 'project', input.id);
    }),

  scheduleChange: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/schedule',
        message: MESSAGES.scheduled,
        tag: 'Projects',
        summary:
          'Schedule a change of a project (action publish_draft, enable or disable) at `at`: a local time such as 2026-12-07T09:00 is read in the firm time zone; it replaces the change scheduled before',
      },
    })
    .input(scheduleInput)
    .output(scheduleOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return scheduleChange(ctx, 'project', input);
    }),

  cancelSchedule: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'DELETE',
        path: '/dashboard/service-projects/{id}/schedule',
        messageFromOutput: true,
        tag: 'Projects',
        summary: "Cancel a project's scheduled change: nothing happens at its time",
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return cancelScheduledChange(ctx, 'project', input.id);
    }),

  previewLinks: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}/preview-links',
        tag: 'Projects',
        summary:
          "The project's preview links, newest first: the page each opens, who made it, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(idInput)
    .output(z.array(previewLinkOutput))
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      return listPreviewLinks(ctx, 'project', input.id);
    }),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/preview-links',
        message: MESSAGES.previewShared,
        tag: 'Projects',
        summary:
          "Share a preview of the project's draft (or of it, disabled) with people without an account: a link working for `days` (1, 7 or 30; 7 by default), answered with its `url` this once; needs a proof of who you are within the last 10 minutes",
      },
    })
    .input(sharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      return sharePreview(ctx, 'project', input);
    }),

  revokePreview: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/service-projects/{id}/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'Projects',
        summary: "Revoke one of the project's preview links: it stops working at once",
      },
    })
    .input(revokePreviewInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      return revokePreviewLink(ctx, 'project', input);
    }),

  delete: authedProcedure
    .meta({
      permission: 'projects.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/service-projects/{id}',
        message: MESSAGES.projectDeleted,
        tag: 'Projects',
        summary: 'Delete a project',
      },
    })
    .input(idInput)
    .output(z.object({ id: z.string(), images: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.delete', input.id);
      return deleteProject(ctx, input.id);
    }),

  toggleStatus: authedProcedure
    .meta({
      permission: 'projects.publish',
      rest: {
        method: 'PATCH',
        path: '/dashboard/service-projects/{id}/toggle-status',
        message: MESSAGES.projectStatusUpdated,
        tag: 'Projects',
        summary: 'Enable or disable a project (flips it when the body has no is_enabled)',
      },
    })
    .input(toggleStatusInput)
    .output(projectOutput)
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.publish', input.id);
      return toggleProject(ctx, input);
    }),
  /** Its saved versions, newest first (version history). */
  versions: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}/versions',
        paginated: true,
        tag: 'Projects',
        summary:
          'The versions of a project, newest first (page, limit): who saved each, when, what changed',
      },
    })
    .input(versionListInput)
    .output(paginated(versionSummaryOutput))
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.view', input.id);
      return listVersions(ctx, { entity: 'project', id: input.id }, input);
    }),

  version: authedProcedure
    .meta({
      permission: 'projects.view',
      rest: {
        method: 'GET',
        path: '/dashboard/service-projects/{id}/versions/{number}',
        tag: 'Projects',
        summary: 'One version of a project: the record as it was after that save',
      },
    })
    .input(versionInput)
    .output(versionOutput)
    .query(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.view', input.id);
      return getVersion(ctx, { entity: 'project', id: input.id }, input.number);
    }),

  restoreVersion: authedProcedure
    .meta({
      permission: 'projects.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/service-projects/{id}/versions/{number}/restore',
        message: MESSAGES.versionRestored,
        tag: 'Projects',
        summary:
          'Restore a version of a project as a new version (an image whose file is gone is left out: see notice)',
      },
    })
    .input(versionInput)
    .output(restoredOutput(projectOutput))
    .mutation(async ({ ctx, input }) => {
      await assertProjectInScope(ctx, ctx.user.role, 'projects.edit', input.id);
      await assertMayEditLive(ctx, ctx.user.role, 'projects', input.id);
      return restoreProjectVersion(ctx, input);
    }),
} satisfies TRPCRouterRecord;
