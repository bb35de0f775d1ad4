/**
 * The activity log's filter and the query input of one of its pages. Not a client module: the
 * Activity page prefetches the first page on the server with the same input as the list asks for.
 */
import { PAGE_SIZE } from '@kasar/validators';

import { dayRangeInput } from '../date-range';

export interface ActivityFilterValues {
  /** An event type, a group, or '' for every event. */
  type: string;
  /** A user id, or '' for everyone. */
  user: string;
  /** YYYY-MM-DD as the date inputs hold it, or ''. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTER: ActivityFilterValues = { type: '', user: '', from: '', to: '' };

/** The filter as the API takes it: the dates as the start and end of those days, here. */
export function activityFilterInput(filter: ActivityFilterValues) {
  return {
    type: filter.type || undefined,
    user: filter.user || undefined,
    ...dayRangeInput(filter),
  };
}

/** The input of `activity.list` for one page under a filter. */
export function activityPageInput(page: number, filter: ActivityFilterValues) {
  return { page, limit: PAGE_SIZE, ...activityFilterInput(filter) };
}
