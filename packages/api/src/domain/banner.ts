/**
 * Homepage banners (hero carousel slides): list, read, create, update, delete, toggle, and their
 * order in the carousel.
 */
import type { Banner, Db, Prisma } from '@kasar/db';
import {
  bannerMessages,
  bannerUpdateFields,
  type BannerCreateData,
  type BannerUpdateData,
  focalPointText,
  type ReorderData,
} from '@kasar/validators';

import { MESSAGES } from '../messages';
import { bannerDraftContent, toBannerOutput } from '../schemas/banner';
import { focalPointOf } from '../schemas/common';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices, AuditedTransactionServices } from '../services';
import { deleteUnreferencedFiles } from '../stored-files';
import { withUploads, type Uploads } from '../uploads';
import {
  findPage,
  found,
  recordCreated,
  NEWEST_FIRST,
  searchIn,
  statusFilter,
  targetOf,
  type AuditTarget,
  type ToggleInput,
  type PageQuery,
} from './listing';
import { photoRules } from './photos';
import { BANNER_LIST, closeGaps, IN_ORDER, lockLists, nextPosition, reorderList } from './ordering';
import {
  bannerFromLegacyVersion,
  bannerRecord,
  bannerSnapshot,
  bannerSnapshotFormat,
} from '../entities/banner';
import { moveToTrash, TRASH_CHANGES } from './trash/put-in';
import {
  computeDraft,
  discardDraft,
  draftVersionOf,
  findDraft,
  getDraft,
  recordDraft,
  refuseStaleDraft,
  removeDraft,
} from './drafts';
import { completeScheduledChange, type ScheduledClaim } from './schedules/claim';
import { requestDraftChanges, submitDraftForReview } from './reviews';
import {
  lockItem,
  recordVersion,
  refuseStaleSave,
  restoreInput,
  versionToRestore,
  type VersionRestore,
} from './versions';

/** What a change of a banner revalidates (its entity record says). */
export const BANNER_CHANGES = bannerRecord.revalidates;

const AUDIT: AuditTarget<{ headline: string }, 'banner'> = {
  entity: bannerRecord.entity,
  label: (banner) => banner.headline,
};

const bannerImageRules = photoRules('image', 'banners', {
  size: bannerMessages.imageSize,
  type: bannerMessages.imageType,
});

/** A banner's state as its versions keep it: its output and its snapshot. */
function bannerState(row: Banner) {
  return { output: toBannerOutput(row), snapshot: bannerSnapshot(row) };
}

/** The banner, or a 404. */
async function findBanner(db: Db, id: string) {
  return found(await db.banner.findUnique({ where: { id } }), MESSAGES.bannerNotFound);
}

export function listBanners(
  { db }: ApiServices,
  query: PageQuery & { status: 'all' | 'active' | 'inactive'; search?: string },
) {
  const where: Prisma.BannerWhereInput = {
    ...statusFilter(query.status),
    ...searchIn(query.search, ['headline', 'tagline']),
  };
  return findPage(db, db.banner, query, { where, orderBy: NEWEST_FIRST }, toBannerOutput);
}

export async function getBanner({ db }: Pick<ApiServices, 'db'>, id: string) {
  return toBannerOutput(await findBanner(db, id));
}

export async function createBanner(deps: AuditedServices, input: BannerCreateData) {
  const created = await withUploads(deps, async (uploads) => {
    const image = await uploads.save(input.image, bannerImageRules);
    return deps.db.$transaction(async (tx) => {
      await lockLists(tx, BANNER_LIST);
      const row = await tx.banner.create({
        data: {
          position: await nextPosition(tx, BANNER_LIST),
          imageUrl: image.url,
          storageKey: image.key,
          headline: input.headline,
          tagline: input.tagline ?? null,
          imageAlt: input.image_alt ?? null,
          focalX: input.focal_point?.x ?? null,
          focalY: input.focal_point?.y ?? null,
          isEnabled: input.is_enabled,
        },
      });
      await recordVersion(tx, deps, { entity: 'banner', id: row.id }, bannerState(row), null);
      return recordCreated(deps, tx, 'banner.create', AUDIT, row, toBannerOutput(row));
    });
  });
  await deps.onPublicDataChange(BANNER_CHANGES);
  return created;
}

/**
 * Saves a banner's fields. Refused (409) when `expected_updated_at` is sent and the banner was
 * saved since; stores a version. The image a new one replaces stays stored while a version
 * refers to it: the files of the versions beyond the cap go once nothing else refers to them.
 * `restore`: the save puts a version back (recorded as such).
 */
