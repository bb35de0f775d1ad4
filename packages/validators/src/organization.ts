/** Organization settings update (multipart) with its rules and messages. */
import { z } from 'zod';

import {
  booleanish,
  commonMessages,
  imageAltText,
  imageAltTooLong,
  imageFileSchema,
  isHttpUrl,
  matches,
  maxLength,
  nullableText,
  satisfies,
  withFormData,
} from './common';
import { MAX_LOGO_BYTES, TEXT_LIMITS } from './limits';
import { PAGE_SEO_IMAGE_FIELDS, pageSeoFields } from './seo';
import { expectedUpdatedAt } from './versions';

export const organizationMessages = {
  emailInvalid: commonMessages.invalidEmail,
  emailTooLong: 'Email must be less than 255 characters',
  mobileTooLong: 'Mobile number must be less than 20 characters',
  addressTooLong: 'Address must be less than 1000 characters',
  mapLinkInvalid: 'Please enter a valid URL for Google Maps link',
  mapLinkTooLong: 'Google Maps link must be less than 2000 characters',
  facebookInvalid: 'Please enter a valid URL for Facebook',
  facebookTooLong: 'Facebook link must be less than 255 characters',
  twitterInvalid: 'Please enter a valid URL for Twitter',
  twitterTooLong: 'Twitter link must be less than 255 characters',
  instagramInvalid: 'Please enter a valid URL for Instagram',
  instagramTooLong: 'Instagram link must be less than 255 characters',
  linkedinInvalid: 'Please enter a valid URL for LinkedIn',
  linkedinTooLong: 'LinkedIn link must be less than 255 characters',
  youtubeInvalid: 'Please enter a valid URL for YouTube',
  youtubeTooLong: 'YouTube link must be less than 255 characters',
  whatsappInvalid: 'Please enter a valid WhatsApp link or number',
  whatsappTooLong: 'WhatsApp link must be less than 255 characters',
  logoType: 'Logo must be a JPEG, PNG, JPG, WEBP, or SVG image',
  logoSize: 'Logo file size must be less than 5MB',
  logoAltTooLong: imageAltTooLong('Logo'),
} as const;

const WHATSAPP_HOSTS = [
  'wa.me',
  'www.wa.me',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'web.whatsapp.com',
  'whatsapp.com',
  'www.whatsapp.com',
];

/** A wa.me / whatsapp.com link, or a +number (spaces, dashes, dots and brackets allowed). */
export function isWhatsAppLink(value: string): boolean {
  if (/^\+\d{7,20}$/.test(value.replace(/[\s().-]/g, ''))) return true;
  return isHttpUrl(value) && WHATSAPP_HOSTS.includes(new URL(value).hostname.toLowerCase());
}

function socialLink(invalid: string, tooLong: string) {
  return nullableText([satisfies(isHttpUrl, invalid), maxLength(TEXT_LIMITS.socialLink, tooLong)]);
}

/**
 * Every field is optional: absent means unchanged, an empty string (or null) clears it. A new
 * `logo` file replaces the logo; `remove_logo` removes it.
 */
export const organizationUpdateFields = z.object({
  email: nullableText([
    matches(z.regexes.email, organizationMessages.emailInvalid),
    maxLength(TEXT_LIMITS.email, organizationMessages.emailTooLong),
  ]),
  mobile: nullableText([maxLength(TEXT_LIMITS.mobile, organizationMessages.mobileTooLong)]),
  address: nullableText([maxLength(TEXT_LIMITS.address, organizationMessages.addressTooLong)]),
  map_link: nullableText([
    satisfies(isHttpUrl, organizationMessages.mapLinkInvalid),
    maxLength(TEXT_LIMITS.mapLink, organizationMessages.mapLinkTooLong),
  ]),
  facebook_link: socialLink(
    organizationMessages.facebookInvalid,
    organizationMessages.facebookTooLong,
  ),
  twitter_link: socialLink(
    organizationMessages.twitterInvalid,
    organizationMessages.twitterTooLong,
  ),
  instagram_link: socialLink(
    organizationMessages.instagramInvalid,
    organizationMessages.instagramTooLong,
  ),
  linkedin_link: socialLink(
    organizationMessages.linkedinInvalid,
    organizationMessages.linkedinTooLong,
  ),
  youtube_link: socialLink(
    organizationMessages.youtubeInvalid,
    organizationMessages.youtubeTooLong,
  ),
  whatsapp_link: nullableText([
    maxLength(TEXT_LIMITS.socialLink, organizationMessages.whatsappTooLong),
    satisfies(isWhatsAppLink, organizationMessages.whatsappInvalid),
  ]),
  logo: imageFileSchema({
    maxBytes: MAX_LOGO_BYTES,
    sizeMessage: organizationMessages.logoSize,
  }).optional(),
  remove_logo: booleanish.optional(),
  logo_alt: imageAltText('Logo'),
  /** The search appearance of home, our projects, about us and contact us. */
  ...pageSeoFields,
  expected_updated_at: expectedUpdatedAt,
});

/** Update the organization: the plain fields or the multipart FormData. */
export const organizationUpdateInput = withFormData(organizationUpdateFields, {
  files: ['logo', ...PAGE_SEO_IMAGE_FIELDS],
});

export type OrganizationUpdateData = z.output<typeof organizationUpdateFields>;
export type OrganizationUpdateValues = z.input<typeof organizationUpdateFields>;
