/**
 * Version history: every save of a service, project, banner, the organization or About Us stores
 * the record as it was after the save, twice over: as the history shows it (its REST output shape,
 * so a comparison reads in the wire's field names) and as a restore reads it back (its entity
 * record's snapshot, the shape the trash keeps too, parsed and upgraded rather than cast). Numbered
 * 1, 2, 3… per item, in the save's own transaction. A save whose form was loaded before someone
 * else's save is refused (409). At most `versionsPerItem` versions are kept per item: after a save
 * the oldest beyond it go, never the newest.
 */
import type { Db, Prisma } from '@kasar/db';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';

import { changesBetween, type AuditActor } from '../audit';
import { RECORD_OF, storageKeysOf, type EntityName } from '../entities';
import { readSnapshot, SNAPSHOT_VERSION, type SnapshotFormat } from '../entities/snapshot';
import { notFound, staleSave } from '../errors';
import { MESSAGES } from '../messages';
import { pagination } from '../schemas/common';
import type { ApiServices } from '../services';
import type { StoredFile } from '../storage';
import type { PageQuery } from './listing';

/** An item's current draft, as content_drafts holds it (domain/drafts.ts). */
export interface DraftPointer {
  versionNumber: number;
  updatedAt: Date;
}

/** What has versions, named as the audit log names it. */
export type VersionedEntity = 'service' | 'project' | 'banner' | 'organization' | 'about_us';

/** Whether saves of `entity` keep versions. */
export function isVersioned(entity: EntityName): entity is VersionedEntity {
  return RECORD_OF[entity].versionEntity !== null;
}

/** One item with versions: a row's id, or '1' for the organization and About Us. */
export interface VersionedItem {
  entity: VersionedEntity;
  id: string;
}

/** The version history's column value of an item's entity, from its record. */
export const versionEntityOf = (item: VersionedItem) => RECORD_OF[item.entity].versionEntity;

/**
 * Fields of the output shapes that are not content a save writes: the place in a list (reorder),
 * the enabled and featured flags (toggles), counts and the service's name that other items
 * change. A version leaves them out, and a restore leaves them as they are.
 */
const NOT_VERSIONED = new Set([
  'position',
  'is_enabled',
  'is_featured',
  'projects_count',
  'images_count',
  'service',
]);

/** The content of a record's output shape, as a version stores it. */
export function versionData(output: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(output).filter(([field]) => !NOT_VERSIONED.has(field)));
}

/**
 * A state of an item: its output shape (what the history shows) and its entity record's snapshot
 * (what a restore reads; the stored files it refers to are named by the record).
 */
export interface ItemState {
  output: object;
  snapshot: object;
}

/**
 * Serialises the saves of one item (even of a single record not saved yet), so the stale-save
 * check and the next version number are read by one save at a time. Hold it from the start of the
 * save's transaction.
 */
