/**
 * `pastTwoFactorRequirement`: while the organization (or the caller's role) requires two-factor sign-in, a staff member
 * past the grace without a second factor is answered 403 on every call, over tRPC, REST and the
 * dashboard's server pages alike, except the ones built with `setUpProcedure` (sign-out and
 * setting up a second factor). Put after `authed`.
 */
import { mustSetUpSecondFactor } from '../domain/two-factor';
import { secondFactorSetUpRequired } from '../errors';
import { t } from '../trpc/init';

export const pastTwoFactorRequirement = t.middleware(async ({ ctx, next }) => {
  if (ctx.user && (await mustSetUpSecondFactor(ctx, ctx.user.id, ctx.user.role.requireTwoFactor))) {
    throw secondFactorSetUpRequired();
  }
  return next();
});
