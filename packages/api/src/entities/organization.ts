/**
 * The organization profile, the one row of the firm's contacts, logo, social links and the four
 * public pages' search appearance: its snapshot (what the version history keeps), its stored
 * files (the logo and each page's social image), its names and the pages it revalidates.
 */
import type { Organization } from '@kasar/db';
import { z } from 'zod';

import type { EntityRecord } from './record';
import { snapshotTime, type SnapshotFormat } from './snapshot';

const text = z.string().nullable();

export const organizationSnapshotSchema = z.object({
  email: text,
  mobile: text,
  address: text,
  map_link: text,
  logo_url: text,
  logo_key: text,
  logo_alt: text,
  facebook_link: text,
  twitter_link: text,
  instagram_link: text,
  linkedin_link: text,
  youtube_link: text,
  whatsapp_link: text,
  home_seo_title: text,
  home_seo_description: text,
  home_seo_image_url: text,
  home_seo_image_key: text,
  our_projects_seo_title: text,
  our_projects_seo_description: text,
  our_projects_seo_image_url: text,
  our_projects_seo_image_key: text,
  about_us_seo_title: text,
  about_us_seo_description: text,
  about_us_seo_image_url: text,
  about_us_seo_image_key: text,
  contact_us_seo_title: text,
  contact_us_seo_description: text,
  contact_us_seo_image_url: text,
  contact_us_seo_image_key: text,
  updated_at: snapshotTime,
});
export type OrganizationSnapshot = z.infer<typeof organizationSnapshotSchema>;

export const organizationSnapshotFormat: SnapshotFormat<OrganizationSnapshot> = {
  schema: organizationSnapshotSchema,
  upgrades: {},
};

export const organizationRecord = {
  entity: 'organization',
  label: 'Organization',
  noun: 'organization profile',
  router: 'organization',
  rest: '/dashboard/organization',
  table: 'organization',
  trashKind: null,
  versionEntity: 'ORGANIZATION',
  revalidates: ['organization'],
  files: [
    { key: 'logo_key', url: 'logo_url', field: 'logo_url', label: 'logo' },
    {
      key: 'home_seo_image_key',
      url: 'home_seo_image_url',
      field: 'home_seo_image',
      label: 'social image',
    },
    {
      key: 'our_projects_seo_image_key',
      url: 'our_projects_seo_image_url',
      field: 'our_projects_seo_image',
      label: 'social image',
    },
    {
      key: 'about_us_seo_image_key',
      url: 'about_us_seo_image_url',
      field: 'about_us_seo_image',
      label: 'social image',
    },
    {
      key: 'contact_us_seo_image_key',
      url: 'contact_us_seo_image_url',
      field: 'contact_us_seo_image',
      label: 'social image',
    },
  ],
  parent: null,
  children: [],
  snapshot: organizationSnapshotFormat,
} as const satisfies EntityRecord<OrganizationSnapshot>;

