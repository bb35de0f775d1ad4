/** Admin procedures for the activity log: who signed in and who changed what. */
import { activityListInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { activityUsers, listActivity } from '../domain/activity';
import { activityEventOutput, activityUserOutput } from '../schemas/activity';
import { entityProcedures } from '../trpc/entity';

const activity = entityProcedures('Activity', '/dashboard/activity', {
  noun: 'event',
  item: activityEventOutput,
});

export const activityRouter = {
  list: activity.list(
    'Sign-ins and changes, newest first (type: an event type or a group such as auth or service; user: a user id; from, to; page, limit)',
    activityListInput,
    listActivity,
  ),

  /** The users the log names, for its user filter. */
  users: activity.read(
    '/dashboard/activity/users',
    'The users the activity log names, for its user filter',
    z.array(activityUserOutput),
    activityUsers,
  ),
} satisfies TRPCRouterRecord;
