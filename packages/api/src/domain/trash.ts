/**
 * The trash: what staff deleted (services, projects, banners, gallery images), listed newest
 * first; restored where it was, deleted for ever, or purged with its files once it has been there
 * TRASH_RETENTION_DAYS. The delete functions put items in (trash-snapshot.ts).
 *
 * A restore re-creates the rows from the snapshot with their ids, in one transaction: at their
 * old place in their list (the others move down one; past the end is the end), a service with its
 * features, projects and images, a project with its images. A project keeps its featured flag
 * only while fewer than FEATURED_PROJECTS are featured (the answer says when it could not). A
 * project whose service is in the trash, or an image whose project is, is refused with a 409
 * naming it unless `with_parent` asks to restore that first; a service whose slug was taken
 * since is refused with a 409 on `slug` that suggests a free one, and comes back under a slug
 * given with the restore.
 */
import type { Db, TrashItem, TrashKind } from '@kasar/db';
import {
  FEATURED_PROJECTS,
  type TrashBulkData,
  type TrashKindName,
  type TrashListQuery,
} from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import { FieldValidationError, notFound, restoreConflict } from '../errors';
import { MESSAGES } from '../messages';
import type { PublicDataTag } from '../revalidation';
import { kindNameOf, kindOfName, toTrashItemOutput, type RestoreOutput } from '../schemas/trash';
import type { ApiServices, AuditedServices } from '../services';
import { deleteUnreferencedFiles } from '../stored-files';
import { RECORD_OF, recordOfTrashKind, type AnyEntityRecord } from '../entities';
import { bannerFromLegacyTrash, bannerRow, bannerSnapshotFormat } from '../entities/banner';
import {
  galleryImageFromLegacyTrash,
  galleryImageRow,
  galleryImageSnapshotFormat,
} from '../entities/gallery-image';
import {
  projectColumns,
  projectFromLegacyTrash,
  projectTrashSnapshotFormat,
  type ProjectSnapshot,
  type ProjectTrashSnapshot,
} from '../entities/project';
import {
  serviceColumns,
  serviceFromLegacyTrash,
  serviceTrashSnapshotFormat,
  type ServiceTrashSnapshot,
} from '../entities/service';
import { readSnapshot } from '../entities/snapshot';
import { contains, findPage } from './listing';
import {
  BANNER_LIST,
  galleryList,
  lockLists,
  makeRoom,
  projectList,
  PROJECTS_LOCK,
  SERVICE_LIST,
} from './ordering';
import { claimPath, servicePath } from './redirects';
import { nextFreeSlug } from './service';
import { TRASH_CHANGES, type TrashEntry } from './trash-snapshot';
import { deleteVersionsOf, isVersioned, type VersionedItem } from './versions';

/** The newest deleted first; ties by id (the order of the list's indexes). */
const NEWEST_DELETED_FIRST = [{ deletedAt: 'desc' as const }, { id: 'asc' as const }];

/**
 * The snapshot a trash item keeps, read back: upgraded to today's version and parsed by its
 * entity record (a camelCase row from before snapshots had versions is read as such first). One
 * that cannot be read is a 422 naming the item.
 */
export function trashSnapshotOf(
  item: Pick<TrashItem, 'kind' | 'label' | 'snapshot' | 'snapshotVersion'>,
): TrashEntry {
  const what = `the ${recordOfTrashKind(item.kind).noun} “${item.label}”`;
  const legacy = item.snapshotVersion === 0;
  const version = legacy ? 1 : item.snapshotVersion;
  const stored = item.snapshot as Record<string, unknown>;
  switch (item.kind) {
    case 'SERVICE':
      return {
        kind: 'SERVICE',
        snapshot: readSnapshot(
          serviceTrashSnapshotFormat,
          legacy ? serviceFromLegacyTrash(stored) : stored,
          version,
          what,
        ),
      };
    case 'PROJECT':
      return {
        kind: 'PROJECT',
        snapshot: readSnapshot(
          projectTrashSnapshotFormat,
          legacy ? projectFromLegacyTrash(stored) : stored,
          version,
          what,
        ),
      };
    case 'BANNER':
      return {
        kind: 'BANNER',
        snapshot: readSnapshot(
          bannerSnapshotFormat,
          legacy ? bannerFromLegacyTrash(stored) : stored,
          version,
          what,
        ),
      };
    case 'PROJECT_IMAGE':
      return {
        kind: 'PROJECT_IMAGE',
        snapshot: readSnapshot(
          galleryImageSnapshotFormat,
          legacy ? galleryImageFromLegacyTrash(stored) : stored,
          version,
          what,
        ),
        serviceId: '',
        projectTitle: item.label,
      };
  }
}

