/** What the organization settings form sends: its text fields and logo as a multipart body. */
import type { OrganizationUpdateData } from '@kasar/validators';

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
] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

/**
 * The multipart body: every text is sent (an empty one clears it), and a new logo, else the
 * removal of the stored one when asked for.
 */
export function organizationBody(data: OrganizationUpdateData): FormData {
  const form = new FormData();
  for (const name of TEXT_FIELDS) form.set(name, data[name] ?? '');
  if (data.logo) form.set('logo', data.logo);
  else if (data.remove_logo) form.set('remove_logo', '1');
  return form;
}
