/** What the contact form shows when sending failed: per-field errors and the server's message. */
import type { AppRouter } from '@kasar/api';
import { firstFieldErrors } from '@kasar/validators';
import { TRPCClientError } from '@trpc/client';

export interface ContactFailure {
  ok: false;
  errors: Record<string, string>;
  message: string;
}

/**
 * The first error per field, and the server's message when it says what to do (a refused input,
 * a rate limit, the site briefly unavailable: 503); empty for other server errors and lost
 * connections, when the form shows its generic text.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof TRPCClientError)) return { ok: false, errors: {}, message: '' };
  const { data: details, message } = error as TRPCClientError<AppRouter>;
  const status = details?.httpStatus;
  const told = status !== undefined && (status < 500 || status === 503);
  return {
    ok: false,
    errors: firstFieldErrors(details?.fieldErrors ?? {}),
    message: told ? message : '',
  };
}
