/**
 * The two single-record settings: the organization profile and the About Us content. Reading
 * them before any save gives the empty or default shapes; an update changes only the fields sent.
 */
import {
  aboutUsMessages,
  aboutUsUpdateFields,
  focalPointText,
  MAX_LOGO_BYTES,
  organizationMessages,
  organizationUpdateFields,
  seoMessages,
  type AboutUsUpdateData,
  type OrganizationUpdateData,
} from '@kasar/validators';

import {
  aboutUsFromLegacyVersion,
  aboutUsRecord,
  aboutUsSnapshot,
  aboutUsSnapshotFormat,
  blankAboutUsSnapshot,
} from '../entities/about-us';
import {
  blankOrganizationSnapshot,
  organizationFromLegacyVersion,
  organizationRecord,
  organizationSnapshot,
  organizationSnapshotFormat,
} from '../entities/organization';
import { DEFAULT_ABOUT_US_STATS, toAboutUsOutput } from '../schemas/about-us';
import { focalPointOf } from '../schemas/common';
import { toOrganizationOutput } from '../schemas/organization';
import { entityEvent } from '../audit';
import { MESSAGES } from '../messages';
import type { Db } from '@kasar/db';

import type { AuditedServices } from '../services';
import type { StoredFile } from '../storage';
import { deleteUnreferencedFiles } from '../stored-files';
import { LOGO_KINDS, withUploads, type UploadRules, type Uploads } from '../uploads';
import { findDraft, removeDraft } from './drafts';
import { photoRules } from './photos';
import {
  lockItem,
  recordVersion,
  refuseStaleSave,
  restoreInput,
  versionToRestore,
  type RestoredImage,
  type VersionRestore,
} from './versions';

export const SINGLETON_ID = 1;

/** The upsert of one of the single records with `data`: the one row there ever is, id 1. */
export function singletonUpsert<Data extends object>(data: Data) {
  return { where: { id: SINGLETON_ID }, create: { id: SINGLETON_ID, ...data }, update: data };
}

/** The two records' names in the version history. */
export const ORGANIZATION_ITEM = { entity: organizationRecord.entity, id: String(SINGLETON_ID) };
export const ABOUT_US_ITEM = { entity: aboutUsRecord.entity, id: String(SINGLETON_ID) };

/** The audit log's names for the two records. */
export const ORGANIZATION = {
  entity: organizationRecord.entity,
  id: String(SINGLETON_ID),
  label: organizationRecord.label,
};
export const ABOUT_US = {
  entity: aboutUsRecord.entity,
  id: String(SINGLETON_ID),
  label: aboutUsRecord.label,
};

export const aboutUsInclude = { stats: { orderBy: { position: 'asc' } } } as const;

/** Only the keys the caller sent: an absent field stays as it is. */
function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The new URL and key columns of a record's one image: the stored upload, null for a removal,
 * the stored file a restore puts back, or nothing when none of these was asked for.
 */
async function imageChange<Url extends string, Key extends string>(
  uploads: Uploads,
  change: {
    file?: File;
    remove?: boolean;
    restored?: StoredFile | null;
    rules: UploadRules;
    columns: [Url, Key];
  },
): Promise<Partial<Record<Url | Key, string | null>>> {
  const [url, key] = change.columns;
  if (change.file) {
    const stored = await uploads.save(change.file, change.rules);
    return { [url]: stored.url, [key]: stored.key } as Record<Url | Key, string>;
  }
  if (change.restored) {
    return { [url]: change.restored.url, [key]: change.restored.key } as Record<Url | Key, string>;
  }
  const removed = change.remove || change.restored === null;
  return removed ? ({ [url]: null, [key]: null } as Record<Url | Key, null>) : {};
}

/** The upload rules of a page's social image (`field`: its form field). */
function pageSeoImageRules(field: string): UploadRules {
  return photoRules(field, 'organization', {
    size: seoMessages.imageSize,
    type: seoMessages.imageType,
  });
}

