/**
 * The normalised (trimmed, lower-case) e-mail of a call's input, or '' when it has none: what
 * the rate limits count an account by and the lockout event names an account by.
 */
export function emailOf(input: unknown): string {
  if (typeof input !== 'object' || input === null || !('email' in input)) return '';
  return typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
}
