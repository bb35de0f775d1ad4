/** Admin service forms and procedures (create, update, image upload) with their rules. */
import { focalPointField } from './focal-point';
import { z } from 'zod';

import { removeSeoImageField, seoDescriptionField, seoImageField, seoTitleField } from './seo';

import {
  addIssue,
  booleanish,
  commonMessages,
  digitsOnly,
  idSchema,
  imageAltText,
  imageAltTooLong,
  imageFileSchema,
  matches,
  maxLength,
  minLength,
  nullableText,
  text,
  withFormData,
} from './common';
import { galleryImages } from './gallery';
import {
  MAX_IMAGE_BYTES,
  MAX_SERVICE_ITEMS,
  MAX_STATISTIC_COUNT,
  PERCENTAGE_RANGE,
  STATISTIC_KEYS,
  TEXT_LIMITS,
  TEXT_MINIMUMS,
  type StatisticKey,
} from './limits';
import { expectedUpdatedAt } from './versions';

export const serviceMessages = {
  nameTooShort: 'Service name must be at least 3 characters long',
  nameTooLong: 'Service name must be less than 255 characters',
  slugInvalid: 'Slug may contain only lowercase letters, numbers and hyphens',
  slugTooLong: 'Slug must be less than 255 characters',
  /** Server rule: slugs are unique. */
  slugTaken: 'This slug is already used by another service',
  headlineTooShort: 'Headline must be at least 10 characters long',
  headlineTooLong: commonMessages.headlineTooLong,
  descriptionTooShort: 'Description must be at least 20 characters long',
  featuresRequired: 'At least one feature is required',
  featureInvalid: 'Each feature must have a title',
  featureTitleTooShort: 'Feature title must be at least 3 characters long',
  featureTitleTooLong: 'Feature title must be less than 255 characters',
  servicesInvalid: 'Services must be a list of text',
  serviceItemTooLong: 'Each service item must be less than 255 characters',
  tooManyServiceItems: 'At most 50 service items are allowed',
  statisticsInvalid: 'Statistics must be a list of key and value pairs',
  statisticKeyInvalid: 'Statistic must be projectsCompleted, satisfiedClients or onTimeDelivery',
  statisticDuplicate: 'Each statistic may be given only once',
  projectsCompletedInvalid: 'Projects completed must be a whole number',
  projectsCompletedTooLarge: 'Projects completed is too large',
  satisfiedClientsRange: 'Satisfied clients must be between 1 and 100',
  onTimeDeliveryRange: 'On-time delivery must be between 1 and 100',
  heroImageSize: 'Hero image must be less than 10MB',
  heroImageType: 'Hero image must be a JPEG, PNG, JPG, or WebP image',
  heroImageAltTooLong: imageAltTooLong('Hero image'),
} as const;

/** The percentage inputs: digits only, and anything above 100 becomes '100'. */
export function capPercentage(input: string): string {
  const digits = digitsOnly(input);
  if (digits === '') return digits;
  return Number(digits) > PERCENTAGE_RANGE[1] ? String(PERCENTAGE_RANGE[1]) : digits;
}

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

const serviceFeature = z.object(
  {
    title: text({
      rules: [
        minLength(TEXT_MINIMUMS.featureTitle, serviceMessages.featureTitleTooShort),
        maxLength(TEXT_LIMITS.title, serviceMessages.featureTitleTooLong),
      ],
    }),
    description: nullableText().transform((value) => value ?? null),
  },
  { error: serviceMessages.featureInvalid },
);

const serviceFeatures = z
  .array(serviceFeature, { error: serviceMessages.featuresRequired })
  .min(1, serviceMessages.featuresRequired);

/** "What the service includes": trimmed lines, blank ones dropped. */
const serviceItems = z
  .array(
    text({ rules: [maxLength(TEXT_LIMITS.serviceItem, serviceMessages.serviceItemTooLong)] }),
    {
      error: serviceMessages.servicesInvalid,
    },
  )
  .transform((items) => items.filter((item) => item !== ''))
  .pipe(z.array(z.string()).max(MAX_SERVICE_ITEMS, serviceMessages.tooManyServiceItems));

const statisticInput = z.object(
  {
    key: z.enum(STATISTIC_KEYS, { error: serviceMessages.statisticKeyInvalid }),
    value: z.union([z.string(), z.number(), z.null()]).optional(),
  },
  { error: serviceMessages.statisticsInvalid },
);

