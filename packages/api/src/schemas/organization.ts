/** Wire shape of the organization profile; an unsaved profile reads as all blank. */
import type { Organization } from '@kasar/db';
import { z } from 'zod';

export const organizationOutput = z.object({
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  map_link: z.string().nullable(),
  logo_url: z.string().nullable(),
  logo_alt: z.string().nullable(),
  facebook_link: z.string().nullable(),
  twitter_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  linkedin_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
  whatsapp_link: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type OrganizationOutput = z.infer<typeof organizationOutput>;

export function toOrganizationOutput(row: Organization | null): OrganizationOutput {
  return {
    email: row?.email ?? null,
    mobile: row?.mobile ?? null,
    address: row?.address ?? null,
    map_link: row?.mapLink ?? null,
    logo_url: row?.logoUrl ?? null,
    logo_alt: row?.logoAlt ?? null,
    facebook_link: row?.facebookLink ?? null,
    twitter_link: row?.twitterLink ?? null,
    instagram_link: row?.instagramLink ?? null,
    linkedin_link: row?.linkedinLink ?? null,
    youtube_link: row?.youtubeLink ?? null,
    whatsapp_link: row?.whatsappLink ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