export async function updateBanner(
  deps: AuditedTransactionServices,
  input: BannerUpdateData,
  restore?: VersionRestore & { publishing?: boolean; scheduled?: ScheduledClaim },
) {
  await findBanner(deps.db, input.id);
  const item = { entity: 'banner' as const, id: input.id };
  const updated = await withUploads(deps, async (uploads) => {
    const image = await bannerImageOf(uploads, input, restore);
    return deps.db.$transaction(async (tx) => {
      await lockItem(tx, item);
      const current = await findBanner(tx, input.id);
      const draft = await findDraft(tx, item);
      await refuseStaleSave(tx, item, input.expected_updated_at, toBannerOutput(current), draft);
      const row = await writeBanner(tx, input, image);
      const after = toBannerOutput(row);
      const before = toBannerOutput(current);
      const type = restore?.publishing
        ? 'banner.draft_publish'
        : restore
          ? 'banner.version_restore'
          : 'banner.update';
      await deps.audit(tx, entityEvent(type, targetOf(AUDIT, row), before, after));
      const dropped = await recordVersion(tx, deps, item, bannerState(row), bannerState(current));
      // A save from a form that loaded the draft publishes it: the draft is done.
      const fromDraft =
        draft !== null && input.expected_updated_at === draft.updatedAt.toISOString();
      if (restore?.publishing || fromDraft) await removeDraft(tx, item);
      // A scheduled publish is done in the same transaction, or not at all.
      if (restore?.scheduled) await completeScheduledChange(tx, restore.scheduled, deps.now());
      return { after, dropped };
    });
  });
  await deps.onPublicDataChange(BANNER_CHANGES);
  await deleteUnreferencedFiles(deps, updated.dropped);
  return updated.after;
}

/** A save's image: a new upload, a restored file, or undefined to keep the current one. */
async function bannerImageOf(
  uploads: Uploads,
  input: BannerUpdateData,
  restore: VersionRestore | undefined,
) {
  // A banner always has an image: a restore without one keeps the current image.
  return input.image
    ? await uploads.save(input.image, bannerImageRules)
    : (restore?.images.image_url ?? undefined);
}

/** Writes a save's fields to the banner's row (holding `lockItem`); answers the row. */
function writeBanner(
  tx: Db,
  input: BannerUpdateData,
  image: Awaited<ReturnType<typeof bannerImageOf>>,
) {
  return tx.banner.update({
    where: { id: input.id },
    data: {
      headline: input.headline,
      // Absent tagline, image_alt or is_enabled stay as they are; an empty one (null) clears it.
      tagline: input.tagline,
      imageAlt: input.image_alt,
      // Absent focal_point keeps it; null clears both coordinates.
      ...(input.focal_point === undefined
        ? {}
        : { focalX: input.focal_point?.x ?? null, focalY: input.focal_point?.y ?? null }),
      isEnabled: input.is_enabled,
      ...(image ? { imageUrl: image.url, storageKey: image.key } : {}),
    },
  });
}

/**
 * Saves the banner's fields as its draft (docs/publishing.md): checked and written exactly as a
 * save would be (a new image stored), then rolled back, so the live banner, the carousel and the
 * caches stay as they are. Refused (409) when the form loaded another state than the working copy.
 */
export async function saveBannerDraft(
  deps: AuditedServices,
  input: BannerUpdateData,
  options: { submit?: boolean } = {},
) {
  await findBanner(deps.db, input.id);
  const item = { entity: 'banner' as const, id: input.id };
  const saved = await withUploads(deps, async (uploads) => {
    const image = await bannerImageOf(uploads, input, undefined);
    return deps.db.$transaction(async (tx) => {
      await lockItem(tx, item);
      const current = await findBanner(tx, input.id);
      const draft = await findDraft(tx, item);
      await refuseStaleDraft(tx, item, input.expected_updated_at, toBannerOutput(current), draft);
      const state = await computeDraft(tx, async () =>
        bannerState(await writeBanner(tx, input, image)),
      );
      const recorded = await recordDraft(tx, deps, item, state, bannerState(current));
      if (options.submit) await submitDraftForReview(tx, deps, item);
      const output = { ...state.output, updated_at: recorded.updatedAt.toISOString() };
      await deps.audit(
        tx,
        entityEvent(
          options.submit ? 'banner.review_submit' : 'banner.draft_save',
          targetOf(AUDIT, { id: current.id, headline: output.headline }),
          toBannerOutput(current),
          output,
        ),
      );
      return { output, dropped: recorded.dropped };
    });
  });
  await deleteUnreferencedFiles(deps, saved.dropped);
  return saved.output;
}

/** The banner's draft (its fields as the draft has them, who saved it, when), or null. */
export async function bannerDraft(deps: Pick<ApiServices, 'db'>, id: string) {
  await findBanner(deps.db, id);
  const draft = await getDraft(deps, { entity: 'banner', id });
  return draft && { ...draft, data: bannerDraftContent.parse(draft.data) };
}

