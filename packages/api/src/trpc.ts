/**
 * tRPC set-up: context type, error formatter and the procedure builders. Nothing else defines
 * procedures.
 */
import { fieldErrorsFromZod } from '@kasar/validators';
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';

import type { Context } from './context';
import { FieldValidationError, type FieldErrors } from './errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

/** The per-field messages an error carries, keyed by wire field name, if any. */
export function fieldErrorsOf(error: TRPCError): FieldErrors | null {
  if (error.cause instanceof ZodError) return fieldErrorsFromZod(error.cause);
  if (error.cause instanceof FieldValidationError) return error.cause.fieldErrors;
  return null;
}

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const fieldErrors = fieldErrorsOf(error);
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const firstFieldMessage = fieldErrors ? Object.values(fieldErrors)[0]?.[0] : undefined;
    return {
      ...shape,
      message: internal ? GENERIC_ERROR_MESSAGE : (firstFieldMessage ?? shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

export const publicProcedure = t.procedure;

/** Procedures for signed-in staff: a valid session cookie or bearer token is required. */
export const protectedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message: ctx.invalidToken
        ? 'Your token is invalid or has expired. Please sign in again.'
        : 'Authentication required. Please sign in.',
    });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
