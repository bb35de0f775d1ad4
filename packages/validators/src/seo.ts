/**
 * Search appearance: the optional SEO title, description and social image of a service and of
 * the four public pages, and a service's `noindex`. Empty keeps the page's generated value.
 * The recommended lengths are what search results show before cutting the text; a longer text
 * is allowed up to the hard maximum (the form warns past the recommendation).
 */
import { booleanish, imageFileSchema, maxLength, nullableText } from './common';
import { MAX_IMAGE_BYTES } from './limits';

export const SEO_LIMITS = {
  title: { recommended: 60, max: 100 },
  description: { recommended: 160, max: 300 },
} as const;

export const seoMessages = {
  titleTooLong: `SEO title must be less than ${SEO_LIMITS.title.max} characters`,
  descriptionTooLong: `SEO description must be less than ${SEO_LIMITS.description.max} characters`,
  imageSize: 'Social image must be less than 10MB',
  imageType: 'Social image must be a JPEG, PNG, JPG, or WebP image',
} as const;

/** Optional; absent keeps it, empty clears it (the generated title shows again). */
export const seoTitleField = nullableText([
  maxLength(SEO_LIMITS.title.max, seoMessages.titleTooLong),
]);
/** Optional; absent keeps it, empty clears it (the generated description shows again). */
export const seoDescriptionField = nullableText([
  maxLength(SEO_LIMITS.description.max, seoMessages.descriptionTooLong),
]);
/** A new social image file (1200 × 630 shows best); absent keeps the stored one. */
export const seoImageField = imageFileSchema({
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: seoMessages.imageSize,
}).optional();
/** '1' drops the stored social image (the generated one shows again). */
export const removeSeoImageField = booleanish.optional();

/** The public pages with search appearance fields, as their fields' prefixes name them. */
export const SEO_PAGES = ['home', 'our_projects', 'about_us', 'contact_us'] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/** The organization update's fields of the four pages: `<page>_seo_title`, … */
export const pageSeoFields = {
  home_seo_title: seoTitleField,
  home_seo_description: seoDescriptionField,
  home_seo_image: seoImageField,
  remove_home_seo_image: removeSeoImageField,
  our_projects_seo_title: seoTitleField,
  our_projects_seo_description: seoDescriptionField,
  our_projects_seo_image: seoImageField,
  remove_our_projects_seo_image: removeSeoImageField,
  about_us_seo_title: seoTitleField,
  about_us_seo_description: seoDescriptionField,
  about_us_seo_image: seoImageField,
  remove_about_us_seo_image: removeSeoImageField,
  contact_us_seo_title: seoTitleField,
  contact_us_seo_description: seoDescriptionField,
  contact_us_seo_image: seoImageField,
  remove_contact_us_seo_image: removeSeoImageField,
};

/** The multipart file fields of the four pages' social images. */
export const PAGE_SEO_IMAGE_FIELDS = [
  'home_seo_image',
  'our_projects_seo_image',
  'about_us_seo_image',
  'contact_us_seo_image',
] as const;
