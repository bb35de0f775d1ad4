/**
 * Drafts of live content (docs/publishing.md): a working copy of a service, project, banner, the
 * organization profile or About Us that nobody outside the dashboard sees until it is published. A draft
 * is a content version marked `is_draft`, so the history shows it and a restore can bring it
 * back; the item's current draft is the one its content_drafts row names (at most one per item).
 *
 * Saving a draft never touches the item's row: the entity's own save runs inside a savepoint that
 * is rolled back (`computeDraft`), so the draft is exactly what a save would have written, under
 * the same rules (a taken slug, a bad image), without the public site, the public API, the sitemap
 * or the caches seeing any of it. Publishing sends the draft through the entity's save path, like
 * a version restore, recorded as a publish.
 */
import type { Db, VersionEntity } from '@kasar/db';
import type { AuditEventType } from '@kasar/validators';

import { aboutUsColumns, aboutUsSnapshotFormat } from '../entities/about-us';
import { bannerRow, bannerSnapshotFormat } from '../entities/banner';
import { organizationColumns, organizationSnapshotFormat } from '../entities/organization';
import { projectColumns, projectSnapshotFormat } from '../entities/project';
import { serviceColumns, serviceSnapshotFormat } from '../entities/service';
import { readSnapshot } from '../entities/snapshot';
import { notFound } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices, AuditedServices, TransactionServices } from '../services';
import { nameOf, reviewOf, type ReviewView } from './reviews';
import {
  findVersion,
  lockItem,
  recordVersion,
  refuseStaleSave,
  type DraftPointer,
  type ItemState,
  type VersionedItem,
  versionEntityOf,
} from './versions';

const whereItem = (item: VersionedItem) => ({
  entity_entityId: { entity: versionEntityOf(item), entityId: item.id },
});

/** The item's current draft, or null. Inside a save, call it holding `lockItem`. */
export async function findDraft(db: Db, item: VersionedItem): Promise<DraftPointer | null> {
  return db.contentDraft.findUnique({
    where: whereItem(item),
    select: { versionNumber: true, updatedAt: true },
  });
}

/** Thrown inside `computeDraft`'s savepoint, once `write` has answered, to roll it back. */
class DraftComputed extends Error {
  constructor() {
    super('draft computed');
  }
}

/**
 * What `write` would leave the item as, with nothing written: it runs inside a savepoint of the
 * caller's transaction `tx`, which is rolled back once `write` has answered the state. An error
 * of `write` (a rule, a taken slug) is thrown as it is.
 */
export async function computeDraft<State extends ItemState>(
  tx: Db,
  write: () => Promise<State>,
): Promise<State> {
  await tx.$executeRaw`SAVEPOINT draft_preview`;
  // Set by `write`, read once the savepoint is rolled back.
  const computed: { state: State | null } = { state: null };
  try {
    computed.state = await write();
    throw new DraftComputed();
  } catch (error) {
    if (!(error instanceof DraftComputed)) throw error;
  }
  await tx.$executeRaw`ROLLBACK TO SAVEPOINT draft_preview`;
  if (!computed.state) throw new Error('the draft was not computed');
  return computed.state;
}

/**
 * Refuses a draft save (409, as a stale save) made from a form that loaded another state than the
 * working copy: the current draft when there is one, else the live item `live`.
 */
export async function refuseStaleDraft(
  tx: Db,
  item: VersionedItem,
  expected: string | undefined,
  live: { updated_at: string | null },
  draft: DraftPointer | null,
): Promise<void> {
  if (!draft) return refuseStaleSave(tx, item, expected, live);
  const version = await tx.contentVersion.findUniqueOrThrow({
    where: {
      entity_entityId_number: {
        entity: versionEntityOf(item),
        entityId: item.id,
        number: draft.versionNumber,
      },
    },
    select: { data: true },
  });
  const current = {
    ...(version.data as Record<string, unknown>),
    updated_at: draft.updatedAt.toISOString(),
  };
  return refuseStaleSave(tx, item, expected, current);
}

/**
 * Stores `draft` as the item's new draft version and makes it the current draft, saved by the
 * caller (in the save's transaction, holding `lockItem`). `live` is the item as published, the
 * history's first version when it has none yet. Answers the stored files of versions dropped
 * beyond the cap.
 */