/** The advisory lock the purge tries: one instance purges, the others skip. */
export const PURGE_LOCK = 'kasar.trash:purge';

const DAY_MS = 24 * 60 * 60 * 1000;

export function listTrash({ db, trashRetentionDays }: ApiServices, query: TrashListQuery) {
  const where = {
    ...(query.kind ? { kind: kindOfName(query.kind) } : {}),
    ...(query.search ? contains('label', query.search) : {}),
  };
  return findPage(
    db,
    db.trashItem,
    query,
    { where, orderBy: NEWEST_DELETED_FIRST },
    (row: TrashItem) => toTrashItemOutput(row, trashRetentionDays),
  );
}

// ---------------------------------------------------------------------------------------------
// Restore
// ---------------------------------------------------------------------------------------------

interface RestoreOptions {
  withParent: boolean;
  /** A new slug for a service whose own was taken since. */
  slug?: string;
}

/** What one restore transaction brought back, and what it could not keep. */
interface Restoring {
  restored: RestoreOutput['restored'];
  notices: string[];
  tags: Set<PublicDataTag>;
}

/**
 * 404 on `ids` naming the items a bulk restore asked for that are not in the trash (never there,
 * or restored or deleted for ever meanwhile, by someone else): all or none, so nothing comes back.
 */
function notInTrash(missing: string[]) {
  const message = MESSAGES.trashItemsNotFound(missing);
  return new TRPCError({
    code: 'NOT_FOUND',
    message,
    cause: new FieldValidationError({ ids: [message] }, message),
  });
}

/** Takes the item out of the trash (a concurrent restore or delete of it makes this a 404). */
async function takeOut(tx: Db, id: string): Promise<TrashItem> {
  const item = await tx.trashItem.findUnique({ where: { id } });
  if (!item) throw notFound(MESSAGES.trashItemNotFound);
  const { count } = await tx.trashItem.deleteMany({ where: { id } });
  if (count === 0) throw notFound(MESSAGES.trashItemNotFound);
  return item;
}

/** The project's featured flag as it may come back: kept while a place is free. */
async function featuredFlag(tx: Db, project: ProjectSnapshot, restoring: Restoring) {
  if (!project.is_featured) return false;
  const featured = await tx.project.count({ where: { isFeatured: true } });
  if (featured < FEATURED_PROJECTS) return true;
  restoring.notices.push(MESSAGES.trashFeaturedNotKept(project.title, featured));
  return false;
}

/** Re-creates a project and its images (its service exists and has room at its position). */
async function createProject(
  tx: Db,
  project: ProjectTrashSnapshot,
  position: number,
  restoring: Restoring,
) {
  await tx.project.create({
    data: {
      ...projectColumns(project),
      position,
      isFeatured: await featuredFlag(tx, project, restoring),
    },
  });
  await tx.projectImage.createMany({ data: project.images.map(galleryImageRow) });
}

