/**
 * The procedure builders, composed from the middlewares in ../middleware: every procedure
 * starts from one of these. Nothing else defines procedures.
 */
import { audited } from '../middleware/audited';
import { authed } from '../middleware/authed';
import { databaseAvailable } from '../middleware/database-available';
import { freshProof } from '../middleware/fresh-proof';
import { permitted } from '../middleware/permitted';
import { pastTwoFactorRequirement } from '../middleware/two-factor-requirement';
import { t } from './init';

export { fieldErrorsOf, type ErrorReason } from './init';
export { rateLimited } from '../middleware/rate-limited';
export { audited } from '../middleware/audited';
export type { HttpMethod, InputSource, ProcedureMeta, RestBinding, RestTag } from './meta';
export { REST_TAGS } from './meta';

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Where every procedure starts: a database that cannot be reached answers 503, not 500. */
const procedure = t.procedure.use(databaseAvailable);

/** Anyone may call: public pages, the contact form, sign-in and password reset. */
export const publicProcedure = procedure.meta({ access: 'public' });

/**
 * Signed-in staff only: a valid session cookie or bearer token is required, and, while the
 * organization (or the caller's role) requires two-factor sign-in, a second factor once the
 * caller's grace is over. The caller's role must hold the right the procedure names in its meta
 * (`permission: 'projects.edit'`, or 'own-account'). Every change they make is recorded:
 * `audited` (after `authed`, so it knows who) gives the procedure `ctx.audit`.
 */
export const authedProcedure = procedure
  .use(authed)
  .use(pastTwoFactorRequirement)
  .use(permitted)
  .use(audited)
  .meta({ access: 'authed' });

/**
 * Signed-in staff, also while they must still set up a second factor: sign-out, and what the
 * Security screen needs to set one up (an account past the grace can call nothing else).
 */
export const setUpProcedure = procedure
  .use(authed)
  .use(permitted)
  .use(audited)
  .meta({ access: 'authed', duringSetUp: true });

/**
 * Signed-in staff who proved who they are within the last FRESH_PROOF_TTL_MS (a sign-in, or
 * `auth.confirm` with their password, a code or a passkey): actions that mint access or expose
 * secrets, so that a stolen session alone cannot do them.
 */
export const confirmedProcedure = authedProcedure.use(freshProof).meta({ proof: 'fresh' });

/** `confirmedProcedure` that also answers while the caller must set up a second factor. */
export const confirmedSetUpProcedure = setUpProcedure.use(freshProof).meta({ proof: 'fresh' });
