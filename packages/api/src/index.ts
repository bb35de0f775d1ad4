/** @kasar/api: the domain API (tRPC routers) and what it needs to run. */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

import { createContext, type RequestMeta } from './context';
import type { ApiServices } from './services';
import { appRouter, type AppRouter } from './root';
import { createCallerFactory } from './trpc';

export { appRouter, type AppRouter };
export { createContext, type Context, type RequestMeta } from './context';
export {
  createServices,
  type ApiServices,
  type TransactionServices,
  type Services,
  type ServicesConfig,
  type ServiceSettings,
} from './services';
export { jsonLogger, lineLogger, type Logger } from './logger';
export { fieldErrorsOf, type ErrorReason } from './trpc';
export {
  RateLimitedError,
  ServiceUnavailableError,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  FieldValidationError,
  SignInChallengeExpiredError,
  type FieldErrors,
  type RestoreConflictDetails,
  type ProofMethod,
  type SecondFactorMethod,
} from './errors';
export type { LoginOutcome, SecondFactorStep, SignedIn } from './schemas/auth';
export { MESSAGES } from './messages';
export { PUBLIC_DATA_TAGS, type PublicDataTag } from './revalidation';
export {
  isCrossSiteWrite,
  isReadMethod,
  PUBLIC_MAX_BODY_BYTES,
  publicProcedurePaths,
} from './request-guards';
export {
  startInquiryMailWorker,
  type InquiryMailWorker,
  type InquiryMailWorkerOptions,
} from './outbox/inquiry-mail-worker';
export { startTrashPurge, type TrashPurge } from './trash-purge';
export { startScheduledChanges, type ScheduledChangesRunner } from './scheduled-changes';
export { withheldKeys } from './stored-files';
export {
  createWithheldFiles,
  publicityOf,
  serveUpload,
  withheldFilesUnavailable,
  type UploadServing,
  type WithheldFiles,
} from './withheld-files';
export { startSiteTraffic, SITE_TRAFFIC_FLUSH_MS, type SiteTraffic } from './site-traffic';

export const createCaller = createCallerFactory(appRouter);

/** A server-side caller for one request: the same validation, auth and rules as over HTTP. */
export async function createRequestCaller(services: ApiServices, meta: RequestMeta) {
  return createCaller(await createContext(services, meta));
}

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