async function restoreService(
  tx: Db,
  service: ServiceTrashSnapshot,
  options: RestoreOptions,
  restoring: Restoring,
) {
  const slug = options.slug ?? service.slug;
  const holder = await tx.service.findUnique({ where: { slug }, select: { name: true } });
  if (holder) {
    const suggestion = await nextFreeSlug(tx, slug);
    throw restoreConflict(
      { reason: 'slug_taken', slug, held_by: holder.name, suggested_slug: suggestion },
      'slug',
      MESSAGES.trashSlugTaken(slug, holder.name, suggestion),
    );
  }
  const position = await makeRoom(tx, SERVICE_LIST, service.position);
  await tx.service.create({ data: { ...serviceColumns(service), slug, position } });
  // Its address answers with its page again: a redirect from it (a later rename of another
  // service, a staff entry) goes, and staff are told.
  const notice = await claimPath(tx, servicePath(slug));
  if (notice) {
    restoring.notices.push(notice);
    restoring.tags.add('redirects');
  }
  // The service's own list of projects is empty: each takes its old place.
  for (const project of service.projects) {
    await createProject(tx, project, project.position, restoring);
  }
}

/**
 * The trash item of the parent that keeps `entry` out: a project's service, an image's project
 * (trashed alone, or with its service). null when the parent is live; a 409 when it is gone.
 */
async function parentInTrash(
  tx: Db,
  item: TrashItem,
  entry: TrashEntry,
): Promise<TrashItem | null> {
  if (entry.kind === 'PROJECT') {
    const serviceId = entry.snapshot.service_id;
    const live = await tx.service.count({ where: { id: serviceId } });
    if (live > 0) return null;
    const parent = await tx.trashItem.findUnique({
      where: { kind_entityId: { kind: 'SERVICE', entityId: serviceId } },
    });
    if (!parent) {
      throw restoreConflict(
        { reason: 'parent_gone' },
        'id',
        MESSAGES.trashParentGone('service', 'project'),
      );
    }
    return parent;
  }
  if (entry.kind === 'PROJECT_IMAGE') {
    const projectId = entry.snapshot.project_id;
    const live = await tx.project.count({ where: { id: projectId } });
    if (live > 0) return null;
    const project = await tx.trashItem.findUnique({
      where: { kind_entityId: { kind: 'PROJECT', entityId: projectId } },
    });
    if (project) return project;
    // Deleted with its service: the service's snapshot holds the project.
    const service = item.serviceId
      ? await tx.trashItem.findUnique({
          where: { kind_entityId: { kind: 'SERVICE', entityId: item.serviceId } },
        })
      : null;
    const holder = service ? trashSnapshotOf(service) : null;
    const holdsProject =
      holder?.kind === 'SERVICE' &&
      holder.snapshot.projects.some((candidate) => candidate.id === projectId);
    if (!service || !holdsProject) {
      throw restoreConflict(
        { reason: 'parent_gone' },
        'id',
        MESSAGES.trashParentGone('project', 'image'),
      );
    }
    return service;
  }
  return null;
}

/** Brings one trash item back (and, with `withParent`, the parent it needs first). */
async function restoreItem(
  deps: AuditedServices,
  tx: Db,
  trashId: string,
  options: RestoreOptions,
  restoring: Restoring,
): Promise<void> {
  const item = await takeOut(tx, trashId);
  const entry = trashSnapshotOf(item);
  const parent = await parentInTrash(tx, item, entry);
  if (parent) {
    if (!options.withParent) {
      const noun = recordOfTrashKind(parent.kind).noun;
      throw restoreConflict(
        { reason: 'parent_in_trash', parent: { noun, label: parent.label } },
        'with_parent',
        MESSAGES.trashParentInTrash(noun, parent.label, recordOfTrashKind(item.kind).noun),
      );
    }
    // A slug given is for the service among them (a project or an image has none).
    await restoreItem(deps, tx, parent.id, { withParent: true, slug: options.slug }, restoring);
  }
  switch (entry.kind) {
    case 'SERVICE':
      await restoreService(tx, entry.snapshot, options, restoring);
      break;
    case 'PROJECT': {
      const project = entry.snapshot;
      const position = await makeRoom(tx, projectList(project.service_id), project.position);
      await createProject(tx, project, position, restoring);
      break;
    }
    case 'BANNER': {
      const banner = entry.snapshot;
      const position = await makeRoom(tx, BANNER_LIST, banner.position);
      await tx.banner.create({ data: { ...bannerRow(banner), position } });
      break;
    }
    case 'PROJECT_IMAGE': {
      const image = entry.snapshot;
      const list = galleryList(image.project_id);
      await lockLists(tx, list);
      const position = await makeRoom(tx, list, image.position);
      await tx.projectImage.create({ data: { ...galleryImageRow(image), position } });
      break;
    }
  }
  await deps.audit(tx, {
    type: 'trash.restore',
    entity: recordOfTrashKind(item.kind).entity,
    entityId: item.entityId,
    entityLabel: item.label,
  });
  restoring.restored.push({
    kind: kindNameOf(item.kind),
    entity_id: item.entityId,
    label: item.label,
  });
  for (const tag of recordOfTrashKind(item.kind).revalidates) restoring.tags.add(tag);
}

