/**
 * Homepage banners (hero carousel slides): list, read, create, update, delete, toggle, and their
 * order in the carousel.
 */
import type { Db, Prisma } from '@kasar/db';
import {
  bannerMessages,
  type BannerCreateData,
  type BannerUpdateData,
  type ReorderData,
} from '@kasar/validators';

import { MESSAGES } from '../messages';
import { toBannerOutput } from '../schemas/banner';
import { entityEvent } from '../audit';
import type { ApiServices, AuditedServices } from '../services';
import { removeStoredFiles, withUploads } from '../uploads';
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
import { bannerSnapshot, moveToTrash } from './trash-snapshot';

export const BANNER_CHANGES = ['banners' as const];

const AUDIT: AuditTarget<{ headline: string }, 'banner'> = {
  entity: 'banner',
  label: (banner) => banner.headline,
};

const bannerImageRules = photoRules('image', 'banners', {
  size: bannerMessages.imageSize,
  type: bannerMessages.imageType,
});

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
          isEnabled: input.is_enabled,
        },
      });
      return recordCreated(deps, tx, 'banner.create', AUDIT, row, toBannerOutput(row));
    });
  });
  await deps.onPublicDataChange(BANNER_CHANGES);
  return created;
}

export async function updateBanner(deps: AuditedServices, input: BannerUpdateData) {
  const existing = await findBanner(deps.db, input.id);
  const updated = await withUploads(deps, async (uploads) => {
    const image = input.image ? await uploads.save(input.image, bannerImageRules) : null;
    return deps.db.$transaction(async (tx) => {
      const row = await tx.banner.update({
        where: { id: input.id },
        data: {
          headline: input.headline,
          // Absent tagline, image_alt or is_enabled stay as they are; an empty one (null) clears it.
          tagline: input.tagline,
          imageAlt: input.image_alt,
          isEnabled: input.is_enabled,
          ...(image ? { imageUrl: image.url, storageKey: image.key } : {}),
        },
      });
      const after = toBannerOutput(row);
      const before = toBannerOutput(existing);
      await deps.audit(tx, entityEvent('banner.update', targetOf(AUDIT, row), before, after));
      return after;
    });
  });
  if (input.image) await removeStoredFiles(deps, [existing.storageKey]);
  await deps.onPublicDataChange(BANNER_CHANGES);
  return updated;
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
  await deps.onPublicDataChange(BANNER_CHANGES);
  return { id };
}

/** Sets `is_enabled`, or flips it when absent. */
export async function toggleBanner(deps: AuditedServices, input: ToggleInput) {
  const updated = await deps.db.$transaction(async (tx) => {
    const existing = await findBanner(tx, input.id);
    const row = await tx.banner.update({
      where: { id: input.id },
      data: { isEnabled: input.is_enabled ?? !existing.isEnabled },
    });
    const [before, after] = [toBannerOutput(existing), toBannerOutput(row)];
    await deps.audit(tx, entityEvent('banner.toggle', targetOf(AUDIT, row), before, after));
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
