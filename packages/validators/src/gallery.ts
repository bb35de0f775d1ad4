/** Gallery (project images): the upload form and the admin list query. */
import { z } from 'zod';

import {
  booleanish,
  id,
  idSchema,
  imageAltText,
  imageAltTooLong,
  imageListSchema,
  listQuery,
  listQueryShape,
  optionalIdSchema,
  withFormData,
} from './common';
import { focalPointField } from './focal-point';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES } from './limits';

export const galleryMessages = {
  projectRequired: 'Please select a project',
  imagesRequired: 'Please select at least one image to upload',
  tooManyImages: 'Maximum 10 images allowed',
  fileType: (fileName: string) => `${fileName} must be JPEG, PNG, JPG, or WebP format`,
  fileTooLarge: (fileName: string) => `${fileName} is too large. Maximum size is 10MB`,
  altTooLong: imageAltTooLong('Image'),
} as const;

/** 1 to 10 images, each named in its own error message (the gallery and a service's images). */
export const galleryImages = imageListSchema({
  maxFiles: MAX_GALLERY_FILES,
  emptyMessage: galleryMessages.imagesRequired,
  tooManyMessage: galleryMessages.tooManyImages,
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: (file) => galleryMessages.fileTooLarge(file.name),
});

/** The upload form: a project and 1 to 10 images, each named in its own error message. */
export const galleryUploadFields = z.object({
  project_id: id(galleryMessages.projectRequired),
  images: galleryImages,
  /** Alternative texts, in the order of `images` (the one at index i is image i's); optional. */
  alts: z.array(imageAltText('Image')).optional(),
  is_enabled: booleanish.default(true),
});

/**
 * Multipart wire format: `images[]` repeated (plain `images` also accepted), `alts[]` the same
 * way, is_enabled 1/0.
 */
export const galleryUploadInput = withFormData(galleryUploadFields, {
  arrays: ['images', 'alts'],
  files: ['images'],
});

/**
 * Change a gallery image's alternative text and focal point ("x,y" percentages); each absent
 * stays, empty clears it (the focal point's crops are then centred).
 */
export const galleryUpdateInput = z.object({
  id: idSchema,
  alt: imageAltText('Image'),
  focal_point: focalPointField,
});

/** The admin gallery list: the usual list query plus service and project filters. */
export const galleryListInput = listQuery({
  ...listQueryShape,
  service_id: optionalIdSchema,
  project_id: optionalIdSchema,
});

export type GalleryUploadData = z.output<typeof galleryUploadFields>;
export type GalleryUpdateData = z.output<typeof galleryUpdateInput>;
export type GalleryListQuery = z.output<typeof galleryListInput>;