/**
 * Restores the items `ids` in one transaction (all or none): services first, then projects,
 * images and banners, each kind in the order of their old places, so items of one list come
 * back where they were. An item already brought back as another's parent is skipped. When any
 * of `ids` is not in the trash, nothing is restored: `refuseMissing` names the error.
 */
async function restore(
  deps: AuditedServices,
  ids: string[],
  options: RestoreOptions,
  refuseMissing: (missing: string[]) => TRPCError,
): Promise<RestoreOutput> {
  const restoring: Restoring = { restored: [], notices: [], tags: new Set(TRASH_CHANGES) };
  await deps.db.$transaction(async (tx) => {
    // Every list a restore may change, in the one order every transaction takes them.
    await lockLists(tx, BANNER_LIST, SERVICE_LIST, PROJECTS_LOCK);
    const items = await tx.trashItem.findMany({ where: { id: { in: ids } } });
    const found = new Set(items.map((item) => item.id));
    const missing = [...new Set(ids)].filter((id) => !found.has(id));
    if (missing.length > 0) throw refuseMissing(missing);
    const kindOrder: TrashKind[] = ['SERVICE', 'PROJECT', 'PROJECT_IMAGE', 'BANNER'];
    // Read now, so an item whose snapshot cannot be read refuses the whole call before any change.
    const positions = new Map(
      items.map((item) => [item.id, trashSnapshotOf(item).snapshot.position]),
    );
    const positionOf = (item: TrashItem) => positions.get(item.id) ?? 0;
    items.sort(
      (a, b) =>
        kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || positionOf(a) - positionOf(b),
    );
    for (const item of items) {
      const stillThere = await tx.trashItem.count({ where: { id: item.id } });
      if (stillThere > 0) await restoreItem(deps, tx, item.id, options, restoring);
    }
  });
  await deps.onPublicDataChange([...restoring.tags]);
  return { restored: restoring.restored, notices: restoring.notices };
}

/** Restores one item (see `restore`); 404 when it is not in the trash. */
export function restoreTrashItem(
  deps: AuditedServices,
  input: { id: string; with_parent: boolean; slug?: string },
) {
  return restore(deps, [input.id], { withParent: input.with_parent, slug: input.slug }, () =>
    notFound(MESSAGES.trashItemNotFound),
  );
}

/**
 * Undoes a delete: restores what had the id `entity_id` (the toast's Undo after a delete, which
 * knows the item, not its trash row); 404 when it is not in the trash.
 */
export async function restoreDeletedItem(
  deps: AuditedServices,
  input: { kind: TrashKindName; entity_id: string },
) {
  const item = await deps.db.trashItem.findUnique({
    where: { kind_entityId: { kind: kindOfName(input.kind), entityId: input.entity_id } },
    select: { id: true },
  });
  if (!item) throw notFound(MESSAGES.trashItemNotFound);
  return restore(deps, [item.id], { withParent: false }, () =>
    notFound(MESSAGES.trashItemNotFound),
  );
}

/** Restores several items, all or none: 404 naming the ids that are not in the trash. */
export function restoreTrashItems(
  deps: AuditedServices,
  input: TrashBulkData & { with_parent: boolean },
) {
  return restore(deps, input.ids, { withParent: input.with_parent }, notInTrash);
}

// ---------------------------------------------------------------------------------------------
// Delete forever and the purge
// ---------------------------------------------------------------------------------------------

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