export function organizationSnapshot(row: Organization): OrganizationSnapshot {
  return {
    email: row.email,
    mobile: row.mobile,
    address: row.address,
    map_link: row.mapLink,
    logo_url: row.logoUrl,
    logo_key: row.logoKey,
    logo_alt: row.logoAlt,
    facebook_link: row.facebookLink,
    twitter_link: row.twitterLink,
    instagram_link: row.instagramLink,
    linkedin_link: row.linkedinLink,
    youtube_link: row.youtubeLink,
    whatsapp_link: row.whatsappLink,
    home_seo_title: row.homeSeoTitle,
    home_seo_description: row.homeSeoDescription,
    home_seo_image_url: row.homeSeoImageUrl,
    home_seo_image_key: row.homeSeoImageKey,
    our_projects_seo_title: row.ourProjectsSeoTitle,
    our_projects_seo_description: row.ourProjectsSeoDescription,
    our_projects_seo_image_url: row.ourProjectsSeoImageUrl,
    our_projects_seo_image_key: row.ourProjectsSeoImageKey,
    about_us_seo_title: row.aboutUsSeoTitle,
    about_us_seo_description: row.aboutUsSeoDescription,
    about_us_seo_image_url: row.aboutUsSeoImageUrl,
    about_us_seo_image_key: row.aboutUsSeoImageKey,
    contact_us_seo_title: row.contactUsSeoTitle,
    contact_us_seo_description: row.contactUsSeoDescription,
    contact_us_seo_image_url: row.contactUsSeoImageUrl,
    contact_us_seo_image_key: row.contactUsSeoImageKey,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The row's columns a snapshot holds (a staff preview writes a draft's with them). */
export function organizationColumns(snapshot: OrganizationSnapshot) {
  return {
    email: snapshot.email,
    mobile: snapshot.mobile,
    address: snapshot.address,
    mapLink: snapshot.map_link,
    logoUrl: snapshot.logo_url,
    logoKey: snapshot.logo_key,
    logoAlt: snapshot.logo_alt,
    facebookLink: snapshot.facebook_link,
    twitterLink: snapshot.twitter_link,
    instagramLink: snapshot.instagram_link,
    linkedinLink: snapshot.linkedin_link,
    youtubeLink: snapshot.youtube_link,
    whatsappLink: snapshot.whatsapp_link,
    homeSeoTitle: snapshot.home_seo_title,
    homeSeoDescription: snapshot.home_seo_description,
    homeSeoImageUrl: snapshot.home_seo_image_url,
    homeSeoImageKey: snapshot.home_seo_image_key,
    ourProjectsSeoTitle: snapshot.our_projects_seo_title,
    ourProjectsSeoDescription: snapshot.our_projects_seo_description,
    ourProjectsSeoImageUrl: snapshot.our_projects_seo_image_url,
    ourProjectsSeoImageKey: snapshot.our_projects_seo_image_key,
    aboutUsSeoTitle: snapshot.about_us_seo_title,
    aboutUsSeoDescription: snapshot.about_us_seo_description,
    aboutUsSeoImageUrl: snapshot.about_us_seo_image_url,
    aboutUsSeoImageKey: snapshot.about_us_seo_image_key,
    contactUsSeoTitle: snapshot.contact_us_seo_title,
    contactUsSeoDescription: snapshot.contact_us_seo_description,
    contactUsSeoImageUrl: snapshot.contact_us_seo_image_url,
    contactUsSeoImageKey: snapshot.contact_us_seo_image_key,
  } satisfies Partial<Organization>;
}

/** The profile before its first save, as a snapshot: every field blank. */
export function blankOrganizationSnapshot(now: Date): OrganizationSnapshot {
  const blank = Object.fromEntries(
    Object.keys(organizationSnapshotSchema.shape).map((field) => [field, null]),
  );
  return organizationSnapshotSchema.parse({ ...blank, updated_at: now.toISOString() });
}

// Snapshots stored before snapshots had versions (version 0), read once into version 1.

/** The page-SEO fields a version-0 version may lack (saved before search appearance existed). */
const PAGE_SEO_PAGES = ['home', 'our_projects', 'about_us', 'contact_us'] as const;

/**
 * A version of version 0, read to be restored onto the live profile `current`: the REST output
 * and the keys of the images it had, in the order the save listed them (the logo, then each
 * page's social image; an image it did not have took no key). The pages' search appearance of a
 * version from before it existed is the live profile's.
 */
export function organizationFromLegacyVersion(
  data: Record<string, unknown>,
  storageKeys: readonly string[],
  current: OrganizationSnapshot,
): Record<string, unknown> {
  const keys = [...storageKeys];
  const keyOf = (url: unknown) => (typeof url === 'string' ? (keys.shift() ?? null) : null);
  const snapshot: Record<string, unknown> = {
    ...current,
    email: data.email ?? null,
    mobile: data.mobile ?? null,
    address: data.address ?? null,
    map_link: data.map_link ?? null,
    logo_url: data.logo_url ?? null,
    logo_key: keyOf(data.logo_url),
    logo_alt: data.logo_alt ?? null,
    facebook_link: data.facebook_link ?? null,
    twitter_link: data.twitter_link ?? null,
    instagram_link: data.instagram_link ?? null,
    linkedin_link: data.linkedin_link ?? null,
    youtube_link: data.youtube_link ?? null,
    whatsapp_link: data.whatsapp_link ?? null,
    updated_at: data.updated_at ?? current.updated_at,
  };
  for (const page of PAGE_SEO_PAGES) {
    if (data[`${page}_seo_title`] === undefined) continue;
    snapshot[`${page}_seo_title`] = data[`${page}_seo_title`];
    snapshot[`${page}_seo_description`] = data[`${page}_seo_description`] ?? null;
    snapshot[`${page}_seo_image_url`] = data[`${page}_seo_image`] ?? null;
    snapshot[`${page}_seo_image_key`] = keyOf(data[`${page}_seo_image`]);
  }
  return snapshot;
}
