/** Homepage banners (hero carousel slides): list, read, create, update, delete, toggle. */
import type { Database, Prisma } from '@kasar/db';
import {
  bannerMessages,
  MAX_IMAGE_BYTES,
  type BannerCreateData,
  type BannerUpdateData,
} from '@kasar/validators';

import { MESSAGES } from '../messages';
import { toBannerOutput } from '../schemas/banner';
import type { ApiServices } from '../services';
import { PHOTO_KINDS, removeStoredFiles, withUploads, type UploadRules } from '../uploads';
import {
  findPage,
  found,
  NEWEST_FIRST,
  searchIn,
  statusFilter,
  toggleEnabled,
  type ToggleInput,
  type PageQuery,
} from './listing';

const CHANGES = ['banners' as const];

const bannerImageRules: UploadRules = {
  field: 'image',
  folder: 'banners',
  allowed: PHOTO_KINDS,
  maxBytes: MAX_IMAGE_BYTES,
  sizeMessage: bannerMessages.imageSize,
  typeMessage: bannerMessages.imageType,
};

async function findBanner(db: Database, id: string) {
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
  return findPage(
    db,
    query,
    {
      count: db.banner.count({ where }),
      rows: (window) => db.banner.findMany({ where, orderBy: NEWEST_FIRST, ...window }),
    },
    toBannerOutput,
  );
}

export async function getBanner({ db }: ApiServices, id: string) {
  return toBannerOutput(await findBanner(db, id));
}

export async function createBanner(deps: ApiServices, input: BannerCreateData) {
  const created = await withUploads(deps, async (uploads) => {
    const image = await uploads.save(input.image, bannerImageRules);
    return deps.db.banner.create({
      data: {
        imageUrl: image.url,
        storageKey: image.key,
        headline: input.headline,
        tagline: input.tagline ?? null,
        imageAlt: input.image_alt ?? null,
        isEnabled: input.is_enabled,
      },
    });
  });
  await deps.onPublicDataChange(CHANGES);
  return toBannerOutput(created);
}

export async function updateBanner(deps: ApiServices, input: BannerUpdateData) {
  const existing = await findBanner(deps.db, input.id);
  const updated = await withUploads(deps, async (uploads) => {
    const image = input.image ? await uploads.save(input.image, bannerImageRules) : null;
    return deps.db.banner.update({
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
  });
  if (input.image) await removeStoredFiles(deps, [existing.storageKey]);
  await deps.onPublicDataChange(CHANGES);
  return toBannerOutput(updated);
}

export async function deleteBanner(deps: ApiServices, id: string) {
  const existing = await findBanner(deps.db, id);
  await deps.db.banner.delete({ where: { id } });
  await removeStoredFiles(deps, [existing.storageKey]);
  await deps.onPublicDataChange(CHANGES);
  return { id };
}

const setBannerEnabled = (db: Database, id: string, isEnabled: boolean) =>
  db.banner.update({ where: { id }, data: { isEnabled } });

export function toggleBanner(deps: ApiServices, input: ToggleInput) {
  return toggleEnabled(deps, input, CHANGES, findBanner, setBannerEnabled).then(toBannerOutput);
}
