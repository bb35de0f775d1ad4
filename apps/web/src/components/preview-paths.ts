/**
 * Staff previews (Next's draft mode): the public pages a preview may open, and the links that
 * enter and leave it. Shared by the dashboard's Preview buttons, the route handlers and the bar.
 */

import { sameOriginUrl } from './dashboard/auth-paths';

/** Next's draft-mode cookie. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The cookie of a preview link's visitor (`/preview/<token>`, docs/publishing.md): the link's
 * token, beside the draft-mode cookie, which counts for them only while the link works.
 */
export const PREVIEW_LINK_COOKIE = 'kasar-preview-link';

/** Where a preview link opens: `/preview/<token>`. */
export const PREVIEW_LINK_PATH = '/preview';

export const PREVIEW_ENTER_PATH = '/api/preview';
export const PREVIEW_EXIT_PATH = '/api/preview/exit';

/** Anchors relative paths while parsing; never a real host. */
const PLACEHOLDER_ORIGIN = 'http://preview.invalid';

const PUBLIC_PAGE = /^\/(?:|our-projects|about-us|contact-us|services\/[a-z0-9-]+)$/;

/**
 * The public page `value` names, as a path of this site, or null: only the site's own public
 * pages (home, our projects, about us, contact us, a service), resolved the way a browser would,
 * so no other host (`//host`, `/\host`, `https://…`) and no staff or API path can come out.
 */
export function publicPreviewPath(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const url = sameOriginUrl(value, PLACEHOLDER_ORIGIN);
  return url && PUBLIC_PAGE.test(url.pathname) ? url.pathname : null;
}

/** The link that opens `path` in a preview. */
export function previewUrlFor(path: string): string {
  return `${PREVIEW_ENTER_PATH}?path=${encodeURIComponent(path)}`;
}

/** The link that leaves the preview, back at `path`. */
export function exitPreviewUrlFor(path: string): string {
  return `${PREVIEW_EXIT_PATH}?path=${encodeURIComponent(path)}`;
}
