/**
 * `freshProof`: admits a call only when its session or bearer token proved who its holder is
 * within FRESH_PROOF_TTL_MS (a sign-in, or `auth.confirm`); otherwise a 403 whose cause names the
 * ways the account can prove itself (domain/confirm-identity.ts). Put after `authed`.
 */
import { hasFreshProof, proofMethods, provedAtOf } from '../domain/confirm-identity';
import { freshProofRequired, sessionEnded } from '../errors';
import { t } from '../trpc/init';

export const freshProof = t.middleware(async ({ ctx, next }) => {
  if (!ctx.user) throw sessionEnded(ctx.invalidToken);
  if (!hasFreshProof(await provedAtOf(ctx, ctx.authTokenId), ctx.now())) {
    throw freshProofRequired(await proofMethods(ctx, ctx.user.id));
  }
  return next();
});
