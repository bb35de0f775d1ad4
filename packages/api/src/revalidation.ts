/**
 * Cache tags of public data. Mutations report the tags they change; the web app turns them into
 * on-demand revalidation of the pages that show that data. `redirects` and `trash` are read by no
 * page: the HTTP server reads its map of redirects again when `redirects` changed (decision 035),
 * and the file server the stored files the trash withholds when `trash` changed
 * (withheld-files.ts).
 */
export const PUBLIC_DATA_TAGS = [
  'services',
  'projects',
  'banners',
  'organization',
  'about-us',
  'redirects',
  'trash',
] as const;
export type PublicDataTag = (typeof PUBLIC_DATA_TAGS)[number];
