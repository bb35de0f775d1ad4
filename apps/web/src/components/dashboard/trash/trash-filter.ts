/**
 * The Trash screen's filter and the query input of one of its pages. Not a client module: the
 * page prefetches the first page on the server with the same input as the list asks for.
 */
import { PAGE_SIZE, type TrashKindName } from '@kasar/validators';

export interface TrashFilterValues {
  /** A kind, or '' for every kind. */
  kind: TrashKindName | '';
  search: string;
}

export const NO_TRASH_FILTER: TrashFilterValues = { kind: '', search: '' };

/** How the screen names each kind. */
export const KIND_LABELS: Record<TrashKindName, string> = {
  service: 'Service',
  project: 'Project',
  banner: 'Banner',
  gallery_image: 'Gallery image',
};

/** The input of `trash.list` for one page under a filter. */
export function trashPageInput(page: number, filter: TrashFilterValues) {
  return {
    page,
    limit: PAGE_SIZE,
    kind: filter.kind || undefined,
    search: filter.search.trim() || undefined,
  };
}