export async function recordDraft(
  tx: Db,
  saver: Pick<AuditedServices, 'actor' | 'versionsPerItem'>,
  item: VersionedItem,
  draft: ItemState,
  live: ItemState,
): Promise<{ dropped: string[]; updatedAt: Date }> {
  const dropped = await recordVersion(tx, saver, item, draft, live, { isDraft: true });
  const newest = await tx.contentVersion.findFirstOrThrow({
    where: { entity: versionEntityOf(item), entityId: item.id },
    orderBy: { number: 'desc' },
    select: { number: true },
  });
  // The wall clock, as a row's @updatedAt: the token a form sends back changes with every save.
  const updatedAt = new Date();
  const pointer = {
    versionNumber: newest.number,
    savedById: saver.actor?.id ?? null,
    savedByEmail: saver.actor?.email ?? null,
    updatedAt,
  };
  await tx.contentDraft.upsert({
    where: whereItem(item),
    create: { entity: versionEntityOf(item), entityId: item.id, ...pointer },
    update: pointer,
  });
  return { dropped, updatedAt };
}

/** Ends the item's draft (published or discarded): its version stays in the history. */
export async function removeDraft(tx: Db, item: VersionedItem): Promise<void> {
  await tx.contentDraft.deleteMany({
    where: { entity: versionEntityOf(item), entityId: item.id },
  });
}

/** A draft as the dashboard and REST show it. */
export interface DraftView {
  /** The item as the draft has it, in its read's field names; `updated_at` is the draft's. */
  data: Record<string, unknown>;
  /** The history's version holding it. */
  version: number;
  /** The name (or e-mail) of who saved it last. */
  saved_by: string | null;
  saved_at: string;
  /** Where it stands in review: in the queue, or sent back with a comment. */
  review: ReviewView;
}

/** The item's current draft, or null when it has none. */
export async function getDraft(
  { db }: Pick<ApiServices, 'db'>,
  item: VersionedItem,
): Promise<DraftView | null> {
  const draft = await db.contentDraft.findUnique({ where: whereItem(item) });
  if (!draft) return null;
  const version = await findVersion(db, item, draft.versionNumber);
  return {
    data: {
      ...(version.data as Record<string, unknown>),
      updated_at: draft.updatedAt.toISOString(),
    },
    version: draft.versionNumber,
    saved_by: await nameOf(db, draft.savedById, draft.savedByEmail),
    saved_at: draft.updatedAt.toISOString(),
    review: await reviewOf(db, draft),
  };
}

/** The item's current draft's version number, or a 404 saying it has none. */
export async function draftVersionOf(db: Db, item: VersionedItem): Promise<number> {
  const draft = await findDraft(db, item);
  if (!draft) throw notFound(MESSAGES.draftNotFound);
  return draft.versionNumber;
}

/**
 * Discards the item's draft: the live item stays as it is, the version stays in the history. With
 * `expected_updated_at`, a form that loaded another state of the draft than the current one is
 * refused with the stale-save 409 (a colleague saved it since).
 */
export async function discardDraft(
  deps: AuditedServices,
  item: VersionedItem,
  event: { type: AuditEventType; target: { entity: string; id: string; label: string | null } },
  expected?: string,
): Promise<{ message: string }> {
  await deps.db.$transaction(async (tx) => {
    await lockItem(tx, item);
    const draft = await findDraft(tx, item);
    if (!draft) throw notFound(MESSAGES.draftNotFound);
    await refuseStaleDraft(tx, item, expected, { updated_at: null }, draft);
    await removeDraft(tx, item);
    await deps.audit(tx, {
      type: event.type,
      entity: event.target.entity,
      entityId: event.target.id,
      entityLabel: event.target.label,
    });
  });
  return { message: MESSAGES.draftDiscarded };
}

/** Thrown inside `readWithDrafts`'s transaction, once the read is done, to roll it back. */
class PreviewDone extends Error {
  constructor() {
    super('preview read done');
  }
}

/** Writes a draft's version onto its item's row, inside `readWithDrafts`'s transaction. */
async function applyDraft(
  tx: Db,
  draft: { entity: VersionEntity; entityId: string; versionNumber: number },
): Promise<void> {
  const version = await tx.contentVersion.findUniqueOrThrow({
    where: {
      entity_entityId_number: {
        entity: draft.entity,
        entityId: draft.entityId,
        number: draft.versionNumber,
      },
    },
  });
  switch (draft.entity) {
    case 'SERVICE': {
      const snapshot = readSnapshot(
        serviceSnapshotFormat,
        version.snapshot,
        version.snapshotVersion,
        'the draft of a service',
      );
      const { id, features, ...columns } = serviceColumns(snapshot);
      await tx.serviceFeature.deleteMany({ where: { serviceId: id } });
      await tx.service.update({
        where: { id },
        data: { ...columns, slug: snapshot.slug, features },
      });
      return;
    }
    case 'PROJECT': {
      const snapshot = readSnapshot(
        projectSnapshotFormat,
        version.snapshot,
        version.snapshotVersion,
        'the draft of a project',
      );
      const { id, ...columns } = projectColumns(snapshot);
      await tx.project.update({ where: { id }, data: columns });
      return;
    }
    case 'BANNER': {
      const snapshot = readSnapshot(
        bannerSnapshotFormat,
        version.snapshot,
        version.snapshotVersion,
        'the draft of a banner',
      );
      const { id, position: _position, ...columns } = bannerRow(snapshot);
      await tx.banner.update({ where: { id }, data: columns });
      return;
    }
    case 'ORGANIZATION': {
      const snapshot = readSnapshot(
        organizationSnapshotFormat,
        version.snapshot,
        version.snapshotVersion,
        'the draft of the organization profile',
      );
      const columns = organizationColumns(snapshot);
      await tx.organization.upsert({
        where: { id: 1 },
        create: { id: 1, ...columns },
        update: columns,
      });
      return;
    }
    case 'ABOUT_US': {
      const snapshot = readSnapshot(
        aboutUsSnapshotFormat,
        version.snapshot,
        version.snapshotVersion,
        'the draft of About Us',
      );
      const { columns, stats } = aboutUsColumns(snapshot);
      await tx.aboutUs.upsert({ where: { id: 1 }, create: { id: 1, ...columns }, update: columns });
      await tx.aboutUsStat.deleteMany({ where: { aboutUsId: 1 } });
      await tx.aboutUsStat.createMany({ data: stats.map((stat) => ({ aboutUsId: 1, ...stat })) });
      return;
    }
  }
}

