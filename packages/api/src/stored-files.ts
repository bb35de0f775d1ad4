/**
 * Stored files are deleted only when nothing refers to them any more: no live row (the columns
 * the entity records name: a service's hero or social image, a project image, a banner, the
 * organization's logo or a page's social image, the founder's photo), no item in the trash and no
 * kept version (a replaced image stays
 * while a version can put it back). Deleting a service, project, banner or image moves it to the
 * trash and keeps its files, withheld from the public meanwhile (`withheldKeys`, served by
 * withheld-files.ts); "delete forever" and the purge of the trash end here, with the keys of the
 * items they removed.
 */
import { Prisma, type Db } from '@kasar/db';

import { ENTITY_RECORDS } from './entities';

import type { ApiServices } from './services';

/**
 * Deletes files whose rows are gone and answers the keys it deleted; a failure is logged, never
 * shown to the caller.
 */
export async function removeStoredFiles(
  deps: Pick<ApiServices, 'storage' | 'log'>,
  keys: (string | null | undefined)[],
): Promise<string[]> {
  const present = keys.filter((key): key is string => Boolean(key));
  const results = await Promise.allSettled(present.map((key) => deps.storage.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.log.error('could not delete a stored file', { error: String(result.reason) });
    }
  }
  return present.filter((_key, index) => results[index]?.status === 'fulfilled');
}

/**
 * The keys among `keys` that a live row refers to: what the site shows or may show. The columns
 * are the ones the entity records name (entities/*.ts `files`): a new image column is checked here
 * as soon as its record names it.
 */
async function liveKeys(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const wanted = new Set(keys);
  const found = await Promise.all(
    ENTITY_RECORDS.filter((record) => record.files.length > 0).map((record) => {
      // Table and column names come from the records, never from a request.
      const columns = record.files.map((file) => Prisma.raw(`"${file.key}"`));
      const matches = Prisma.join(
        columns.map((column) => Prisma.sql`${column} = ANY(${keys}::TEXT[])`),
        ' OR ',
      );
      return db.$queryRaw<{ key: string | null }[]>`
        SELECT unnest(ARRAY[${Prisma.join(columns)}]::TEXT[]) AS key
        FROM ${Prisma.raw(`"${record.table}"`)}
        WHERE ${matches}`;
    }),
  );
  return found
    .flat()
    .map((row) => row.key)
    .filter((key): key is string => key !== null && wanted.has(key));
}

/** The keys among `keys` that a live row, a trash item or a kept version still refers to. */
export async function referencedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [live, trash, versions] = await Promise.all([
    liveKeys(db, keys),
    // `&&` (overlap) uses the GIN index on storage_keys; unnest names the keys that matched.
    db.$queryRaw<{ key: string }[]>`
      SELECT DISTINCT key FROM trash_items, unnest(storage_keys) AS key
      WHERE storage_keys && ${keys}::TEXT[] AND key = ANY(${keys}::TEXT[])`,
    db.$queryRaw<{ key: string }[]>`
      SELECT DISTINCT key FROM content_versions, unnest(storage_keys) AS key
      WHERE storage_keys && ${keys}::TEXT[] AND key = ANY(${keys}::TEXT[])`,
  ]);
  return new Set([...live, ...trash.map((row) => row.key), ...versions.map((row) => row.key)]);
}

/**
 * The stored files the trash withholds from the public: the files of the items in it (a deleted
 * service's hero and social image and its projects' photos, a project's photos, a banner's, a
 * gallery image's) that no live row refers to. A file a live row shows stays public whoever else
 * refers to it; one only a kept version refers to is not the trash's to withhold.
 */
export async function withheldKeys(db: Db): Promise<Set<string>> {
  const rows = await db.$queryRaw<{ key: string }[]>`
    SELECT DISTINCT unnest(storage_keys) AS key FROM trash_items`;
  const keys = rows.map((row) => row.key);
  const live = new Set(await liveKeys(db, keys));
  return new Set(keys.filter((key) => !live.has(key)));
}

/**
 * Deletes the files of `keys` that nothing refers to any more (see `referencedKeys`); answers
 * the keys it deleted. A failed delete is logged, never shown to the caller.
 */
export async function deleteUnreferencedFiles(
  deps: Pick<ApiServices, 'storage' | 'log'> & { db: Db },
  keys: (string | null | undefined)[],
): Promise<string[]> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  const referenced = await referencedKeys(deps.db, candidates);
  const unreferenced = candidates.filter((key) => !referenced.has(key));
  await removeStoredFiles(deps, unreferenced);
  return unreferenced;
}
