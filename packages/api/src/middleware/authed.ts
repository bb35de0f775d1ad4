/**
 * Admits calls with a valid session or bearer token and passes the user on. Refusals carry a
 * SessionEndedError, which the error formatter turns into `data.reason: 'SESSION_ENDED'`.
 */
import { sessionEnded } from '../errors';
import { t } from '../trpc/init';

export const authed = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw sessionEnded(ctx.invalidToken);
  return next({ ctx: { ...ctx, user: ctx.user } });
});
