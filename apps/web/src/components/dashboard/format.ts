/**
 * Dates as the dashboard shows them: 'N/A' (or `fallback`) when missing, 'Invalid date' when bad.
 * In the browser's time zone, or in `timeZone` when given (a time then names its zone): the
 * server renders the first HTML in UTC, see `LocalDate`.
 */
export function formatDate(
  value: string | null | undefined,
  fallback = 'N/A',
  timeZone?: string,
): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  });
}

export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  });
}
