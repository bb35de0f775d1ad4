/** Admin procedures for the activity log: who signed in and who changed what. */
import { activityListInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { activityUsers, listActivity } from '../domain/activity';
import { activityEventOutput, activityUserOutput } from '../schemas/activity';
import { noInput, paginated } from '../schemas/common';
import { authedProcedure } from '../trpc';

export const activityRouter = {
  list: authedProcedure
    .meta({
      permission: 'activity.view',
      rest: {
        method: 'GET',
        path: '/dashboard/activity',
        paginated: true,
        tag: 'Activity',
        summary:
          'Sign-ins and changes, newest first (type: an event type or a group such as auth or service; user: a user id; from, to; page, limit)',
      },
    })
    .input(activityListInput)
    .output(paginated(activityEventOutput))
    .query(({ ctx, input }) => listActivity(ctx, input)),

  /** The users the log names, for its user filter. */
  users: authedProcedure
    .meta({
      permission: 'activity.view',
      rest: {
        method: 'GET',
        path: '/dashboard/activity/users',
        tag: 'Activity',
        summary: 'The users the activity log names, for its user filter',
      },
    })
    .input(noInput)
    .output(z.array(activityUserOutput))
    .query(({ ctx }) => activityUsers(ctx)),
} satisfies TRPCRouterRecord;
