/** Homepage banners: create and update forms (multipart) with their rules and messages. */
import { z } from 'zod';

import {
  booleanish,
  commonMessages,
  idSchema,
  imageAltText,
  imageAltTooLong,
  imageFileSchema,
  maxLength,
  nullableText,
  text,
  withFormData,
} from './common';
import { focalPointField } from './focal-point';
import { MAX_IMAGE_BYTES, TEXT_LIMITS } from './limits';
import { expectedUpdatedAt } from './versions';

export const bannerMessages = {
  imageRequired: 'Banner image is required',
  imageSize: 'Image must be less than 10MB',
  imageType: 'Image must be JPEG, PNG, JPG, or WebP format',
  headlineRequired: 'Headline is required',
  headlineTooLong: commonMessages.headlineTooLong,
  taglineTooLong: 'Tagline must be less than 255 characters',
  imageAltTooLong: imageAltTooLong('Banner image'),
} as const;

const bannerImage = imageFileSchema({
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: bannerMessages.imageSize,
  requiredMessage: bannerMessages.imageRequired,
});

const bannerShape = {
  headline: text({
    required: bannerMessages.headlineRequired,
    rules: [maxLength(TEXT_LIMITS.headline, bannerMessages.headlineTooLong)],
  }),
  /** Optional; empty clears it (null). */
  tagline: nullableText([maxLength(TEXT_LIMITS.tagline, bannerMessages.taglineTooLong)]),
  /** Optional; absent keeps it, empty clears it (the carousel then describes the slide). */
  image_alt: imageAltText('Banner image'),
  /** Optional "x,y" percentages; absent keeps it, empty clears it (crops centred). */
  focal_point: focalPointField,
};

/** The add-banner form. */
export const bannerCreateFields = z.object({
  image: bannerImage,
  ...bannerShape,
  is_enabled: booleanish.default(true),
});

/** The edit-banner dialog: a new image only when one was chosen; absent is_enabled is unchanged. */
export const bannerUpdateFields = z.object({
  id: idSchema,
  image: bannerImage.optional(),
  ...bannerShape,
  is_enabled: booleanish.optional(),
  expected_updated_at: expectedUpdatedAt,
});

/**
 * The banner form, one shape for the add page and the edit dialog: the create rules, with the
 * image optional on edit (none chosen keeps the current one).
 */
export function bannerFormFields({ imageRequired }: { imageRequired: boolean }) {
  return bannerCreateFields.extend({
    image: imageRequired ? bannerImage : bannerImage.optional(),
  });
}

const bannerMultipart = { files: ['image'] } as const;

/** Create a banner: the plain fields or the multipart FormData (is_enabled 1/0). */
export const bannerCreateInput = withFormData(bannerCreateFields, bannerMultipart);
/** Update a banner: the plain fields or the multipart FormData (with `id`). */
export const bannerUpdateInput = withFormData(bannerUpdateFields, bannerMultipart);

export type BannerCreateData = z.output<typeof bannerCreateFields>;
export type BannerUpdateData = z.output<typeof bannerUpdateFields>;
export type BannerFormValues = z.input<ReturnType<typeof bannerFormFields>>;
export type BannerFormData = z.output<ReturnType<typeof bannerFormFields>>;
