/** Admin procedures for the two single-record settings: organization profile and About Us. */
import {
  aboutUsUpdateInput,
  organizationUpdateInput,
  singleDraftDiscardInput,
  singleRevokePreviewInput,
  singleSharePreviewInput,
  singleVersionInput,
  singleVersionListInput,
  timeZoneInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { listPreviewLinks, revokePreviewLink, sharePreview } from '../domain/preview-links';
import {
  ABOUT_US_ITEM,
  getAboutUs,
  getOrganization,
  ORGANIZATION_ITEM,
  restoreAboutUsVersion,
  restoreOrganizationVersion,
  updateAboutUs,
  updateOrganization,
} from '../domain/settings';
import { getTimeZone, setTimeZone } from '../domain/schedules';
import {
  aboutUsDraft,
  discardAboutUsDraft,
  discardOrganizationDraft,
  organizationDraft,
  publishAboutUsDraft,
  publishOrganizationDraft,
  saveAboutUsDraft,
  saveOrganizationDraft,
} from '../domain/settings-drafts';
import { getVersion, listVersions } from '../domain/versions';
import { previewLinkOutput, timeZoneOutput } from '../schemas/schedules';
import {
  draftOutput,
  restoredOutput,
  versionOutput,
  versionSummaryOutput,
} from '../schemas/versions';
import { aboutUsOutput } from '../schemas/about-us';
import { messageOutput, noInput, paginated } from '../schemas/common';
import { organizationOutput } from '../schemas/organization';
import { MESSAGES } from '../messages';
import { authedProcedure, confirmedProcedure } from '../trpc';

export const organizationRouter = {
  get: authedProcedure
    .meta({
      permission: 'organization.view',
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
      permission: 'organization.edit',
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

  draft: authedProcedure
    .meta({
      permission: 'organization.view',
      rest: {
        method: 'GET',
        path: '/dashboard/organization/draft',
        tag: 'Organization',
        summary:
          "The organization profile's draft (not public): its fields as the draft has them, who saved it and when; null without one",
      },
    })
    .input(noInput)
    .output(draftOutput(organizationOutput).nullable())
    .query(({ ctx }) => organizationDraft(ctx)),

  saveDraft: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/organization/draft',
        input: 'multipart',
        message: MESSAGES.draftSaved,
        tag: 'Organization',
        summary:
          'Save a draft of the organization profile: the fields of an update, checked the same way, kept in its history and not public until published',
      },
    })
    .input(organizationUpdateInput)
    .output(organizationOutput)
    .mutation(({ ctx, input }) => saveOrganizationDraft(ctx, input)),

  discardDraft: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/organization/draft',
        messageFromOutput: true,
        tag: 'Organization',
        summary: "Discard the organization profile's draft: the published content stays as it is",
      },
    })
    .input(singleDraftDiscardInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => discardOrganizationDraft(ctx, input)),

  publishDraft: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/organization/draft/publish',
        message: MESSAGES.draftPublished,
        tag: 'Organization',
        summary:
          "Publish the organization profile's draft: it becomes the published content, as a save would (an image whose file is gone is left out: see notice)",
      },
    })
    .input(noInput)
    .output(restoredOutput(organizationOutput))
    .mutation(({ ctx }) => publishOrganizationDraft(ctx)),

  previewLinks: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'GET',
        path: '/dashboard/organization/preview-links',
        tag: 'Organization',
        summary:
          "The preview links of the organization profile's draft, newest first: who made each, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(noInput)
    .output(z.array(previewLinkOutput))
    .query(({ ctx }) => listPreviewLinks(ctx, 'organization', ORGANIZATION_ITEM.id)),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/organization/preview-links',
        message: MESSAGES.previewShared,
        tag: 'Organization',
        summary:
          "Share a preview of the organization profile's draft with people without an account: a link working for `days` (1, 7 or 30; 7 by default), answered with its `url` this once; 422 without a draft; needs a proof of who you are within the last 10 minutes",
      },
    })
    .input(singleSharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(({ ctx, input }) =>
      sharePreview(ctx, 'organization', { id: ORGANIZATION_ITEM.id, days: input.days }),
    ),

  revokePreview: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/organization/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'Organization',
        summary:
          "Revoke one of the preview links of the organization profile's draft: it stops working at once",
      },
    })
    .input(singleRevokePreviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      revokePreviewLink(ctx, 'organization', { id: ORGANIZATION_ITEM.id, link_id: input.link_id }),
    ),

  timeZone: authedProcedure
    .meta({
      permission: 'organization.view',
      rest: {
        method: 'GET',
        path: '/dashboard/organization/time-zone',
        tag: 'Organization',
        summary:
          "The firm time zone that scheduled times are entered and shown in (the server's until it is set), with its UTC offset now",
      },
    })
    .input(noInput)
    .output(timeZoneOutput)
    .query(({ ctx }) => getTimeZone(ctx)),

  setTimeZone: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/organization/time-zone',
        message: MESSAGES.timeZoneSaved,
        tag: 'Organization',
        summary:
          'Set the firm time zone (an IANA name such as Asia/Kolkata); scheduled changes keep their moments',
      },
    })
    .input(timeZoneInput)
    .output(timeZoneOutput)
    .mutation(({ ctx, input }) => setTimeZone(ctx, input)),
  /** Its saved versions, newest first (version history). */
  versions: authedProcedure
    .meta({
      permission: 'organization.view',
      rest: {
        method: 'GET',
        path: '/dashboard/organization/versions',
        paginated: true,
        tag: 'Organization',
        summary:
          'The versions of the organization profile, newest first (page, limit): who saved each, when, what changed',
      },
    })
    .input(singleVersionListInput)
    .output(paginated(versionSummaryOutput))
    .query(({ ctx, input }) => listVersions(ctx, { entity: 'organization', id: '1' }, input)),

  version: authedProcedure
    .meta({
      permission: 'organization.view',
      rest: {
        method: 'GET',
        path: '/dashboard/organization/versions/{number}',
        tag: 'Organization',
        summary: 'One version of the organization profile: the record as it was after that save',
      },
    })
    .input(singleVersionInput)
    .output(versionOutput)
    .query(({ ctx, input }) => getVersion(ctx, { entity: 'organization', id: '1' }, input.number)),

  restoreVersion: authedProcedure
    .meta({
      permission: 'organization.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/organization/versions/{number}/restore',
        message: MESSAGES.versionRestored,
        tag: 'Organization',
        summary:
          'Restore a version of the organization profile as a new version (an image whose file is gone is left out: see notice)',
      },
    })
    .input(singleVersionInput)
    .output(restoredOutput(organizationOutput))
    .mutation(({ ctx, input }) => restoreOrganizationVersion(ctx, input)),
} satisfies TRPCRouterRecord;

