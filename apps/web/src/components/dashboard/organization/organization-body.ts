/**
 * What the organization settings form sends: its text fields, logo and the four pages' social
 * images as a multipart body.
 */
import { PAGE_SEO_IMAGE_FIELDS, type OrganizationUpdateData } from '@kasar/validators';

/** The form's text fields, each sent as it is. */
export const TEXT_FIELDS = [
  'email',
  'mobile',
  'address',
  'map_link',
  'facebook_link',
  'twitter_link',
  'instagram_link',
  'linkedin_link',
  'youtube_link',
  'whatsapp_link',
  'logo_alt',
  'home_seo_title',
  'home_seo_description',
  'our_projects_seo_title',
  'our_projects_seo_description',
  'about_us_seo_title',
  'about_us_seo_description',
  'contact_us_seo_title',
  'contact_us_seo_description',
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/**
 * The multipart body: every text is sent (an empty one clears it), and a new logo or social
 * image, else the removal of the stored one when asked for.
 */
export function organizationBody(data: OrganizationUpdateData): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.set(name, data[name] ?? '');
  if (data.logo) form.set('logo', data.logo);
  else if (data.remove_logo) form.set('remove_logo', '1');
  for (const field of PAGE_SEO_IMAGE_FIELDS) {
    const file = data[field];
    if (file) form.set(field, file);
    else if (data[`remove_${field}`]) form.set(`remove_${field}`, '1');
  }
  return form;
}
