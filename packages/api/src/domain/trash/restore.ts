/**
 * Restoring from the trash. A restore re-creates the rows from the snapshot with their ids, in one
 * transaction: at their old place in their list (the others move down one; past the end is the
 * end), a service with its features, projects and images, a project with its images. A project
 * keeps its featured flag only while fewer than FEATURED_PROJECTS are featured (the answer says
 * when it could not). A project whose service is in the trash, or an image whose project is, is
 * refused with a typed 409 naming it unless `with_parent` asks to restore that first; a service
 * whose slug was taken since is refused with a 409 that suggests a free one, and comes back under
 * a slug given with the restore.
 */
import type { Db, TrashItem, TrashKind } from '@kasar/db';
import { FEATURED_PROJECTS, type TrashBulkData, type TrashKindName } from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import { recordOfTrashKind } from '../../entities';
import { bannerRow } from '../../entities/banner';
import { galleryImageRow } from '../../entities/gallery-image';
import {
  projectColumns,
  type ProjectSnapshot,
  type ProjectTrashSnapshot,
} from '../../entities/project';
import { serviceColumns, type ServiceTrashSnapshot } from '../../entities/service';
import { FieldValidationError, notFound, restoreConflict } from '../../errors';
import { MESSAGES } from '../../messages';
import type { PublicDataTag } from '../../revalidation';
import { kindNameOf, kindOfName, type RestoreOutput } from '../../schemas/trash';
import type { AuditedServices } from '../../services';
import {
  BANNER_LIST,
  galleryList,
  lockLists,
  makeRoom,
  projectList,
  PROJECTS_LOCK,
  SERVICE_LIST,
} from '../ordering';
import { claimPath, servicePath } from '../redirects';
import { nextFreeSlug } from '../service';
import { TRASH_CHANGES, type TrashEntry } from './put-in';
import { trashSnapshotOf } from './read';

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
