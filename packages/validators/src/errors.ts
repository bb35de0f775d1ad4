/** Turns zod errors into the REST `errors` map and the forms' per-field errors. */
import type { z } from 'zod';

/** Key of issues that belong to the whole form rather than one field. */
export const FORM_ERROR_KEY = '_form';

/**
 * Groups issue messages by field path joined with '.' (e.g. 'features.0.title',
 * 'stats.1.value'); root issues go under '_form'. Messages keep their order, without repeats.
 */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.map(String).join('.');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** The first message per field, as the forms show them. */
export function firstFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message !== undefined) first[key] = message;
  }
  return first;
}
