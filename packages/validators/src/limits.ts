/** Business limits (sizes, lengths, page sizes, months) shared by the forms, the tRPC procedures and the REST adapter. */

/** Maximum lengths of text fields (characters, counted as Unicode code points). */
export const TEXT_LIMITS = {
  name: 255,
  email: 255,
  subject: 255,
  purpose: 255,
  headline: 255,
  tagline: 255,
  title: 255,
  location: 255,
  clientName: 255,
  socialLink: 255,
  founderName: 255,
  founderPosition: 255,
  slug: 255,
  serviceItem: 255,
  message: 2000,
  founderDescription: 5000,
  mobile: 20,
  statName: 100,
  statValue: 50,
  monthName: 20,
  address: 1000,
  mapLink: 2000,
  search: 255,
  password: 200,
} as const;

/** Minimum lengths of text fields (characters after trimming). */
export const TEXT_MINIMUMS = {
  contactName: 2,
  userName: 2,
  subject: 3,
  message: 10,
  serviceName: 3,
  headline: 10,
  description: 20,
  featureTitle: 3,
  projectTitle: 3,
  location: 3,
  clientName: 3,
  scopeOfWork: 20,
  newPassword: 6,
} as const;

/** Mobile numbers: an optional leading + followed by this many digits. */
export const MOBILE_DIGITS = { min: 10, max: 20 } as const;

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_GALLERY_FILES = 10;
/** At most this many "what the service includes" lines per service. */
export const MAX_SERVICE_ITEMS = 50;

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Page size of the service filter of the dashboard. */
export const SERVICE_FILTER_LIMIT = 100;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTHS)[number];

export const START_YEAR_RANGE = [1900, 2100] as const;
export const END_YEAR_RANGE = [1975, 2030] as const;
/** Year picker choices: 2030 down to 1975 (56 values). */
export const YEAR_OPTIONS: readonly number[] = Array.from(
  { length: END_YEAR_RANGE[1] - END_YEAR_RANGE[0] + 1 },
  (_, index) => END_YEAR_RANGE[1] - index,
);

/** Largest built-up area that fits the database column (DECIMAL(14, 2)). */
export const MAX_BUILTUP_AREA_SQFT = 999_999_999_999.99;

export const STATISTIC_KEYS = ['projectsCompleted', 'satisfiedClients', 'onTimeDelivery'] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];
/** Range of the two percentage statistics (satisfied clients, on-time delivery). */
export const PERCENTAGE_RANGE = [1, 100] as const;
/** Largest count the projects-completed statistic can hold (a 32-bit integer column). */
export const MAX_STATISTIC_COUNT = 2_147_483_647;

/**
 * The image types file pickers offer (their `accept`). Only a hint for choosing a file: an upload
 * is judged by its bytes, whatever type it is declared as.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'] as const;
export const LOGO_MIME_TYPES = [...IMAGE_MIME_TYPES, 'image/svg+xml'] as const;
