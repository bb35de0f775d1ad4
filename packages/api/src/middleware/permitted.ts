/**
 * `permitted`: admits a signed-in call only when the caller's role holds the right the procedure
 * names in its meta (`permission`), over tRPC, REST and the dashboard's server pages alike;
 * otherwise a 403 naming the right. 'own-account' procedures pass for every user. A staff
 * procedure without a `permission` is a programming error (the drift guard in
 * router/permissions.test.ts fails on one), refused here rather than let through. Put after
 * `authed`.
 */
import { TRPCError } from '@trpc/server';

import { permissionDenied, sessionEnded } from '../errors';
import { can } from '../permissions';
import { t } from '../trpc/init';

export const permitted = t.middleware(({ ctx, meta, path, next }) => {
  if (!ctx.user) throw sessionEnded(ctx.invalidToken);
  const permission = meta?.permission;
  if (!permission) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: `${path} declares no permission`,
    });
  }
  if (permission !== 'own-account' && !can(ctx.user.role, permission)) {
    throw permissionDenied(ctx.user.role, permission);
  }
  return next();
});
