/**
 * The query inputs of one page of the Redirects and 404 log screens. Not a client module: each
 * page prefetches its first page on the server with the same input as the screen asks for.
 */
import { PAGE_SIZE } from '@kasar/validators';

export function redirectPageInput(page: number, search: string) {
  return { page, limit: PAGE_SIZE, search: search.trim() || undefined };
}

export const notFoundPageInput = redirectPageInput;

/** How the screens name each status. */
export const STATUS_LABELS = {
  301: '301 Moved permanently',
  302: '302 Found (temporary)',
  410: '410 Gone',
} as const;