/** The four pages' social images on the organization row. */
const PAGE_SEO_IMAGES = [
  { field: 'home_seo_image', columns: ['homeSeoImageUrl', 'homeSeoImageKey'] },
  {
    field: 'our_projects_seo_image',
    columns: ['ourProjectsSeoImageUrl', 'ourProjectsSeoImageKey'],
  },
  { field: 'about_us_seo_image', columns: ['aboutUsSeoImageUrl', 'aboutUsSeoImageKey'] },
  { field: 'contact_us_seo_image', columns: ['contactUsSeoImageUrl', 'contactUsSeoImageKey'] },
] as const;

type PageSeoImageColumn = (typeof PAGE_SEO_IMAGES)[number]['columns'][number];

/** The columns of the four pages' social images a save changes: uploads, removals, restores. */
async function pageSeoImageColumns(
  uploads: Uploads,
  input: OrganizationUpdateData,
  restore: VersionRestore | undefined,
) {
  const removals = {
    home_seo_image: input.remove_home_seo_image,
    our_projects_seo_image: input.remove_our_projects_seo_image,
    about_us_seo_image: input.remove_about_us_seo_image,
    contact_us_seo_image: input.remove_contact_us_seo_image,
  };
  let columns: Partial<Record<PageSeoImageColumn, string | null>> = {};
  for (const image of PAGE_SEO_IMAGES) {
    const restored: RestoredImage = restore?.images[image.field];
    const change = await imageChange(uploads, {
      file: input[image.field],
      remove: removals[image.field],
      restored,
      rules: pageSeoImageRules(image.field),
      columns: [...image.columns],
    });
    columns = { ...columns, ...change };
  }
  return columns;
}

/** The organization profile before its first save: every field blank. */
export const BLANK_ORGANIZATION = toOrganizationOutput(null);

export async function getOrganization({ db }: { db: Db }) {
  return toOrganizationOutput(await db.organization.findUnique({ where: { id: SINGLETON_ID } }));
}

/**
 * Saves the organization profile's sent fields. Refused (409) when `expected_updated_at` is sent
 * and it was saved since; stores a version. A replaced logo's file stays stored while a version
 * refers to it (then it goes with the last version beyond the cap that does). `restore`: the save puts a version back (recorded as such).
 */
export async function updateOrganization(
  deps: AuditedServices,
  input: OrganizationUpdateData,
  restore?: VersionRestore & { publishing?: boolean },
) {
  const { db } = deps;
  const saved = await withUploads(deps, async (uploads) => {
    const fields = await organizationFields(uploads, input, restore);
    return db.$transaction(async (tx) => {
      await lockItem(tx, ORGANIZATION_ITEM);
      const existing = await tx.organization.findUnique({ where: { id: SINGLETON_ID } });
      const before = toOrganizationOutput(existing);
      const draft = await findDraft(tx, ORGANIZATION_ITEM);
      await refuseStaleSave(tx, ORGANIZATION_ITEM, input.expected_updated_at, before, draft);
      const row = await tx.organization.upsert(singletonUpsert(fields));
      const after = toOrganizationOutput(row);
      // A save from a form that loaded the draft publishes it: the draft is done.
      const fromDraft =
        draft !== null && input.expected_updated_at === draft.updatedAt.toISOString();
      if (restore?.publishing || fromDraft) await removeDraft(tx, ORGANIZATION_ITEM);
      const type = restore?.publishing
        ? 'organization.draft_publish'
        : restore
          ? 'organization.version_restore'
          : 'organization.update';
      await deps.audit(tx, entityEvent(type, ORGANIZATION, before, after));
      const dropped = await recordVersion(
        tx,
        deps,
        ORGANIZATION_ITEM,
        { output: after, snapshot: organizationSnapshot(row) },
        existing ? { output: before, snapshot: organizationSnapshot(existing) } : null,
      );
      return { row, dropped };
    });
  });
  await deps.onPublicDataChange([...organizationRecord.revalidates]);
  await deleteUnreferencedFiles(deps, saved.dropped);
  return toOrganizationOutput(saved.row);
}

