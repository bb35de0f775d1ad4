/**
 * Cache tags of public data. Mutations report the tags they change; the web app turns them into
 * on-demand revalidation of the pages that show that data.
 */
export const PUBLIC_DATA_TAGS = [
  'services',
  'projects',
  'banners',
  'organization',
  'about-us',
] as const;
export type PublicDataTag = (typeof PUBLIC_DATA_TAGS)[number];
