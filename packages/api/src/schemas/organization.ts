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
  // Search appearance of the four public pages: null keeps the generated value.
  home_seo_title: z.string().nullable(),
  home_seo_description: z.string().nullable(),
  home_seo_image: z.string().nullable(),
  our_projects_seo_title: z.string().nullable(),
  our_projects_seo_description: z.string().nullable(),
  our_projects_seo_image: z.string().nullable(),
  about_us_seo_title: z.string().nullable(),
  about_us_seo_description: z.string().nullable(),
  about_us_seo_image: z.string().nullable(),
  contact_us_seo_title: z.string().nullable(),
  contact_us_seo_description: z.string().nullable(),
  contact_us_seo_image: z.string().nullable(),
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
    home_seo_title: row?.homeSeoTitle ?? null,
    home_seo_description: row?.homeSeoDescription ?? null,
    home_seo_image: row?.homeSeoImageUrl ?? null,
    our_projects_seo_title: row?.ourProjectsSeoTitle ?? null,
    our_projects_seo_description: row?.ourProjectsSeoDescription ?? null,
    our_projects_seo_image: row?.ourProjectsSeoImageUrl ?? null,
    about_us_seo_title: row?.aboutUsSeoTitle ?? null,
    about_us_seo_description: row?.aboutUsSeoDescription ?? null,
    about_us_seo_image: row?.aboutUsSeoImageUrl ?? null,
    contact_us_seo_title: row?.contactUsSeoTitle ?? null,
    contact_us_seo_description: row?.contactUsSeoDescription ?? null,
    contact_us_seo_image: row?.contactUsSeoImageUrl ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