/** The organization columns a save writes: the sent fields, and each image stored or removed. */
export async function organizationFields(
  uploads: Uploads,
  input: OrganizationUpdateData,
  restore: VersionRestore | undefined,
) {
  return {
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
      homeSeoTitle: input.home_seo_title,
      homeSeoDescription: input.home_seo_description,
      ourProjectsSeoTitle: input.our_projects_seo_title,
      ourProjectsSeoDescription: input.our_projects_seo_description,
      aboutUsSeoTitle: input.about_us_seo_title,
      aboutUsSeoDescription: input.about_us_seo_description,
      contactUsSeoTitle: input.contact_us_seo_title,
      contactUsSeoDescription: input.contact_us_seo_description,
    }),
    ...(await imageChange(uploads, {
      file: input.logo,
      remove: input.remove_logo,
      restored: restore?.images.logo_url,
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
    ...(await pageSeoImageColumns(uploads, input, restore)),
  };
}

export async function getAboutUs({ db }: { db: Db }) {
  return toAboutUsOutput(
    await db.aboutUs.findUnique({ where: { id: SINGLETON_ID }, include: aboutUsInclude }),
  );
}

/**
 * Saves About Us's sent fields. Refused (409) when `expected_updated_at` is sent and it was saved
 * since; stores a version. A replaced founder photo's file stays stored while a version refers
 * to it (then it goes with the last version beyond the cap that does). `restore`: the save puts a version back (recorded as such).
 */
export async function updateAboutUs(
  deps: AuditedServices,
  input: AboutUsUpdateData,
  restore?: VersionRestore & { publishing?: boolean },
) {
  const { db } = deps;
  const saved = await withUploads(deps, async (uploads) => {
    const fields = await aboutUsFields(uploads, input, restore);
    return db.$transaction(async (tx) => {
      await lockItem(tx, ABOUT_US_ITEM);
      const existing = await tx.aboutUs.findUnique({
        where: { id: SINGLETON_ID },
        include: aboutUsInclude,
      });
      const before = toAboutUsOutput(existing);
      const draft = await findDraft(tx, ABOUT_US_ITEM);
      await refuseStaleSave(tx, ABOUT_US_ITEM, input.expected_updated_at, before, draft);
      const row = await writeAboutUs(tx, fields, input, existing !== null);
      const after = toAboutUsOutput(row);
      // A save from a form that loaded the draft publishes it: the draft is done.
      const fromDraft =
        draft !== null && input.expected_updated_at === draft.updatedAt.toISOString();
      if (restore?.publishing || fromDraft) await removeDraft(tx, ABOUT_US_ITEM);
      const type = restore?.publishing
        ? 'about_us.draft_publish'
        : restore
          ? 'about_us.version_restore'
          : 'about_us.update';
      await deps.audit(tx, entityEvent(type, ABOUT_US, before, after));
      const dropped = await recordVersion(
        tx,
        deps,
        ABOUT_US_ITEM,
        { output: after, snapshot: aboutUsSnapshot(row) },
        existing ? { output: before, snapshot: aboutUsSnapshot(existing) } : null,
      );
      return { row, dropped };
    });
  });
  await deps.onPublicDataChange([...aboutUsRecord.revalidates]);
  await deleteUnreferencedFiles(deps, saved.dropped);
  return toAboutUsOutput(saved.row);
}

/** The About Us columns a save writes: the sent fields, and the founder photo stored or removed. */
export async function aboutUsFields(
  uploads: Uploads,
  input: AboutUsUpdateData,
  restore: VersionRestore | undefined,
) {
  return {
    ...sentOnly({
      founderName: input.founder_name,
      founderPosition: input.founder_position,
      founderDescription: input.founder_description,
      founderImgAlt: input.founder_img_alt,
    }),
    // Absent founder_focal_point keeps it; null clears both coordinates.
    ...(input.founder_focal_point === undefined
      ? {}
      : {
          founderFocalX: input.founder_focal_point?.x ?? null,
          founderFocalY: input.founder_focal_point?.y ?? null,
        }),
    ...(await imageChange(uploads, {
      file: input.founder_img,
      remove: input.remove_founder_img,
      restored: restore?.images.founder_img,
      rules: photoRules('founder_img', 'about-us', {
        size: aboutUsMessages.imageSize,
        type: aboutUsMessages.imageType,
      }),
      columns: ['founderImgUrl', 'founderImgKey'],
    })),
  };
}

/**
 * Writes a save's About Us columns and stats (holding `lockItem`); answers the row with its stats.
 * `exists`: the row was saved before (its first save keeps the default stats unless others are sent).
 */
export async function writeAboutUs(
  tx: Db,
  fields: Awaited<ReturnType<typeof aboutUsFields>>,
  input: AboutUsUpdateData,
  exists: boolean,
) {
  await tx.aboutUs.upsert(singletonUpsert(fields));
  const stats = input.stats ?? (exists ? undefined : DEFAULT_ABOUT_US_STATS);
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
  return tx.aboutUs.findUniqueOrThrow({
    where: { id: SINGLETON_ID },
    include: aboutUsInclude,
  });
}

/**
 * Puts version `number` of the organization profile back through the update path as a new
 * version. A logo whose file is gone is left out (the current one stays), and the notice says so.
 */
export async function restoreOrganizationVersion(deps: AuditedServices, input: { number: number }) {
  return putOrganizationVersionBack(deps, input.number, false);
}

/** A version of the profile written back through the save path: a restore, or a draft's publish. */
export async function putOrganizationVersionBack(
  deps: AuditedServices,
  number: number,
  publishing: boolean,
) {
  const row = await deps.db.organization.findUnique({ where: { id: SINGLETON_ID } });
  const { snapshot, images, missing } = await versionToRestore(deps, ORGANIZATION_ITEM, number, {
    format: organizationSnapshotFormat,
    current: row ? organizationSnapshot(row) : blankOrganizationSnapshot(deps.now()),
    fromLegacy: organizationFromLegacyVersion,
  });
  const values = restoreInput(organizationUpdateFields, {
    email: snapshot.email,
    mobile: snapshot.mobile,
    address: snapshot.address,
    map_link: snapshot.map_link,
    facebook_link: snapshot.facebook_link,
    twitter_link: snapshot.twitter_link,
    instagram_link: snapshot.instagram_link,
    linkedin_link: snapshot.linkedin_link,
    youtube_link: snapshot.youtube_link,
    whatsapp_link: snapshot.whatsapp_link,
    logo_alt: snapshot.logo_alt,
    home_seo_title: snapshot.home_seo_title,
    home_seo_description: snapshot.home_seo_description,
    our_projects_seo_title: snapshot.our_projects_seo_title,
    our_projects_seo_description: snapshot.our_projects_seo_description,
    about_us_seo_title: snapshot.about_us_seo_title,
    about_us_seo_description: snapshot.about_us_seo_description,
    contact_us_seo_title: snapshot.contact_us_seo_title,
    contact_us_seo_description: snapshot.contact_us_seo_description,
  });
  const restored = await updateOrganization(deps, values, { images, publishing });
  return { item: restored, notice: missing ? MESSAGES.versionImageMissing(missing) : null };
}

/**
 * Puts version `number` of About Us back through the update path as a new version. A founder
 * photo whose file is gone is left out (the current one stays), and the notice says so.
 */
export async function restoreAboutUsVersion(deps: AuditedServices, input: { number: number }) {
  return putAboutUsVersionBack(deps, input.number, false);
}

/** A version of About Us written back through the save path: a restore, or a draft's publish. */
export async function putAboutUsVersionBack(
  deps: AuditedServices,
  number: number,
  publishing: boolean,
) {
  const row = await deps.db.aboutUs.findUnique({
    where: { id: SINGLETON_ID },
    include: aboutUsInclude,
  });
  const { snapshot, images, missing } = await versionToRestore(deps, ABOUT_US_ITEM, number, {
    format: aboutUsSnapshotFormat,
    current: row ? aboutUsSnapshot(row) : blankAboutUsSnapshot(deps.now()),
    fromLegacy: aboutUsFromLegacyVersion,
  });
  const values = restoreInput(aboutUsUpdateFields, {
    founder_name: snapshot.founder_name,
    founder_position: snapshot.founder_position,
    founder_description: snapshot.founder_description,
    founder_img_alt: snapshot.founder_img_alt,
    founder_focal_point: focalPointText(
      focalPointOf(snapshot.founder_focal_x, snapshot.founder_focal_y),
    ),
    stats: snapshot.stats,
  });
  const restored = await updateAboutUs(deps, values, { images, publishing });
  return { item: restored, notice: missing ? MESSAGES.versionImageMissing(missing) : null };
}
