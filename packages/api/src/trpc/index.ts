/**
 * The procedure builders, composed from the middlewares in ../middleware: every procedure
 * starts from one of these. Nothing else defines procedures.
 */
import { audited } from '../middleware/audited';
import { authed } from '../middleware/authed';
import { t } from './init';

export { fieldErrorsOf, type ErrorReason } from './init';
export { rateLimited } from '../middleware/rate-limited';
export { audited } from '../middleware/audited';
export type { HttpMethod, InputSource, ProcedureMeta, RestBinding, RestTag } from './meta';
export { REST_TAGS } from './meta';

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call: public pages, the contact form, sign-in and password reset. */
export const publicProcedure = t.procedure.meta({ access: 'public' });

/**
 * Signed-in staff only: a valid session cookie or bearer token is required. Every change they
 * make is recorded: `audited` (after `authed`, so it knows who) gives the procedure `ctx.audit`.
 */
export const authedProcedure = t.procedure.use(authed).use(audited).meta({ access: 'authed' });
