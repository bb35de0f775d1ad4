/**
 * The two single-record settings: the organization profile and the About Us content. Reading
 * them before any save gives the empty or default shapes; an update changes only the fields sent.
 */
import {
  aboutUsMessages,
  MAX_LOGO_BYTES,
  organizationMessages,
  type AboutUsUpdateData,
  type OrganizationUpdateData,
} from '@kasar/validators';

import { DEFAULT_ABOUT_US_STATS, toAboutUsOutput } from '../schemas/about-us';
import { toOrganizationOutput } from '../schemas/organization';
import { entityEvent } from '../audit';
import type { PublicDataTag } from '../revalidation';
import type { ApiServices, AuditedServices } from '../services';
import {
  LOGO_KINDS,
  removeStoredFiles,
  withUploads,
  type UploadRules,
  type Uploads,
} from '../uploads';
import { photoRules } from './photos';

const SINGLETON_ID = 1;

/** The upsert of one of the single records with `data`: the one row there ever is, id 1. */
export function singletonUpsert<Data extends object>(data: Data) {
  return { where: { id: SINGLETON_ID }, create: { id: SINGLETON_ID, ...data }, update: data };
}

/** The audit log's names for the two records. */
const ORGANIZATION = { entity: 'organization', id: String(SINGLETON_ID), label: 'Organization' };
const ABOUT_US = { entity: 'about_us', id: String(SINGLETON_ID), label: 'About Us' };

const aboutUsInclude = { stats: { orderBy: { position: 'asc' } } } as const;

/** Only the keys the caller sent: an absent field stays as it is. */
function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The new URL and key columns of a record's one image: the stored upload, null for a removal,
 * or nothing when neither was asked for.
 */
async function imageChange<Url extends string, Key extends string>(
  uploads: Uploads,
  change: { file?: File; remove?: boolean; rules: UploadRules; columns: [Url, Key] },
): Promise<Partial<Record<Url | Key, string | null>>> {
  const [url, key] = change.columns;
  if (change.file) {
    const stored = await uploads.save(change.file, change.rules);
    return { [url]: stored.url, [key]: stored.key } as Record<Url | Key, string>;
  }
  return change.remove ? ({ [url]: null, [key]: null } as Record<Url | Key, null>) : {};
}

/**
 * After a record's save: the file of an image it replaced or removed goes, and the public pages
 * that show the record (`change`) are told.
 */
async function afterSave(
  deps: AuditedServices,
  change: PublicDataTag,
  imageKeyBefore: string | null | undefined,
  imageKeyAfter: string | null,
) {
  if (imageKeyBefore && imageKeyBefore !== imageKeyAfter) {
    await removeStoredFiles(deps, [imageKeyBefore]);
  }
  await deps.onPublicDataChange([change]);
}

/** The organization profile before its first save: every field blank. */
export const BLANK_ORGANIZATION = toOrganizationOutput(null);

export async function getOrganization({ db }: ApiServices) {
  return toOrganizationOutput(await db.organization.findUnique({ where: { id: SINGLETON_ID } }));
}

export async function updateOrganization(deps: AuditedServices, input: OrganizationUpdateData) {
  const { db } = deps;
  const existing = await db.organization.findUnique({ where: { id: SINGLETON_ID } });
  const saved = await withUploads(deps, async (uploads) => {
    const fields = {
      ...sentOnly({
        email: input.email,
        mobile: input.mobile,
        address: input.address,
        mapLink: input.map_link,
        facebookLink: input.facebook_link,
        twitterLink: input.twitter_link,
        instagramLink: input.instagram_link,
        linkedinLink: input.linkedin_link,
        youtubeLink: input.youtube_link,
        whatsappLink: input.whatsapp_link,
        logoAlt: input.logo_alt,
      }),
      ...(await imageChange(uploads, {
        file: input.logo,
        remove: input.remove_logo,
        rules: {
          field: 'logo',
          folder: 'organization',
          allowed: LOGO_KINDS,
          maxBytes: MAX_LOGO_BYTES,
          sizeMessage: organizationMessages.logoSize,
          typeMessage: organizationMessages.logoType,
        },
        columns: ['logoUrl', 'logoKey'],
      })),
    };
    return db.$transaction(async (tx) => {
      const row = await tx.organization.upsert(singletonUpsert(fields));
      const [before, after] = [toOrganizationOutput(existing), toOrganizationOutput(row)];
      await deps.audit(tx, entityEvent('organization.update', ORGANIZATION, before, after));
      return row;
    });
  });
  await afterSave(deps, 'organization', existing?.logoKey, saved.logoKey);
  return toOrganizationOutput(saved);
}

export async function getAboutUs({ db }: ApiServices) {
  return toAboutUsOutput(
    await db.aboutUs.findUnique({ where: { id: SINGLETON_ID }, include: aboutUsInclude }),
  );
}

export async function updateAboutUs(deps: AuditedServices, input: AboutUsUpdateData) {
  const { db } = deps;
  const existing = await db.aboutUs.findUnique({
    where: { id: SINGLETON_ID },
    include: aboutUsInclude,
  });
  const saved = await withUploads(deps, async (uploads) => {
    const fields = {
      ...sentOnly({
        founderName: input.founder_name,
        founderPosition: input.founder_position,
        founderDescription: input.founder_description,
        founderImgAlt: input.founder_img_alt,
      }),
      ...(await imageChange(uploads, {
        file: input.founder_img,
        remove: input.remove_founder_img,
        rules: photoRules('founder_img', 'about-us', {
          size: aboutUsMessages.imageSize,
          type: aboutUsMessages.imageType,
        }),
        columns: ['founderImgUrl', 'founderImgKey'],
      })),
    };
    return db.$transaction(async (tx) => {
      await tx.aboutUs.upsert(singletonUpsert(fields));
      // The first save keeps the default stats it was showing unless others are sent.
      const stats = input.stats ?? (existing ? undefined : DEFAULT_ABOUT_US_STATS);
      if (stats) {
        await tx.aboutUsStat.deleteMany({ where: { aboutUsId: SINGLETON_ID } });
        await tx.aboutUsStat.createMany({
          data: stats.map((stat, position) => ({
            aboutUsId: SINGLETON_ID,
            position,
            statName: stat.stat_name,
            value: stat.value,
          })),
        });
      }
      const row = await tx.aboutUs.findUniqueOrThrow({
        where: { id: SINGLETON_ID },
        include: aboutUsInclude,
      });
      const [before, after] = [toAboutUsOutput(existing), toAboutUsOutput(row)];
      await deps.audit(tx, entityEvent('about_us.update', ABOUT_US, before, after));
      return row;
    });
  });
  await afterSave(deps, 'about-us', existing?.founderImgKey, saved.founderImgKey);
  return toAboutUsOutput(saved);
}
