/**
 * The entity records, one per entity (see ./record.ts), and the lookups every other module
 * derives from them: by the activity log's entity name, by trash kind, by version entity. Adding
 * an entity is a record here; adding an image to one is a line in its record's `files`.
 */
import type { TrashKind, VersionEntity } from '@kasar/db';

import { aboutUsRecord } from './about-us';
import { bannerRecord } from './banner';
import { galleryImageRecord } from './gallery-image';
import { organizationRecord } from './organization';
import { projectRecord } from './project';
import type { EntityName } from './record';
import { serviceRecord } from './service';

export type { ChildSnapshots, EntityName, EntityRecord, StoredFileColumn } from './record';

export const ENTITY_RECORDS = [
  serviceRecord,
  projectRecord,
  galleryImageRecord,
  bannerRecord,
  organizationRecord,
  aboutUsRecord,
] as const;

export type AnyEntityRecord = (typeof ENTITY_RECORDS)[number];

export const RECORD_OF: { [Entity in EntityName]: Extract<AnyEntityRecord, { entity: Entity }> } = {
  service: serviceRecord,
  project: projectRecord,
  gallery_image: galleryImageRecord,
  banner: bannerRecord,
  organization: organizationRecord,
  about_us: aboutUsRecord,
};

/** The record of the entity a trash kind holds. */
export function recordOfTrashKind(kind: TrashKind): AnyEntityRecord {
  const record = ENTITY_RECORDS.find((candidate) => candidate.trashKind === kind);
  if (!record) throw new Error(`No entity record has the trash kind ${kind}`);
  return record;
}

/** The record of a version entity. */
export function recordOfVersionEntity(entity: VersionEntity): AnyEntityRecord {
  const record = ENTITY_RECORDS.find((candidate) => candidate.versionEntity === entity);
  if (!record) throw new Error(`No entity record has the version entity ${entity}`);
  return record;
}

/**
 * The keys of the stored files a snapshot of `record`'s entity points at, its children's
 * (a service's projects' images) included.
 */
export function storageKeysOf(record: AnyEntityRecord, snapshot: object): string[] {
  const fields = snapshot as Record<string, unknown>;
  const own = record.files
    .map((file) => fields[file.key])
    .filter((key): key is string => typeof key === 'string' && key !== '');
  const children = record.children.flatMap((child) => {
    const list = fields[child.field];
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: object) => storageKeysOf(RECORD_OF[child.entity], item));
  });
  return [...own, ...children];
}
