/**
 * A call that failed because the database could not be reached (restarting, failing over, the
 * network to it down) answers 503 with Retry-After and a message saying the site is briefly
 * unavailable, instead of a generic 500: the caller may simply try again. Every procedure
 * builder starts with it.
 */
import { isDatabaseUnavailable } from '../db-errors';
import { serviceUnavailable } from '../errors';
import { t } from '../trpc/init';

export const databaseAvailable = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error)) throw serviceUnavailable(result.error);
  return result;
});
