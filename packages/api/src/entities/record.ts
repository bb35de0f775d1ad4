/**
 * What every entity record (./banner.ts, ./service.ts, …) says about its entity, in one place:
 * its names, the stored files its rows point at, the public pages a change of it revalidates,
 * its parent and children, and its snapshot's format. The trash, the version history, stored-file
 * cleanup, the backup, the activity log and the caches read these instead of lists of their own.
 */
import type { TrashKind, VersionEntity } from '@kasar/db';

import type { PublicDataTag } from '../revalidation';
import type { SnapshotFormat } from './snapshot';

/** The entities, by the name the activity log, the trash and the version history give them. */
export type EntityName =
  'service' | 'project' | 'gallery_image' | 'banner' | 'organization' | 'about_us';

/**
 * A stored file a row points at: the column with its storage key and the one with its public
 * URL (a snapshot's fields are its table's column names), and how the API and messages name it.
 */
export interface StoredFileColumn {
  key: string;
  url: string;
  /** The REST field that shows it ('hero_image'). */
  field: string;
  /** How a message names it ('hero image'). */
  label: string;
}

/** Children kept inside the parent's snapshot (a service's projects, a project's images). */
export interface ChildSnapshots {
  entity: EntityName;
  /** The snapshot field holding them, in order. */
  field: string;
}

export interface EntityRecord<Snapshot> {
  entity: EntityName;
  /** The dashboard's name for one ('Gallery image'). */
  label: string;
  /** How messages name one ('image'). */
  noun: string;
  /** The tRPC router ('gallery') and the REST resource ('/dashboard/project-images'). */
  router: string;
  rest: `/${string}`;
  /** The PostgreSQL table of its rows. */
  table: string;
  /** Its kind in the trash, when a delete puts it there. */
  trashKind: TrashKind | null;
  /** Its entity in the version history, when saves keep versions. */
  versionEntity: VersionEntity | null;
  /** The public data a change of it revalidates (a restore's, a create's). */
  revalidates: readonly PublicDataTag[];
  files: readonly StoredFileColumn[];
  /** The entity it belongs to, and the snapshot field holding that one's id. */
  parent: { entity: EntityName; field: string } | null;
  /** What its trash snapshot holds of its children. */
  children: readonly ChildSnapshots[];
  snapshot: SnapshotFormat<Snapshot>;
}
