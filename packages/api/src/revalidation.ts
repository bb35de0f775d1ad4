/**
 * Cache tags of public data. Mutations report the tags they change; the web app turns them into
 * on-demand revalidation of the pages that show that data. `redirects` is read by no page: the
 * proxy reads its map of redirects again when the tag changed (decision 035).
 */
export const PUBLIC_DATA_TAGS = [
  'services',
  'projects',
  'banners',
  'organization',
  'about-us',
  'redirects',
] as const;
export type PublicDataTag = (typeof PUBLIC_DATA_TAGS)[number];
