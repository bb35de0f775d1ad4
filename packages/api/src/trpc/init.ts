/**
 * tRPC set-up: the context type and the error formatter. The procedure builders are composed
 * from middlewares in ./index.ts.
 */
import { fieldErrorsFromZod } from '@kasar/validators';
import { initTRPC, type TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';

import type { Context } from '../context';
import {
  FieldValidationError,
  FreshProofRequiredError,
  PermissionDeniedError,
  ViewingAsError,
  RestoreConflictError,
  SecondFactorSetUpRequiredError,
  SessionEndedError,
  StaleSaveError,
  ReleaseFailedError,
  type FieldErrors,
} from '../errors';
import { MESSAGES } from '../messages';
import type { ProcedureMeta } from './meta';

/** The per-field messages an error carries, keyed by wire field name, if any. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | null {
  if (error.cause instanceof ZodError) return fieldErrorsFromZod(error.cause);
  if (error.cause instanceof FieldValidationError) return error.cause.fieldErrors;
  return null;
}

/**
 * Why a request was refused, for clients that act on it: 'SESSION_ENDED' means no valid session
 * or token came with a call that needs one (never signed in, expired, signed out, or revoked by
 * a password reset), and the browser goes back to the sign-in page; 'FRESH_PROOF_REQUIRED', that
 * the caller must confirm who they are (`auth.confirm`) and repeat the call;
 * 'SECOND_FACTOR_SET_UP_REQUIRED', that the organization requires a second factor the caller must
 * set up first (the Security screen); 'PERMISSION_DENIED', that the caller's role lacks the right
 * the call needs (`missingPermission` names it); 'VIEWING_AS', that an Owner viewing the dashboard
 * as another role tried a change (read-only until they stop).
 */
export type ErrorReason =
  | 'SESSION_ENDED'
  | 'FRESH_PROOF_REQUIRED'
  | 'SECOND_FACTOR_SET_UP_REQUIRED'
  | 'PERMISSION_DENIED'
  | 'VIEWING_AS';

function reasonOf(error: TRPCError): ErrorReason | null {
  if (error.cause instanceof SessionEndedError) return 'SESSION_ENDED';
  if (error.cause instanceof FreshProofRequiredError) return 'FRESH_PROOF_REQUIRED';
  if (error.cause instanceof SecondFactorSetUpRequiredError) return 'SECOND_FACTOR_SET_UP_REQUIRED';
  if (error.cause instanceof PermissionDeniedError) return 'PERMISSION_DENIED';
  if (error.cause instanceof ViewingAsError) return 'VIEWING_AS';
  return null;
}

export const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const fieldErrors = fieldErrorsOf(error);
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const firstFieldMessage = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
      return {
        ...shape,
        message: internal ? MESSAGES.somethingWentWrong : (firstFieldMessage ?? shape.message),
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          fieldErrors,
          reason: reasonOf(error),
          /** A refused stale save (409): the item now, who changed it and when. */
          conflict: error.cause instanceof StaleSaveError ? error.cause.details : null,
          /** A release of which one item could not be made (409): which, and why. */
          releaseFailed: error.cause instanceof ReleaseFailedError ? error.cause.details : null,
          /** A refused restore from the trash (409): why, typed (RestoreConflictDetails). */
          restoreConflict: error.cause instanceof RestoreConflictError ? error.cause.details : null,
          /** A call that needs a fresh proof (403): how the caller can prove who they are. */
          proofMethods:
            error.cause instanceof FreshProofRequiredError ? error.cause.details.methods : null,
          /** A call the caller's role does not allow (403): the right it needs. */
          missingPermission:
            error.cause instanceof PermissionDeniedError
              ? error.cause.details.missing_permission
              : null,
        },
      };
    },
  });
