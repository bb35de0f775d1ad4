/**
 * Deleting from the trash for ever, one item, several, or by the purge once an item has been there
 * TRASH_RETENTION_DAYS: the rows, their version history, then the files nothing else refers to.
 */
import type { Db, TrashItem } from '@kasar/db';
import type { TrashBulkData } from '@kasar/validators';

import { RECORD_OF, recordOfTrashKind, type AnyEntityRecord } from '../../entities';
import { notFound } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices, AuditedServices } from '../../services';
import { deleteUnreferencedFiles } from '../../stored-files';
import { deleteVersionsOf, isVersioned, type VersionedItem } from '../versions';
import { TRASH_CHANGES } from './put-in';

/** The advisory lock the purge tries: one instance purges, the others skip. */
export const PURGE_LOCK = 'kasar.trash:purge';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The items with a version history among what a trash item holds, by its entity record: the item
 * and its children inside (a service's projects). Read from the stored JSON as it is, whatever its
 * version (a child's `id` and the children's field have kept their names), so that an item whose
 * snapshot cannot be read back still goes with its history.
 */
function versionedItemsOf(
  item: Pick<TrashItem, 'kind' | 'entityId' | 'snapshot'>,
): VersionedItem[] {
  const walk = (record: AnyEntityRecord, id: string, snapshot: unknown): VersionedItem[] => {
    const own: VersionedItem[] = isVersioned(record.entity) ? [{ entity: record.entity, id }] : [];
    const fields = (typeof snapshot === 'object' && snapshot !== null ? snapshot : {}) as Record<
      string,
      unknown
    >;
    const children = record.children.flatMap((child) => {
      const list = fields[child.field];
      if (!Array.isArray(list)) return [];
      return list.flatMap((entry: { id?: unknown }) =>
        typeof entry.id === 'string' ? walk(RECORD_OF[child.entity], entry.id, entry) : [],
      );
    });
    return [...own, ...children];
  };
  return walk(recordOfTrashKind(item.kind), item.entityId, item.snapshot);
}

/**
 * Removes the items' rows and their version history; answers the items, with `storageKeys`
 * holding every file they and their versions referred to. Call it in a transaction.
 */
async function removeItems(tx: Db, where: { id: { in: string[] } } | { deletedAt: { lt: Date } }) {
  const items = await tx.trashItem.findMany({
    where,
    select: {
      id: true,
      kind: true,
      entityId: true,
      label: true,
      storageKeys: true,
      snapshot: true,
    },
  });
  await tx.trashItem.deleteMany({ where: { id: { in: items.map((item) => item.id) } } });
  const versionKeys = await deleteVersionsOf(tx, items.flatMap(versionedItemsOf));
  return { items, storageKeys: [...items.flatMap((item) => item.storageKeys), ...versionKeys] };
}

/** Deletes the items for ever: their rows, then the files nothing else refers to. */
async function deleteForever(deps: AuditedServices, ids: string[]): Promise<number> {
  const removed = await deps.db.$transaction(async (tx) => {
    const removed = await removeItems(tx, { id: { in: ids } });
    await deps.audit(
      tx,
      removed.items.map((item) => ({
        type: 'trash.delete_forever' as const,
        entity: recordOfTrashKind(item.kind).entity,
        entityId: item.entityId,
        entityLabel: item.label,
      })),
    );
    return removed;
  });
  await deps.onPublicDataChange(TRASH_CHANGES);
  await deleteUnreferencedFiles(deps, removed.storageKeys);
  return removed.items.length;
}

/** Deletes one item for ever; 404 when it is not in the trash. */
export async function deleteTrashItemForever(deps: AuditedServices, id: string) {
  const count = await deleteForever(deps, [id]);
  if (count === 0) throw notFound(MESSAGES.trashItemNotFound);
  return { id };
}

/** Deletes several items for ever; answers how many were in the trash. */
export async function deleteTrashItemsForever(deps: AuditedServices, input: TrashBulkData) {
  return { count: await deleteForever(deps, input.ids) };
}

export interface PurgeResult {
  /** false: another process held the purge's lock, so this one skipped. */
  ran: boolean;
  /** The items removed. */
  purged: number;
  /** The stored files deleted (nothing else referred to them). */
  files: number;
}

/**
 * Deletes the items older than the retention period, then the files nothing refers to any more.
 * Under a try-lock: while one process purges, another one's call skips (answers ran: false).
 */
export async function purgeTrash(
  services: Pick<
    ApiServices,
    'db' | 'storage' | 'log' | 'auditLog' | 'now' | 'trashRetentionDays' | 'onPublicDataChange'
  >,
): Promise<PurgeResult> {
  const cutoff = new Date(services.now().getTime() - services.trashRetentionDays * DAY_MS);
  const removed = await services.db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ locked: boolean }[]>`
      SELECT pg_try_advisory_xact_lock(hashtextextended(${PURGE_LOCK}, 0)) AS locked`;
      if (!lock?.locked) return null;
      const removed = await removeItems(tx, { deletedAt: { lt: cutoff } });
      await services.auditLog.write(
        tx,
        removed.items.map((item) => ({
          type: 'trash.purge' as const,
          actor: null,
          entity: recordOfTrashKind(item.kind).entity,
          entityId: item.entityId,
          entityLabel: item.label,
        })),
      );
      return removed;
    },
    // A busy pool (a process starting, a burst of requests) waits its turn rather than failing.
    { maxWait: 30_000 },
  );
  if (removed === null) return { ran: false, purged: 0, files: 0 };
  if (removed.items.length > 0) await services.onPublicDataChange(TRASH_CHANGES);
  const files = await deleteUnreferencedFiles(services, removed.storageKeys);
  return { ran: true, purged: removed.items.length, files: files.length };
}
