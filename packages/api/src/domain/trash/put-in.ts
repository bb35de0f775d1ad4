/**
 * Putting a deleted service, project, banner or gallery image in the trash: its entity record's
 * snapshot (with its children: a service's projects and their images, a project's images) and the
 * stored files it refers to, named by the records. The delete functions (service.ts, project.ts,
 * banner.ts, gallery.ts) read the rows, put them in the trash here and delete the live rows in the
 * same transaction; trash.ts restores them.
 */
import type { Db } from '@kasar/db';

import { recordOfTrashKind, storageKeysOf } from '../../entities';
import type { BannerSnapshot } from '../../entities/banner';
import type { GalleryImageSnapshot } from '../../entities/gallery-image';
import type { ProjectTrashSnapshot } from '../../entities/project';
import type { ServiceTrashSnapshot } from '../../entities/service';
import { SNAPSHOT_VERSION } from '../../entities/snapshot';
import type { AuditedServices } from '../../services';

/**
 * What a change of the trash tells the caches besides the pages: an item went in or out, so the
 * stored files it withholds from the public are read again (withheld-files.ts).
 */
export const TRASH_CHANGES = ['trash' as const];

/** One item going into the trash, by kind, with what it keeps. */
export type TrashEntry =
  | { kind: 'SERVICE'; snapshot: ServiceTrashSnapshot }
  | { kind: 'PROJECT'; snapshot: ProjectTrashSnapshot }
  | { kind: 'BANNER'; snapshot: BannerSnapshot }
  | {
      kind: 'PROJECT_IMAGE';
      snapshot: GalleryImageSnapshot;
      serviceId: string;
      projectTitle: string;
    };

/** The trash list's columns of the entry: its label, thumbnail and parents. */
function listColumns(entry: TrashEntry) {
  switch (entry.kind) {
    case 'SERVICE': {
      const { snapshot } = entry;
      const firstImage = snapshot.projects.flatMap((project) => project.images)[0];
      return {
        label: snapshot.name,
        thumbnailUrl: snapshot.hero_image_url ?? firstImage?.image_url ?? null,
        serviceId: null,
        projectId: null,
      };
    }
    case 'PROJECT':
      return {
        label: entry.snapshot.title,
        thumbnailUrl: entry.snapshot.images[0]?.image_url ?? null,
        serviceId: entry.snapshot.service_id,
        projectId: null,
      };
    case 'BANNER':
      return {
        label: entry.snapshot.headline,
        thumbnailUrl: entry.snapshot.image_url,
        serviceId: null,
        projectId: null,
      };
    case 'PROJECT_IMAGE':
      return {
        label: entry.projectTitle,
        thumbnailUrl: entry.snapshot.image_url,
        serviceId: entry.serviceId,
        projectId: entry.snapshot.project_id,
      };
  }
}

/**
 * Writes the entry's trash row, naming the caller as who deleted it; call it in the delete's
 * transaction, before or after the live rows go.
 */
export async function moveToTrash(
  deps: Pick<AuditedServices, 'actor' | 'now'>,
  tx: Db,
  entry: TrashEntry,
): Promise<void> {
  const columns = listColumns(entry);
  await tx.trashItem.create({
    data: {
      kind: entry.kind,
      entityId: entry.snapshot.id,
      ...columns,
      label: columns.label.slice(0, 255),
      snapshot: entry.snapshot,
      snapshotVersion: SNAPSHOT_VERSION,
      storageKeys: storageKeysOf(recordOfTrashKind(entry.kind), entry.snapshot),
      deletedById: deps.actor?.id ?? null,
      deletedByEmail: deps.actor?.email ?? null,
      deletedAt: deps.now(),
    },
  });
}
