/**
 * Query inputs of the dashboard lists without filters of their own. Not a client module: each
 * list's page prefetches its first query on the server with the input the list asks with (the
 * same query key), so the list is in the first HTML.
 */
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@kasar/validators';

/** A short list asked for whole (services, projects), then searched in the browser. */
export const WHOLE_LIST_INPUT = { limit: MAX_PAGE_SIZE } as const;

/** One page of a paged list (banners). */
export function pageInput(page: number) {
  return { page, limit: PAGE_SIZE };
}
