/**
 * Stored files are deleted only when nothing refers to them any more: no live row (a service's
 * hero or social image, a project image, a banner, the organization's logo or a page's social
 * image, the founder's photo), no item
 * in the trash and no kept version (a replaced image stays while a version can put it back). Deleting a service, project, banner or image moves it to the trash and
 * keeps its files; "delete forever" and the purge of the trash end here, with the keys of the
 * items they removed.
 */
import type { Db } from '@kasar/db';

import type { ApiServices } from './services';
import { removeStoredFiles } from './uploads';

/** The keys among `keys` that a live row, a trash item or a kept version still refers to. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [services, images, banners, organization, aboutUs, trash, versions] = await Promise.all([
    db.service.findMany({
      where: { OR: [{ heroImageKey: { in: keys } }, { seoImageKey: { in: keys } }] },
      select: { heroImageKey: true, seoImageKey: true },
    }),
    db.projectImage.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } }),
    db.banner.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } }),
    db.organization.findMany({
      where: {
        OR: [
          { logoKey: { in: keys } },
          { homeSeoImageKey: { in: keys } },
          { ourProjectsSeoImageKey: { in: keys } },
          { aboutUsSeoImageKey: { in: keys } },
          { contactUsSeoImageKey: { in: keys } },
        ],
      },
      select: {
        logoKey: true,
        homeSeoImageKey: true,
        ourProjectsSeoImageKey: true,
        aboutUsSeoImageKey: true,
        contactUsSeoImageKey: true,
      },
    }),
    db.aboutUs.findMany({
      where: { founderImgKey: { in: keys } },
      select: { founderImgKey: true },
    }),
    // `&&` (overlap) uses the GIN index on storage_keys; unnest names the keys that matched.
    db.$queryRaw<{ key: string }[]>`
      SELECT DISTINCT key FROM trash_items, unnest(storage_keys) AS key
      WHERE storage_keys && ${keys}::TEXT[] AND key = ANY(${keys}::TEXT[])`,
    db.$queryRaw<{ key: string }[]>`
      SELECT DISTINCT key FROM content_versions, unnest(storage_keys) AS key
      WHERE storage_keys && ${keys}::TEXT[] AND key = ANY(${keys}::TEXT[])`,
  ]);
  return new Set(
    [
      ...services.flatMap((row) => [row.heroImageKey, row.seoImageKey]),
      ...images.map((row) => row.storageKey),
      ...banners.map((row) => row.storageKey),
      ...organization.flatMap((row) => [
        row.logoKey,
        row.homeSeoImageKey,
        row.ourProjectsSeoImageKey,
        row.aboutUsSeoImageKey,
        row.contactUsSeoImageKey,
      ]),
      ...aboutUs.map((row) => row.founderImgKey),
      ...trash.map((row) => row.key),
      ...versions.map((row) => row.key),
    ].filter((key): key is string => key !== null),
  );
}

/**
 * Deletes the files of `keys` that nothing refers to any more (see `referencedKeys`); answers
 * the keys it deleted. A failed delete is logged, never shown to the caller.
 */
export async function deleteUnreferencedFiles(
  deps: Pick<ApiServices, 'db' | 'storage' | 'log'>,
  keys: (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  const referenced = await referencedKeys(deps.db, candidates);
  const unreferenced = candidates.filter((key) => !referenced.has(key));
  await removeStoredFiles(deps, unreferenced);
  return unreferenced;
}
