/** About Us content update (multipart) with its field rules and messages. */
import { z } from 'zod';

import {
  addIssue,
  booleanish,
  digitsOnly,
  firstTextError,
  imageAltText,
  imageAltTooLong,
  imageFileSchema,
  matches,
  maxLength,
  nullableText,
  withFormData,
} from './common';
import { focalPointField } from './focal-point';
import { MAX_IMAGE_BYTES, TEXT_LIMITS } from './limits';
import { expectedUpdatedAt } from './versions';

export const aboutUsMessages = {
  founderNameTooLong: 'Founder name must not exceed 255 characters',
  founderPositionTooLong: 'Founder position must not exceed 255 characters',
  founderDescriptionTooLong: 'Founder description must not exceed 5000 characters',
  imageType: 'Please select a valid image file (JPEG, PNG, JPG, WEBP)',
  imageSize: 'Image size must not exceed 10MB',
  founderImgAltTooLong: imageAltTooLong('Founder photo'),
  statsInvalid: 'Stats must be a list of name and value pairs',
  statNameRequired: 'Stat name is required',
  statNameTooLong: 'Stat name must not exceed 100 characters',
  statValueRequired: 'Stat value is required',
  statValueTooLong: 'Stat value must not exceed 50 characters',
  statValueDigits: 'Stat value must contain digits only',
  /** Toast shown when the form fails validation. */
  validationFailed: 'Please fix the errors in the form',
} as const;

/** What the stat value input keeps of what is typed: digits only. */
export const sanitizeStatValue = digitsOnly;

const statNameRules = [maxLength(TEXT_LIMITS.statName, aboutUsMessages.statNameTooLong)];
const statValueRules = [
  maxLength(TEXT_LIMITS.statValue, aboutUsMessages.statValueTooLong),
  matches(/^\d+$/, aboutUsMessages.statValueDigits),
];

/** A value of a stat row as the form or the wire holds it: text, a number, or nothing. */
const statCell = z
  .union([z.string(), z.number(), z.null()], { error: aboutUsMessages.statsInvalid })
  .optional()
  .transform((value) => (value == null ? '' : String(value).trim()));

const statRow = z.object(
  { stat_name: statCell, value: statCell },
  { error: aboutUsMessages.statsInvalid },
);

/**
 * The stat rows. A row left completely empty is ignored (and dropped); any other row needs both
 * a name and a value, with errors at ['stats', row, field]. So the output holds exactly the
 * complete rows, trimmed: what the form sends.
 */
const stats = z
  .array(statRow, { error: aboutUsMessages.statsInvalid })
  .superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (row.stat_name === '' && row.value === '') return;
      const nameError =
        row.stat_name === ''
          ? aboutUsMessages.statNameRequired
          : firstTextError(row.stat_name, statNameRules);
      if (nameError !== undefined) addIssue(ctx, nameError, [index, 'stat_name']);
      const valueError =
        row.value === ''
          ? aboutUsMessages.statValueRequired
          : firstTextError(row.value, statValueRules);
      if (valueError !== undefined) addIssue(ctx, valueError, [index, 'value']);
    });
  })
  .transform((rows) => rows.filter((row) => row.stat_name !== '' || row.value !== ''));

/**
 * Every field is optional: absent means unchanged, an empty string (or null) clears it. Given
 * `stats` replace all stats. A new `founder_img` replaces the photo; `remove_founder_img`
 * removes it.
 */
export const aboutUsUpdateFields = z.object({
  founder_name: nullableText([
    maxLength(TEXT_LIMITS.founderName, aboutUsMessages.founderNameTooLong),
  ]),
  founder_position: nullableText([
    maxLength(TEXT_LIMITS.founderPosition, aboutUsMessages.founderPositionTooLong),
  ]),
  founder_description: nullableText([
    maxLength(TEXT_LIMITS.founderDescription, aboutUsMessages.founderDescriptionTooLong),
  ]),
  founder_img: imageFileSchema({
    maxBytes: MAX_IMAGE_BYTES,
    sizeMessage: aboutUsMessages.imageSize,
  }).optional(),
  remove_founder_img: booleanish.optional(),
  founder_img_alt: imageAltText('Founder photo'),
  /** Optional "x,y" percentages; absent keeps it, empty clears it (crops centred). */
  founder_focal_point: focalPointField,
  stats: stats.optional(),
  expected_updated_at: expectedUpdatedAt,
});

/** Update About Us: the plain fields or the multipart FormData (stats as JSON text). */
export const aboutUsUpdateInput = withFormData(aboutUsUpdateFields, {
  json: ['stats'],
  files: ['founder_img'],
});

export type AboutUsUpdateData = z.output<typeof aboutUsUpdateFields>;
export type AboutUsUpdateValues = z.input<typeof aboutUsUpdateFields>;
