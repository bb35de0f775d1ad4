/**
 * A trash item's snapshot read back: upgraded to today's version and parsed by its entity record
 * (packages/api/src/entities), so a restore never trusts stored JSON by cast.
 */
import type { TrashItem } from '@kasar/db';

import { recordOfTrashKind } from '../../entities';
import { bannerFromLegacyTrash, bannerSnapshotFormat } from '../../entities/banner';
import {
  galleryImageFromLegacyTrash,
  galleryImageSnapshotFormat,
} from '../../entities/gallery-image';
import { projectFromLegacyTrash, projectTrashSnapshotFormat } from '../../entities/project';
import { serviceFromLegacyTrash, serviceTrashSnapshotFormat } from '../../entities/service';
import { readSnapshot } from '../../entities/snapshot';
import type { TrashEntry } from './put-in';

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