export async function lockItem(tx: Db, item: VersionedItem): Promise<void> {
  const key = `versions:${item.entity}:${item.id}`;
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/** 'HH:MM UTC' of an ISO timestamp. */
function utcTime(iso: string): string {
  return `${iso.slice(11, 16)} UTC`;
}

/** Who made the item's last recorded change (its last activity-log event): a name or e-mail. */
async function lastChangedBy(tx: Db, item: VersionedItem): Promise<string | null> {
  const event = await tx.auditEvent.findFirst({
    where: { entity: item.entity, entityId: item.id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { actorId: true, actorEmail: true },
  });
  if (!event) return null;
  const user = event.actorId
    ? await tx.user.findUnique({ where: { id: event.actorId }, select: { name: true } })
    : null;
  return user?.name || event.actorEmail;
}

/**
 * Refuses the save (409) when the form was loaded from another state of the item than the
 * current one: `expected` (the `updated_at` it loaded) differs from `current.updated_at`. Without
 * `expected` nothing is checked. Call it holding `lockItem`.
 */
export async function refuseStaleSave(
  tx: Db,
  item: VersionedItem,
  expected: string | undefined,
  current: { updated_at: string | null },
  draft: DraftPointer | null = null,
): Promise<void> {
  if (expected === undefined || current.updated_at === expected) return;
  // A form that loaded the item's draft saves from the working copy, which is as new as it gets.
  if (draft && draft.updatedAt.toISOString() === expected) return;
  // A single record never saved has nothing to be stale against.
  if (current.updated_at === null) return;
  const changedBy = await lastChangedBy(tx, item);
  const message = MESSAGES.staleSave(
    changedBy ?? MESSAGES.someoneElse,
    utcTime(current.updated_at),
  );
  throw staleSave(
    {
      current,
      changed_by: changedBy,
      changed_at: current.updated_at,
    },
    message,
  );
}

/** The columns of a version row holding `state` of `item`. */
function versionColumns(item: VersionedItem, state: ItemState) {
  return {
    data: versionData(state.output) as Prisma.InputJsonObject,
    snapshot: state.snapshot as Prisma.InputJsonObject,
    snapshotVersion: SNAPSHOT_VERSION,
    storageKeys: storageKeysOf(RECORD_OF[item.entity], state.snapshot),
  };
}

/**
 * Stores `after` as the item's next version, saved by the caller, in the save's transaction `tx`
 * (call it holding `lockItem`). An item with no version yet whose state before the save is known
 * (`before`) gets that state as version 1 first, so its first edit can be undone. Then the
 * versions beyond `versionsPerItem` go, oldest first, except the item's current draft; answers the
 * stored files those referred to (they may be referred to elsewhere still: a caller deletes only
 * unreferenced ones). `isDraft` marks a draft's version (domain/drafts.ts).
 */
export async function recordVersion(
  tx: Db,
  saver: { actor: AuditActor | null; versionsPerItem: number },
  item: VersionedItem,
  after: ItemState,
  before: ItemState | null,
  { isDraft = false }: { isDraft?: boolean } = {},
): Promise<string[]> {
  const where = { entity: versionEntityOf(item), entityId: item.id };
  const last = await tx.contentVersion.findFirst({
    where,
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  let number = last?.number ?? 0;
  if (!last && before) {
    const columns = versionColumns(item, before);
    const updatedAt = (columns.data as Record<string, unknown>).updated_at;
    number += 1;
    await tx.contentVersion.create({
      data: {
        ...where,
        number,
        ...columns,
        // Saved before versions were kept: when is known (its updated_at), who is not.
        ...(typeof updatedAt === 'string' ? { createdAt: new Date(updatedAt) } : {}),
      },
    });
  }
  number += 1;
  await tx.contentVersion.create({
    data: {
      ...where,
      number,
      ...versionColumns(item, after),
      savedById: saver.actor?.id ?? null,
      savedByEmail: saver.actor?.email ?? null,
      isDraft,
    },
  });
  const draft = await tx.contentDraft.findUnique({
    where: { entity_entityId: where },
    select: { versionNumber: true },
  });
  const dropped = await tx.contentVersion.findMany({
    where: {
      ...where,
      number: { lte: number - saver.versionsPerItem },
      ...(draft ? { NOT: { number: draft.versionNumber } } : {}),
    },
    select: { id: true, storageKeys: true },
  });
  if (dropped.length === 0) return [];
  await tx.contentVersion.deleteMany({ where: { id: { in: dropped.map((row) => row.id) } } });
  return [...new Set(dropped.flatMap((row) => row.storageKeys))];
}

/**
 * Deletes every version of `items` (an item deleted for ever takes its history with it), in the
 * caller's transaction; answers the stored files those versions referred to, for the caller to
 * delete once nothing else refers to them.
 */
export async function deleteVersionsOf(tx: Db, items: VersionedItem[]): Promise<string[]> {
  if (items.length === 0) return [];
  const where = {
    OR: items.map((item) => ({ entity: versionEntityOf(item), entityId: item.id })),
  };
  const versions = await tx.contentVersion.findMany({ where, select: { storageKeys: true } });
  await tx.contentVersion.deleteMany({ where });
  await tx.contentDraft.deleteMany({ where });
  return [...new Set(versions.flatMap((version) => version.storageKeys))];
}

/** A version in a list: its number, who saved it and when, and what it changed. */
export interface VersionSummary {
  number: number;
  /** The name of who saved it (their e-mail without one, or when the account is gone). */
  saved_by: string | null;
  created_at: string;
  /** The fields in which it differs from the version before it (all filled ones for the first). */
  changed_fields: string[];
  /** Saved as a draft: it was not public when saved. */
  is_draft: boolean;
}

/** Names of the users (by id) who saved these versions. */
async function saverNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const users = await db.user.findMany({
    where: { id: { in: wanted } },
    select: { id: true, name: true },
  });
  return new Map(users.filter((user) => user.name).map((user) => [user.id, user.name]));
}

type VersionRow = {
  number: number;
  isDraft: boolean;
  data: Prisma.JsonValue;
  savedById: string | null;
  savedByEmail: string | null;
  createdAt: Date;
};

function dataOf(row: { data: Prisma.JsonValue }): Record<string, unknown> {
  return row.data as Record<string, unknown>;
}

/**
 * A 404 with the item's own message when the service, project or banner does not exist (or is in
 * the trash): its versions are kept, but only a live item shows them. The organization and About
 * Us always exist.
 */
async function refuseMissingItem(db: Db, item: VersionedItem): Promise<void> {
  const where = { where: { id: item.id }, select: { id: true } };
  switch (item.entity) {
    case 'service':
      if (!(await db.service.findUnique(where))) throw notFound(MESSAGES.serviceNotFound);
      return;
    case 'project':
      if (!(await db.project.findUnique(where))) throw notFound(MESSAGES.projectNotFound);
      return;
    case 'banner':
      if (!(await db.banner.findUnique(where))) throw notFound(MESSAGES.bannerNotFound);
      return;
    case 'organization':
    case 'about_us':
      return;
  }
}

/** The item's versions, newest first, a page at a time. */
export async function listVersions(
  { db }: Pick<ApiServices, 'db'>,
  item: VersionedItem,
  query: PageQuery,
) {
  await refuseMissingItem(db, item);
  const where = { entity: versionEntityOf(item), entityId: item.id };
  const [total, rows] = await db.$transaction([
    db.contentVersion.count({ where }),
    // One more than the page: the version before its last one, to compare that one with.
    db.contentVersion.findMany({
      where,
      orderBy: { number: 'desc' },
      skip: (query.page - 1) * query.limit,
      take: query.limit + 1,
    }),
  ]);
  const page: VersionRow[] = rows.slice(0, query.limit);
  const names = await saverNames(
    db,
    page.map((row) => row.savedById),
  );
  const data: VersionSummary[] = page.map((row, index) => {
    const previous = rows[index + 1];
    return {
      number: row.number,
      saved_by: (row.savedById && names.get(row.savedById)) || row.savedByEmail,
      created_at: row.createdAt.toISOString(),
      changed_fields: changesBetween(previous ? dataOf(previous) : null, dataOf(row)).fields,
      is_draft: row.isDraft,
    };
  });
  return { data, pagination: pagination(query.page, query.limit, total) };
}

/** The stored version `number` of the item, or a 404. */
export async function findVersion(db: Db, item: VersionedItem, number: number) {
  const row = await db.contentVersion.findUnique({
    where: {
      entity_entityId_number: { entity: versionEntityOf(item), entityId: item.id, number },
    },
  });
  if (!row) throw notFound(MESSAGES.versionNotFound);
  return row;
}

/** One version: its summary fields and the record as it was (`data`). */
export async function getVersion(
  { db }: Pick<ApiServices, 'db'>,
  item: VersionedItem,
  number: number,
) {
  await refuseMissingItem(db, item);
  const row = await findVersion(db, item, number);
  const names = await saverNames(db, [row.savedById]);
  return {
    number: row.number,
    saved_by: (row.savedById && names.get(row.savedById)) || row.savedByEmail,
    created_at: row.createdAt.toISOString(),
    is_draft: row.isDraft,
    data: dataOf(row),
  };
}

/**
 * A version's image: a stored file to put back, null for none, or undefined to keep the current
 * one (the version's file is no longer stored).
 */
export type RestoredImage = StoredFile | null | undefined;

/** What a restore writes: the version's snapshot, and what becomes of the record's images. */
export interface VersionToRestore<Snapshot> {
  snapshot: Snapshot;
  /** Each of the record's images (`files`), by its REST field. */
  images: Record<string, RestoredImage>;
  /** How messages name the first image whose file is gone (the current one stays), if any. */
  missing: string | null;
}

/** How a restore reads one entity's versions: its snapshot format and the live item's. */
export interface VersionReader<Snapshot> {
  format: SnapshotFormat<Snapshot>;
  /** The live item's snapshot: what an older version lacks stays as it is now. */
  current: Snapshot;
  /** Reads a version saved before snapshots had versions (its output `data` and file keys). */
  fromLegacy: (
    data: Record<string, unknown>,
    storageKeys: readonly string[],
    current: Snapshot,
  ) => Record<string, unknown>;
}

/**
 * Version `number` of the item, ready to be written back: its snapshot, read through `reader`
 * (upgraded, then parsed: one that cannot be read is a 422 naming it), and each of the record's
 * images as the version had it. A file no longer stored (the storage cannot read it) is left out.
 */
export async function versionToRestore<Snapshot extends object>(
  deps: Pick<ApiServices, 'storage'> & { db: Db },
  item: VersionedItem,
  number: number,
  reader: VersionReader<Snapshot>,
): Promise<VersionToRestore<Snapshot>> {
  const row = await findVersion(deps.db, item, number);
  const record = RECORD_OF[item.entity];
  const legacy = row.snapshotVersion === 0;
  const snapshot = readSnapshot(
    reader.format,
    legacy ? reader.fromLegacy(dataOf(row), row.storageKeys, reader.current) : row.snapshot,
    legacy ? 1 : row.snapshotVersion,
    `version ${number} of the ${record.noun}`,
    reader.current,
  );
  const fields = snapshot as Record<string, unknown>;
  const images: Record<string, RestoredImage> = {};
  let missing: string | null = null;
  for (const file of record.files) {
    const [key, url] = [fields[file.key], fields[file.url]];
    if (typeof key !== 'string' || typeof url !== 'string') {
      images[file.field] = null;
    } else if (await deps.storage.read(key)) {
      images[file.field] = { url, key };
    } else {
      missing ??= file.label;
    }
  }
  return { snapshot, images, missing };
}

/**
 * The update input a restore sends through the entity's update path, checked by its schema like
 * any save: a version that no longer passes the rules (they changed since) is a 422 naming the
 * field.
 */
export function restoreInput<Schema extends z.ZodType>(
  schema: Schema,
  values: z.input<Schema>,
): z.output<Schema> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    throw new TRPCError({
      code: 'UNPROCESSABLE_CONTENT',
      message: parsed.error.issues[0]?.message ?? MESSAGES.validationFailed,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * A save that restores a version: the images to put back, by their REST field (a stored file,
 * null for none, undefined to keep the current one). Without it, a save is a plain update.
 */
export interface VersionRestore {
  images: Record<string, RestoredImage>;
}
