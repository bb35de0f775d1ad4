/**
 * Scheduled changes (docs/publishing.md): publishing a draft, or enabling or disabling a service,
 * project or banner, at a date and time; and the firm time zone those times are entered in.
 */
import { z } from 'zod';

import { idSchema } from './common';

export const scheduleMessages = {
  actionInvalid: 'Action must be publish_draft, enable or disable',
  atRequired: 'Date and time is required',
  atInvalid:
    'Date and time must look like 2026-12-07T09:00 (in the firm time zone) or carry its offset, such as 2026-12-07T09:00+05:30',
  atInPast: 'Date and time must be in the future',
  timeZoneInvalid: 'Time zone must be a name from the list, such as Asia/Kolkata',
} as const;

/** What a scheduled change does: publish the item's draft, or enable or disable the item. */
export const SCHEDULED_ACTIONS = ['publish_draft', 'enable', 'disable'] as const;
export type ScheduledActionName = (typeof SCHEDULED_ACTIONS)[number];

/** A local time (read in the firm time zone) or an instant with its offset or Z. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** `at`: when the change is made; a time without an offset is read in the firm time zone. */
export const scheduledAt = z
  .string({
    error: (issue) =>
      issue.input == null ? scheduleMessages.atRequired : scheduleMessages.atInvalid,
  })
  .trim()
  .min(1, scheduleMessages.atRequired)
  .regex(DATE_TIME, scheduleMessages.atInvalid);

/** Schedules a change of one service, project or banner (replacing the one it may have). */
export const scheduleInput = z.object({
  id: idSchema,
  action: z.enum(SCHEDULED_ACTIONS, { error: scheduleMessages.actionInvalid }),
  at: scheduledAt,
});
export type ScheduleInput = z.output<typeof scheduleInput>;

/** The firm time zone: an IANA name the server knows. */
export const timeZoneInput = z.object({
  time_zone: z
    .string({ error: scheduleMessages.timeZoneInvalid })
    .trim()
    .min(1, scheduleMessages.timeZoneInvalid)
    .max(64, scheduleMessages.timeZoneInvalid)
    .refine(isTimeZone, scheduleMessages.timeZoneInvalid),
});

/** Whether `name` is a time zone this runtime knows (as Intl.DateTimeFormat accepts it). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return /^[A-Za-z]/.test(name);
  } catch {
    return false;
  }
}

export const previewMessages = {
  daysInvalid: 'Days must be 1, 7 or 30',
  linkIdRequired: 'Link id is required',
} as const;

/** How many days a new preview link works: 1, 7 (when not given) or 30. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;

/** 'Share preview': a link to the item's draft for people without an account. */
export const sharePreviewInput = z.object({
  id: idSchema,
  days: z
    .number({ error: previewMessages.daysInvalid })
    .int(previewMessages.daysInvalid)
    .refine(
      (days) => PREVIEW_LINK_DAYS.some((choice) => choice === days),
      previewMessages.daysInvalid,
    )
    .default(7),
});

/** 'Share preview' on the draft of the organization profile or About Us. */
export const singleSharePreviewInput = sharePreviewInput.omit({ id: true });

/** Revoking one of the item's preview links. */
export const revokePreviewInput = z.object({
  id: idSchema,
  link_id: z
    .string({ error: previewMessages.linkIdRequired })
    .trim()
    .min(1, previewMessages.linkIdRequired)
    .max(64, previewMessages.linkIdRequired),
});

export const releaseMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 120 characters',
  entityInvalid: 'Kind must be service, project, banner or gallery_image',
  itemIdRequired: 'Item is required',
  releaseItemIdRequired: 'Release item id is required',
} as const;

/** The kinds of item a release changes: a gallery image is enabled or disabled (it has no draft). */
export const RELEASE_ENTITIES = ['service', 'project', 'banner', 'gallery_image'] as const;
export type ReleaseKind = (typeof RELEASE_ENTITIES)[number];

const releaseName = z
  .string({ error: releaseMessages.nameRequired })
  .trim()
  .min(1, releaseMessages.nameRequired)
  .max(120, releaseMessages.nameTooLong);

/** A new release: a name staff recognise ('Riverside launch'). */
export const releaseCreateInput = z.object({ name: releaseName });

export const releaseRenameInput = z.object({ id: idSchema, name: releaseName });

/** Adds a change of one item to a release (replacing the change it had there). */
export const releaseAddItemInput = z.object({
  id: idSchema,
  entity: z.enum(RELEASE_ENTITIES, { error: releaseMessages.entityInvalid }),
  item_id: z
    .string({ error: releaseMessages.itemIdRequired })
    .trim()
    .min(1, releaseMessages.itemIdRequired)
    .max(64, releaseMessages.itemIdRequired),
  action: z.enum(SCHEDULED_ACTIONS, { error: scheduleMessages.actionInvalid }),
});
export type ReleaseAddItemInput = z.output<typeof releaseAddItemInput>;

export const releaseRemoveItemInput = z.object({
  id: idSchema,
  release_item_id: z
    .string({ error: releaseMessages.releaseItemIdRequired })
    .trim()
    .min(1, releaseMessages.releaseItemIdRequired)
    .max(64, releaseMessages.releaseItemIdRequired),
});

/** Schedules a release's publish at `at` (read as a scheduled change's is). */
export const releaseScheduleInput = z.object({ id: idSchema, at: scheduledAt });

/** Revoking one of the preview links of the organization profile's or About Us's draft. */
export const singleRevokePreviewInput = revokePreviewInput.omit({ id: true });
