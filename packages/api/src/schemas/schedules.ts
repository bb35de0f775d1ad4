/** Scheduled changes and the firm time zone on the wire (docs/publishing.md). */
import { RELEASE_ENTITIES, SCHEDULED_ACTIONS } from '@kasar/validators';
import { z } from 'zod';

import { isoDate } from './common';

export const scheduleOutput = z.object({
  id: z.string(),
  entity: z.enum(['service', 'project', 'banner']).describe('What the change is of'),
  item_id: z.string().describe("The item's id"),
  label: z.string().describe("The item's name, title or headline when it was scheduled"),
  action: z
    .enum(SCHEDULED_ACTIONS)
    .describe('publish_draft: the draft as it is then; enable or disable: the item'),
  due_at: isoDate.describe('When it is made (UTC)'),
  due_at_local: z
    .string()
    .describe(
      "due_at in the firm time zone, with its offset: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)'",
    ),
  time_zone: z.string().describe('The firm time zone (IANA name)'),
  status: z.enum(['scheduled', 'done', 'failed', 'cancelled']),
  scheduled_by: z.string().nullable(),
  done_at: isoDate.nullable().describe('When it was made, cancelled or found impossible'),
  late: z.boolean().describe('Made more than a minute after due_at (the servers were down)'),
  failure: z.string().nullable().describe('Why it could not be made'),
});

export const itemScheduleOutput = z.object({
  change: scheduleOutput
    .nullable()
    .describe("The item's scheduled change, else its newest one when that failed, else null"),
  time_zone: z.string().describe('The firm time zone a new change is entered in'),
  utc_offset: z.string().describe("Its offset now: 'UTC+05:30'"),
});

export const scheduleListOutput = z.object({
  scheduled: z.array(scheduleOutput).describe('The changes to come, soonest first'),
  failed: z.array(scheduleOutput).describe('The changes of the last 30 days that failed'),
  time_zone: z.string(),
});

export const timeZoneOutput = z.object({
  time_zone: z.string().describe('The zone scheduled times are read and shown in'),
  is_set: z.boolean().describe("Whether it is the organization's setting (false: the server's)"),
  server_time_zone: z.string(),
  utc_offset: z.string().describe("Its offset now: 'UTC+05:30'"),
});

export const previewLinkOutput = z.object({
  id: z.string(),
  path: z.string().describe('The public page the link opens'),
  created_by: z.string().nullable(),
  created_at: isoDate,
  expires_at: isoDate,
  revoked_at: isoDate.nullable(),
  last_opened_at: isoDate.nullable().describe('When someone last opened it; null: never'),
  status: z.enum(['active', 'expired', 'revoked']),
});

export const releaseItemOutput = z.object({
  id: z.string().describe("The release item's id (to remove it)"),
  entity: z.enum(RELEASE_ENTITIES).describe('What the change is of'),
  item_id: z.string().describe("The item's id"),
  label: z.string().describe("The item's name, title or headline when it was added"),
  action: z
    .enum(SCHEDULED_ACTIONS)
    .describe('publish_draft: the draft as it is then; enable or disable: the item'),
});

export const releaseOutput = z.object({
  id: z.string(),
  name: z.string(),
  status: z
    .enum(['open', 'scheduled', 'published', 'failed', 'reverted'])
    .describe(
      'open: being put together; scheduled: publishes at due_at; published: every item made in one transaction; failed: its scheduled publish was refused as a whole (failure says why), nothing of it is public; reverted: every item put back',
    ),
  due_at: isoDate.nullable().describe('When a scheduled release publishes (UTC)'),
  due_at_local: z
    .string()
    .nullable()
    .describe(
      "due_at in the firm time zone, with its offset: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)'",
    ),
  time_zone: z.string().describe('The firm time zone (IANA name)'),
  created_by: z.string().nullable(),
  scheduled_by: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  published_at: isoDate.nullable(),
  late: z.boolean().describe('Published more than a minute after due_at (the servers were down)'),
  reverted_at: isoDate.nullable(),
  failure: z.string().nullable().describe('Why its scheduled publish was refused'),
  items: z.array(releaseItemOutput).describe('Its changes, in the order they are made'),
});
