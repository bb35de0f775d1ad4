/** Reading tRPC errors the way the forms show them: a general message and per-field messages. */
import { firstFieldErrors } from '@kasar/validators';
import { TRPCClientError } from '@trpc/client';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The server's message, or the screen's fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}

/** The first message per field of a failed mutation (keys like 'features.0.title'). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fieldErrors?: Record<string, string[]> | null } | undefined;
  return data?.fieldErrors ? firstFieldErrors(data.fieldErrors) : {};
}

/**
 * The submit box's text: the server's message when it is not about one field (those show under
 * the field), otherwise the screen's fallback.
 */
export function submitErrorOf(error: unknown, fallback: string): string {
  return Object.keys(serverFieldErrors(error)).length > 0
    ? fallback
    : errorMessage(error, fallback);
}

/**
 * Shows a failed mutation on its form: each field's first server message under that field (a
 * wire key the form names differently goes through `fieldOf`) and `submitText` in the submit
 * box, read back as `errors.root.server`.
 */
export function showServerErrors<TFieldValues extends FieldValues>(
  setError: UseFormSetError<TFieldValues>,
  error: unknown,
  submitText: string,
  fieldOf: (key: string) => string = (key) => key,
): void {
  for (const [key, message] of Object.entries(serverFieldErrors(error))) {
    setError(fieldOf(key) as FieldPath<TFieldValues>, { type: 'server', message });
  }
  setError('root.server', { type: 'server', message: submitText });
}
