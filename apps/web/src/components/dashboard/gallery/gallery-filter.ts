/**
 * The gallery's filters and the query inputs of its screens. Not a client module: the Gallery
 * and Upload Images pages prefetch on the server with the same inputs as their components ask for.
 */
import { MAX_PAGE_SIZE, SERVICE_FILTER_LIMIT } from '@kasar/validators';

export interface GalleryFilterValues {
  search: string;
  serviceId: string;
  projectId: string;
}

export const NO_FILTERS: GalleryFilterValues = { search: '', serviceId: '', projectId: '' };

/** The input of `gallery.list` for one page under the filters. */
export function galleryPageInput(page: number, filters: GalleryFilterValues) {
  return {
    page,
    limit: MAX_PAGE_SIZE,
    search: filters.search,
    service_id: filters.serviceId || undefined,
    project_id: filters.projectId || undefined,
  };
}

/** The input of `services.list` for the service choices (the filter, the upload form). */
export const ACTIVE_SERVICES_INPUT = { status: 'active', limit: SERVICE_FILTER_LIMIT } as const;