/**
 * One item a preview link shows: its draft applied when `draft`, and it enabled or disabled for
 * the read when `enable` is true or false (an item's own link: its draft and the item shown; a
 * release's link: each change the release makes).
 */
export interface PreviewedItem {
  /** A versioned item, or a gallery image (a release's, enabled or disabled; it has no draft). */
  entity: VersionEntity | 'GALLERY_IMAGE';
  entityId: string;
  draft: boolean;
  enable: boolean | null;
}

/** Enables or disables the previewed item inside `readWithDrafts`'s transaction (rolled back). */
async function showItem(tx: Db, item: PreviewedItem): Promise<void> {
  if (item.enable === null) return;
  const where = { id: item.entityId };
  const data = { isEnabled: item.enable };
  switch (item.entity) {
    case 'SERVICE':
      await tx.service.updateMany({ where, data });
      return;
    case 'PROJECT':
      await tx.project.updateMany({ where, data });
      return;
    case 'BANNER':
      await tx.banner.updateMany({ where, data });
      return;
    case 'GALLERY_IMAGE':
      await tx.projectImage.updateMany({ where, data });
      return;
    case 'ORGANIZATION':
    case 'ABOUT_US':
      return;
  }
}

/** A previewed item whose draft is applied: a versioned one (a photo has no draft). */
function hasDraft(item: PreviewedItem): item is PreviewedItem & { entity: VersionEntity } {
  return item.draft && item.entity !== 'GALLERY_IMAGE';
}

/**
 * A preview's read of the public data (`read`) as it will be once the drafts are published: a
 * staff preview applies every current draft; a preview link (`only`) applies the drafts of its
 * items and shows or hides them as it says (one item shown even while it is disabled, or a
 * release's changes), and nothing else. The changes are written in a transaction, `read` runs
 * inside it, and it is rolled back, so nothing reaches the live rows, another request or a cache.
 * A draft that cannot be applied any more (its slug taken since) previews as the published item,
 * and is logged.
 */
export async function readWithDrafts<T>(
  deps: ApiServices,
  read: (deps: TransactionServices) => Promise<T>,
  only?: readonly PreviewedItem[],
): Promise<T> {
  const drafted = only?.filter(hasDraft);
  const drafts = await deps.db.contentDraft.findMany({
    where: drafted
      ? { OR: drafted.map((item) => ({ entity: item.entity, entityId: item.entityId })) }
      : undefined,
    select: { entity: true, entityId: true, versionNumber: true },
    orderBy: { updatedAt: 'asc' },
  });
  if (drafts.length === 0 && !only) return read(deps);
  // Set inside the transaction's callback, read once it has been rolled back.
  const answer: { read: { value: T } | null } = { read: null };
  try {
    await deps.db.$transaction(async (tx) => {
      for (const draft of drafts) {
        await tx.$executeRaw`SAVEPOINT apply_draft`;
        try {
          await applyDraft(tx, draft);
          await tx.$executeRaw`RELEASE SAVEPOINT apply_draft`;
        } catch (error) {
          await tx.$executeRaw`ROLLBACK TO SAVEPOINT apply_draft`;
          deps.log.error('[preview] a draft could not be applied; it shows as published', {
            entity: draft.entity,
            id: draft.entityId,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      for (const item of only ?? []) await showItem(tx, item);
      answer.read = { value: await read({ ...deps, db: tx }) };
      throw new PreviewDone();
    });
  } catch (error) {
    if (!(error instanceof PreviewDone)) throw error;
  }
  if (!answer.read) throw new Error('the preview read ended without an answer');
  return answer.read.value;
}