/** The number a statistic value stands for: undefined when empty, NaN when not a whole number. */
function statisticNumber(value: string | number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function statisticError(key: StatisticKey, value: number): string | undefined {
  if (key === 'projectsCompleted') {
    if (!Number.isInteger(value) || value < 0) return serviceMessages.projectsCompletedInvalid;
    return value > MAX_STATISTIC_COUNT ? serviceMessages.projectsCompletedTooLarge : undefined;
  }
  const inRange =
    Number.isInteger(value) && value >= PERCENTAGE_RANGE[0] && value <= PERCENTAGE_RANGE[1];
  if (inRange) return undefined;
  return key === 'satisfiedClients'
    ? serviceMessages.satisfiedClientsRange
    : serviceMessages.onTimeDeliveryRange;
}

/** Statistics as key/value pairs; entries with an empty value are ignored and left out. */
const serviceStatistics = z
  .array(statisticInput, { error: serviceMessages.statisticsInvalid })
  .superRefine((entries, ctx) => {
    const seen = new Set<StatisticKey>();
    entries.forEach((entry, index) => {
      const value = statisticNumber(entry.value);
      if (value === undefined) return;
      if (seen.has(entry.key)) addIssue(ctx, serviceMessages.statisticDuplicate, [index, 'key']);
      seen.add(entry.key);
      const message = statisticError(entry.key, value);
      if (message !== undefined) addIssue(ctx, message, [index, 'value']);
    });
  })
  .transform((entries) =>
    entries.flatMap((entry) => {
      const value = statisticNumber(entry.value);
      return value === undefined ? [] : [{ key: entry.key, value }];
    }),
  );

const heroImage = imageFileSchema({
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: serviceMessages.heroImageSize,
});

const serviceShape = {
  name: text({
    rules: [
      minLength(TEXT_MINIMUMS.serviceName, serviceMessages.nameTooShort),
      maxLength(TEXT_LIMITS.name, serviceMessages.nameTooLong),
    ],
  }),
  /** Absent or empty: generated from the name (create) or kept (update). */
  slug: nullableText([
    maxLength(TEXT_LIMITS.slug, serviceMessages.slugTooLong),
    matches(SLUG_PATTERN, serviceMessages.slugInvalid),
  ]).transform((value) => value ?? undefined),
  headline: text({
    rules: [
      minLength(TEXT_MINIMUMS.headline, serviceMessages.headlineTooShort),
      maxLength(TEXT_LIMITS.headline, serviceMessages.headlineTooLong),
    ],
  }),
  description: text({
    rules: [minLength(TEXT_MINIMUMS.description, serviceMessages.descriptionTooShort)],
  }),
  features: serviceFeatures,
  hero_image: heroImage.optional(),
  /** Optional; absent keeps it, empty clears it (the page then describes the image). */
  hero_image_alt: imageAltText('Hero image'),
  /** Optional "x,y" percentages; absent keeps it, empty clears it (crops centred). */
  hero_focal_point: focalPointField,
  /** Search appearance: absent keeps each, empty clears it (the generated value shows). */
  seo_title: seoTitleField,
  seo_description: seoDescriptionField,
  seo_image: seoImageField,
  remove_seo_image: removeSeoImageField,
};

/** Create a service from plain values (the multipart body decodes to these). */
export const serviceCreateFields = z.object({
  ...serviceShape,
  is_enabled: booleanish.default(true),
  /** Asks search engines not to list the service page; it also leaves the sitemap. */
  noindex: booleanish.default(false),
  services: serviceItems.default([]),
  statistics: serviceStatistics.default([]),
});

/** Update a service from plain values: absent is_enabled, services or statistics are unchanged. */
export const serviceUpdateFields = z.object({
  id: idSchema,
  ...serviceShape,
  is_enabled: booleanish.optional(),
  noindex: booleanish.optional(),
  services: serviceItems.optional(),
  statistics: serviceStatistics.optional(),
  expected_updated_at: expectedUpdatedAt,
});

/** One statistic's text input on the service form: empty means not given, else its number. */
function statisticText(key: StatisticKey) {
  return z.string().transform((value, ctx) => {
    const number = statisticNumber(value);
    if (number === undefined) return undefined;
    const message = statisticError(key, number);
    if (message !== undefined) addIssue(ctx, message);
    return number;
  });
}

/** The form's statistic inputs by key; the given ones become the wire's list, in a fixed order. */
const statisticInputs = z
  .object({
    projectsCompleted: statisticText('projectsCompleted'),
    satisfiedClients: statisticText('satisfiedClients'),
    onTimeDelivery: statisticText('onTimeDelivery'),
  })
  .transform((inputs) =>
    STATISTIC_KEYS.flatMap((key) => {
      const value = inputs[key];
      return value === undefined ? [] : [{ key, value }];
    }),
  );

/**
 * The add and edit service forms: the create fields with one text input per statistic, so an
 * error sits at 'statistics.<key>'. The output is what the multipart body carries. An empty slug
 * is made from the name (add) or kept (edit).
 */
export const serviceFormFields = serviceCreateFields
  .omit({ services: true })
  .extend({ statistics: statisticInputs });

/** Multipart wire format: is_enabled '1'/'0', features/statistics/services as JSON text. */
export const serviceMultipart = {
  json: ['features', 'statistics', 'services'],
  files: ['hero_image', 'seo_image'],
} as const;

/** Create a service: the plain fields or the multipart FormData. */
export const serviceCreateInput = withFormData(serviceCreateFields, serviceMultipart);
/** Update a service: the plain fields or the multipart FormData (with `id`). */
export const serviceUpdateInput = withFormData(serviceUpdateFields, serviceMultipart);

/** POST /services/upload-images: 1 to 10 images in the repeated field `images`. */
export const serviceUploadImagesFields = z.object({
  images: galleryImages,
});
export const serviceUploadImagesInput = withFormData(serviceUploadImagesFields, {
  arrays: ['images'],
  files: ['images'],
});

export type ServiceCreateData = z.output<typeof serviceCreateFields>;
export type ServiceUpdateData = z.output<typeof serviceUpdateFields>;
export type ServiceFormValues = z.input<typeof serviceFormFields>;
export type ServiceFormData = z.output<typeof serviceFormFields>;
export type ServiceUploadImagesData = z.output<typeof serviceUploadImagesFields>;
