/**
 * The submissions' filter and the query input of one page of them. Not a client module: the
 * Contacts page prefetches the first page on the server with the same input as the list asks for.
 */
import { PAGE_SIZE, type CONTACT_STATUS_FILTERS } from '@kasar/validators';

import { dayRangeInput } from '../date-range';

export interface ContactFilterValues {
  status: (typeof CONTACT_STATUS_FILTERS)[number];
  /** YYYY-MM-DD as the date inputs hold it, or ''. */
  from: string;
  to: string;
  search: string;
}

export const NO_FILTER: ContactFilterValues = { status: 'all', from: '', to: '', search: '' };

/** The filter as the API takes it: the dates as the start and end of those days, here. */
export function filterInput(filter: ContactFilterValues) {
  return {
    status: filter.status,
    search: filter.search,
    ...dayRangeInput(filter),
  };
}

/** The input of `contacts.list` for one page under a filter. */
export function contactPageInput(page: number, filter: ContactFilterValues) {
  return { page, limit: PAGE_SIZE, ...filterInput(filter) };
}