/** Discards the banner's draft; the live banner stays as it is. */
export async function discardBannerDraft(
  deps: AuditedServices,
  input: { id: string; expected_updated_at?: string },
) {
  const banner = await findBanner(deps.db, input.id);
  return discardDraft(
    deps,
    { entity: 'banner', id: input.id },
    { type: 'banner.draft_discard', target: targetOf(AUDIT, banner) },
    input.expected_updated_at,
  );
}

/**
 * 'Request changes' on the banner's draft: it leaves the Review queue with the reviewer's `comment`,
 * which its author sees on the banner and receives by mail.
 */
export async function requestBannerChanges(
  deps: AuditedServices,
  input: { id: string; comment: string },
) {
  const banner = await findBanner(deps.db, input.id);
  return requestDraftChanges(
    deps,
    { entity: 'banner', id: input.id },
    { type: 'banner.review_changes', target: targetOf(AUDIT, banner) },
    input.comment,
  );
}

/**
 * Publishes the banner's draft: its version goes through the save path (audit as
 * `banner.draft_publish`, revalidation) and the draft ends. An image whose file is gone is left
 * out (the current one stays), and the answer's notice says so.
 */
export async function publishBannerDraft(
  deps: AuditedTransactionServices,
  input: { id: string },
  scheduled?: ScheduledClaim,
) {
  await findBanner(deps.db, input.id);
  const number = await draftVersionOf(deps.db, { entity: 'banner', id: input.id });
  return putBannerVersionBack(deps, { id: input.id, number }, true, scheduled);
}

/**
 * Puts version `number` of the banner back through the update path as a new version. An image
 * whose file is gone is left out (the current one stays), and the answer's notice says so.
 */
export async function restoreBannerVersion(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
) {
  return putBannerVersionBack(deps, input, false);
}

/** A version written back through the save path: a restore, or a draft's publish. */
async function putBannerVersionBack(
  deps: AuditedTransactionServices,
  input: { id: string; number: number },
  publishing: boolean,
  scheduled?: ScheduledClaim,
) {
  const current = await findBanner(deps.db, input.id);
  const item = { entity: 'banner' as const, id: input.id };
  const { snapshot, images, missing } = await versionToRestore(deps, item, input.number, {
    format: bannerSnapshotFormat,
    current: bannerSnapshot(current),
    fromLegacy: bannerFromLegacyVersion,
  });
  const values = restoreInput(bannerUpdateFields, {
    id: input.id,
    headline: snapshot.headline,
    tagline: snapshot.tagline,
    image_alt: snapshot.image_alt,
    focal_point: focalPointText(focalPointOf(snapshot.focal_x, snapshot.focal_y)),
  });
  const restored = await updateBanner(deps, values, { images, publishing, scheduled });
  return { item: restored, notice: missing ? MESSAGES.versionImageMissing(missing) : null };
}

/** Moves the banner to the trash: it leaves the carousel at once, its file stays. */
export async function deleteBanner(deps: AuditedServices, id: string) {
  await deps.db.$transaction(async (tx) => {
    await lockLists(tx, BANNER_LIST);
    const row = await findBanner(tx, id);
    await moveToTrash(deps, tx, { kind: 'BANNER', snapshot: bannerSnapshot(row) });
    await tx.banner.delete({ where: { id } });
    await closeGaps(tx, BANNER_LIST);
    await deps.audit(tx, entityEvent('banner.delete', targetOf(AUDIT, row), null, null));
  });
  await deps.onPublicDataChange([...BANNER_CHANGES, ...TRASH_CHANGES]);
  return { id };
}

/** Sets `is_enabled`, or flips it when absent. */
export async function toggleBanner(
  deps: AuditedTransactionServices,
  input: ToggleInput,
  scheduled?: ScheduledClaim,
) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findBanner(tx, input.id);
    const row = await tx.banner.update({
      where: { id: input.id },
      data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
    });
    const [before, after] = [toBannerOutput(existing), toBannerOutput(row)];
    await deps.audit(tx, entityEvent('banner.toggle', targetOf(AUDIT, row), before, after));
    if (scheduled) await completeScheduledChange(tx, scheduled, deps.now());
    return after;
  });
  await deps.onPublicDataChange(BANNER_CHANGES);
  return updated;
}

/** Every banner in carousel order (the disabled ones keep their place, hidden). */
export async function bannerOrder({ db }: ApiServices) {
  const rows = await db.banner.findMany({ orderBy: IN_ORDER });
  return rows.map(toBannerOutput);
}

/** Puts the carousel in the order of `ids` (every banner, once each). */
export async function reorderBanners(deps: AuditedServices, input: ReorderData) {
  await reorderList(deps, BANNER_LIST, input.ids, 'banner.reorder', { entity: AUDIT.entity });
  await deps.onPublicDataChange(BANNER_CHANGES);
  return bannerOrder(deps);
}
