'use client';

/**
 * A date (with `time`, a date and time) in a list, as the browser's time zone shows it. The
 * server renders the first HTML without knowing that zone, so the first HTML and the browser's
 * hydrating render both show it in UTC, the time marked 'UTC' (hydration needs the two to
 * agree); the browser's own zone takes its place right after. Rendered in the browser only (a
 * dialog, a later page), it is in the browser's zone from the start.
 */
import { useSyncExternalStore } from 'react';

import { formatDate, formatDateTime } from './format';

/** Nothing ever changes where the component renders: no subscription to make. */
const subscribeToNothing = () => () => {};

export function LocalDate({
  value,
  time = false,
  fallback,
}: {
  value: string | null | undefined;
  time?: boolean;
  fallback?: string;
}) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const timeZone = inBrowser ? undefined : 'UTC';
  return time ? formatDateTime(value, timeZone) : formatDate(value, fallback, timeZone);
}