export const aboutUsRouter = {
  get: authedProcedure
    .meta({
      permission: 'about_us.view',
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
      permission: 'about_us.edit',
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

  draft: authedProcedure
    .meta({
      permission: 'about_us.view',
      rest: {
        method: 'GET',
        path: '/dashboard/about-us/draft',
        tag: 'About Us',
        summary:
          "About Us's draft (not public): its fields as the draft has them, who saved it and when; null without one",
      },
    })
    .input(noInput)
    .output(draftOutput(aboutUsOutput).nullable())
    .query(({ ctx }) => aboutUsDraft(ctx)),

  saveDraft: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/about-us/draft',
        input: 'multipart',
        message: MESSAGES.draftSaved,
        tag: 'About Us',
        summary:
          'Save a draft of about us: the fields of an update, checked the same way, kept in its history and not public until published',
      },
    })
    .input(aboutUsUpdateInput)
    .output(aboutUsOutput)
    .mutation(({ ctx, input }) => saveAboutUsDraft(ctx, input)),

  discardDraft: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/about-us/draft',
        messageFromOutput: true,
        tag: 'About Us',
        summary: "Discard about us's draft: the published content stays as it is",
      },
    })
    .input(singleDraftDiscardInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => discardAboutUsDraft(ctx, input)),

  publishDraft: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/about-us/draft/publish',
        message: MESSAGES.draftPublished,
        tag: 'About Us',
        summary:
          "Publish about us's draft: it becomes the published content, as a save would (an image whose file is gone is left out: see notice)",
      },
    })
    .input(noInput)
    .output(restoredOutput(aboutUsOutput))
    .mutation(({ ctx }) => publishAboutUsDraft(ctx)),

  previewLinks: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'GET',
        path: '/dashboard/about-us/preview-links',
        tag: 'About Us',
        summary:
          "The preview links of About Us's draft, newest first: who made each, when it expires and was last opened, its status (never its token)",
      },
    })
    .input(noInput)
    .output(z.array(previewLinkOutput))
    .query(({ ctx }) => listPreviewLinks(ctx, 'about_us', ABOUT_US_ITEM.id)),

  sharePreview: confirmedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/about-us/preview-links',
        message: MESSAGES.previewShared,
        tag: 'About Us',
        summary:
          "Share a preview of About Us's draft with people without an account: a link working for `days` (1, 7 or 30; 7 by default), answered with its `url` this once; 422 without a draft; needs a proof of who you are within the last 10 minutes",
      },
    })
    .input(singleSharePreviewInput)
    .output(previewLinkOutput.extend({ url: z.string().describe('The link, shown this once') }))
    .mutation(({ ctx, input }) =>
      sharePreview(ctx, 'about_us', { id: ABOUT_US_ITEM.id, days: input.days }),
    ),

  revokePreview: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/about-us/preview-links/{link_id}',
        messageFromOutput: true,
        tag: 'About Us',
        summary: "Revoke one of the preview links of About Us's draft: it stops working at once",
      },
    })
    .input(singleRevokePreviewInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      revokePreviewLink(ctx, 'about_us', { id: ABOUT_US_ITEM.id, link_id: input.link_id }),
    ),
  /** Its saved versions, newest first (version history). */
  versions: authedProcedure
    .meta({
      permission: 'about_us.view',
      rest: {
        method: 'GET',
        path: '/dashboard/about-us/versions',
        paginated: true,
        tag: 'About Us',
        summary:
          'The versions of About Us, newest first (page, limit): who saved each, when, what changed',
      },
    })
    .input(singleVersionListInput)
    .output(paginated(versionSummaryOutput))
    .query(({ ctx, input }) => listVersions(ctx, { entity: 'about_us', id: '1' }, input)),

  version: authedProcedure
    .meta({
      permission: 'about_us.view',
      rest: {
        method: 'GET',
        path: '/dashboard/about-us/versions/{number}',
        tag: 'About Us',
        summary: 'One version of About Us: the record as it was after that save',
      },
    })
    .input(singleVersionInput)
    .output(versionOutput)
    .query(({ ctx, input }) => getVersion(ctx, { entity: 'about_us', id: '1' }, input.number)),

  restoreVersion: authedProcedure
    .meta({
      permission: 'about_us.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/about-us/versions/{number}/restore',
        message: MESSAGES.versionRestored,
        tag: 'About Us',
        summary:
          'Restore a version of About Us as a new version (an image whose file is gone is left out: see notice)',
      },
    })
    .input(singleVersionInput)
    .output(restoredOutput(aboutUsOutput))
    .mutation(({ ctx, input }) => restoreAboutUsVersion(ctx, input)),
} satisfies TRPCRouterRecord;
