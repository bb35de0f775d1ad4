/**
 * `permitted`: admits a signed-in call only when the caller's role holds the right the procedure
 * names in its meta (`permission`), over tRPC, REST and the dashboard's server pages alike;
 * otherwise a 403 naming the right. While an Owner views as another role, the role is that one's
 * and every mutation but stopping it (and signing out) answers 403. 'own-account' procedures pass
 * for every user. A staff
 * procedure without a `permission` is a programming error (the drift guard in
 * router/permissions.test.ts fails on one), refused here rather than let through. Put after
 * `authed`.
 */
import { TRPCError } from '@trpc/server';

import { permissionDenied, sessionEnded, viewingAsReadOnly } from '../errors';
import { can } from '../permissions';
import { t } from '../trpc/init';

export const permitted = t.middleware(({ ctx, meta, path, type, next }) => {
  if (!ctx.user) throw sessionEnded(ctx.invalidToken);
  // 'View as role' shows the dashboard as that role sees it, and changes nothing.
  if (ctx.user.viewingAs && type === 'mutation' && !meta?.whileViewingAs) {
    throw viewingAsReadOnly(ctx.user.viewingAs.name);
  }
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
