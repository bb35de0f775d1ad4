/**
 * Which stored file a request for one of Next's optimized images (`/_next/image?url=…`) is a copy
 * of: what the HTTP server asks the withheld files about (./withheld-files.ts) before Next serves
 * the copy it keeps.
 */

const OPTIMIZED_IMAGE_PATH = '/_next/image';
const UPLOADS_PREFIX = '/uploads/';

/**
 * The storage key of the upload that `url` (path and query as requested) asks Next to optimize,
 * or null for any other address. The key is read as the upload route reads its path: the `url`
 * parameter's path, each of its segments decoded, so `%2F` and `%61` name the file they spell.
 */
export function uploadKeyOfOptimizedImage(url: string): string | null {
  const request = new URL(url, 'http://localhost');
  if (request.pathname !== OPTIMIZED_IMAGE_PATH) return null;
  const source = request.searchParams.get('url');
  // Next optimizes a path on this site only when it starts with one slash.
  if (!source?.startsWith('/') || source.startsWith('//')) return null;
  const { pathname } = new URL(source, 'http://localhost');
  if (!pathname.startsWith(UPLOADS_PREFIX)) return null;
  try {
    return pathname.slice(UPLOADS_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    // Not a path Next could route to the upload route either.
    return null;
  }
}
