/**
 * Admits calls with a valid session or bearer token and passes the user on. Refusals carry a
 * SessionEndedError, which the error formatter turns into `data.reason: 'SESSION_ENDED'`.
 */
import { TRPCError } from '@trpc/server';

import { SessionEndedError } from '../errors';
import { t } from '../trpc/init';

export const authed = t.middleware(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      // REST clients read the word 'token' when the one they sent is no longer valid.
      message: ctx.invalidToken
        ? 'Your token is invalid or has expired. Please sign in again.'
        : 'Authentication required. Please sign in.',
      cause: new SessionEndedError(),
    });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
