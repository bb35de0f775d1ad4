/**
 * The procedure builders, composed from the middlewares in ../middleware: every procedure
 * starts from one of these. Nothing else defines procedures.
 */
import { authed } from '../middleware/authed';
import { t } from './init';

export { fieldErrorsOf, GENERIC_ERROR_MESSAGE, type ErrorReason } from './init';
export { rateLimited } from '../middleware/rate-limited';
export type { HttpMethod, InputSource, ProcedureMeta, RestBinding, RestTag } from './meta';
export { REST_TAGS } from './meta';

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call: public pages, the contact form, sign-in and password reset. */
export const publicProcedure = t.procedure.meta({ access: 'public' });

/**
 * Signed-in staff only: a valid session cookie or bearer token is required. Middlewares that
 * need the user (e.g. one recording who changed what) go after `authed`.
 */
export const authedProcedure = t.procedure.use(authed).meta({ access: 'authed' });
