/** Scheduled changes and the firm time zone on the wire (docs/publishing.md). */
import { SCHEDULED_ACTIONS } from '@kasar/validators';
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
