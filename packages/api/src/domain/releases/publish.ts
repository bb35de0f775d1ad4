/**
 * Publishing and reverting a release (docs/publishing.md): every item's change is made through
 * the item's own path (its rules, slug, version history, activity log and redirects apply), all
 * inside one transaction of the release's. Each path opens its own transaction as usual, which
 * inside the release's is a savepoint of it (Prisma nests interactive transactions so), so the
 * release commits whole or not at all: one item refused rolls every other back. The public pages
 * are rebuilt, and the files nothing refers to any more deleted, once the release has committed.
 */
import type { Db, ReleaseItem } from '@kasar/db';
import { TRPCError } from '@trpc/server';

import { invalidField, releaseFailed } from '../../errors';
import { MESSAGES } from '../../messages';
import type { PublicDataTag } from '../../revalidation';
import type { AuditedServices, AuditedTransactionServices } from '../../services';
import type { ListableStorage } from '../../storage';
import { deleteUnreferencedFiles } from '../../stored-files';
import { publishBannerDraft, restoreBannerVersion, toggleBanner } from '../banner';
import { toggleGalleryImage } from '../gallery';
import { publishProjectDraft, restoreProjectVersion, toggleProject } from '../project';
import { LATE_AFTER_MS, ScheduledClaimLost } from '../schedules/claim';
import { reasonOf } from '../schedules/run-due';
import { firmTimeZone } from '../schedules/time-zone';
import { publishServiceDraft, restoreServiceVersion, toggleService } from '../service';
import { versionEntityOf } from '../versions';
import {
  assertPending,
  itemViewOf,
  lockRelease,
  releaseEvent,
  releaseViewOf,
  type ReleaseItemView,
  type ReleaseView,
  type ReleaseWithItems,
} from './manage';
import { RELEASE_NOUN, releaseItemOf } from './kinds';

/** A release's transaction may take this long (every item's publish, one after the other). */
const RELEASE_TRANSACTION_MS = 120_000;

/** A scheduled release as the process publishing it holds it (as a ScheduledClaim). */
export interface ReleaseClaim {
  token: string;
  dueAt: Date;
}

/** What the items' paths asked for while inside the release: done after its commit. */
interface AfterCommit {
  tags: Set<PublicDataTag>;
  files: string[];
}

/**
 * The services each item's path gets inside the release's transaction `tx`: the same, but its
 * pages are rebuilt after the commit (before it they would be rebuilt from the old rows), and
 * files are deleted after it too (a release rolled back still refers to them).
 */
function insideRelease(
  deps: AuditedServices,
  tx: Db,
  after: AfterCommit,
): AuditedTransactionServices {
  const storage: ListableStorage = {
    put: (file) => deps.storage.put(file),
    read: (key) => deps.storage.read(key),
    list: () => deps.storage.list(),
    write: (key, data) => deps.storage.write(key, data),
    writeStream: (key, data, size) => deps.storage.writeStream(key, data, size),
    removeTemporaryFiles: (before) => deps.storage.removeTemporaryFiles(before),
    delete: (key) => {
      after.files.push(key);
      return Promise.resolve();
    },
  };
  return {
    ...deps,
    db: tx,
    storage,
    onPublicDataChange: (tags) => {
      for (const tag of tags) after.tags.add(tag);
    },
  };
}

/** Rebuilds the pages the items changed, and deletes the files nothing refers to any more. */
async function afterCommit(deps: AuditedServices, after: AfterCommit) {
  if (after.tags.size > 0) await deps.onPublicDataChange([...after.tags]);
  await deleteUnreferencedFiles(deps, after.files);
}

/** Runs `work` in one release transaction, then what its items asked for after the commit. */
async function inOneTransaction<T>(
  deps: AuditedServices,
  work: (tx: Db, inside: AuditedTransactionServices) => Promise<T>,
): Promise<T> {
  const after: AfterCommit = { tags: new Set(), files: [] };
  const result = await deps.db.$transaction((tx) => work(tx, insideRelease(deps, tx, after)), {
    timeout: RELEASE_TRANSACTION_MS,
    maxWait: 10_000,
  });
  await afterCommit(deps, after);
  return result;
}

/**
 * The 409 naming the item when its path refused the change (a rule's error); any other error (the
 * database away, a lost claim) as it is.
 */
function asReleaseFailure(
  error: unknown,
  item: ReleaseItemView,
  message: (noun: string, label: string, reason: string) => string,
): unknown {
  if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') return error;
  const reason = reasonOf(error);
  return releaseFailed(
    { entity: item.entity, id: item.item_id, label: item.label, reason },
    message(RELEASE_NOUN[item.entity], item.label, reason),
  );
}

/** Makes one item's change through its own path. */
async function makeItemChange(deps: AuditedTransactionServices, item: ReleaseItemView) {
  const id = item.item_id;
  const enable = { id, is_enabled: item.action === 'enable' };
  switch (item.entity) {
    case 'service':
      if (item.action === 'publish_draft') await publishServiceDraft(deps, { id });
      else await toggleService(deps, enable);
      return;
    case 'project':
      if (item.action === 'publish_draft') await publishProjectDraft(deps, { id });
      else await toggleProject(deps, enable);
      return;
    case 'banner':
      if (item.action === 'publish_draft') await publishBannerDraft(deps, { id });
      else await toggleBanner(deps, enable);
      return;
    case 'gallery_image':
      // A photo has no draft (refused when it is added): it is enabled or disabled.
      await toggleGalleryImage(deps, enable);
      return;
  }
}

/** What the item is just before the release changes it: what a revert puts back. */
async function stateBefore(tx: Db, item: ReleaseItemView) {
  const current = await releaseItemOf(tx, item.entity, item.item_id);
  const published =
    item.action === 'publish_draft' && item.entity !== 'gallery_image'
      ? await tx.contentVersion.findFirst({
          where: {
            entity: versionEntityOf({ entity: item.entity, id: item.item_id }),
            entityId: item.item_id,
            isDraft: false,
          },
          orderBy: { number: 'desc' },
          select: { number: true },
        })
      : null;
  return { beforeVersion: published?.number ?? null, beforeEnabled: current?.isEnabled ?? null };
}

/**
 * Publishes every item of the release in one transaction, in the release's order: all or none.
 * An item its path refuses (its draft discarded, a slug taken meanwhile, the item deleted) fails
 * the whole release with a 409 naming it. With `claim`, the scheduled publish of the process
 * holding that claim: `ScheduledClaimLost` when the release was cancelled or taken over.
 */
export async function publishRelease(
  deps: AuditedServices,
  id: string,
  claim?: ReleaseClaim,
): Promise<ReleaseView> {
  const published = await inOneTransaction(deps, async (tx, inside) => {
    const release = await lockRelease(tx, id);
    if (claim && (release.status !== 'SCHEDULED' || release.claimToken !== claim.token)) {
      throw new ScheduledClaimLost(id);
    }
    assertPending(release);
    if (release.items.length === 0) throw invalidField('id', MESSAGES.releaseEmpty);
    for (const row of release.items) {
      const item = itemViewOf(row);
      const before = await stateBefore(tx, item);
      try {
        await makeItemChange(inside, item);
      } catch (error) {
        throw asReleaseFailure(error, item, MESSAGES.releaseItemFailed);
      }
      await tx.releaseItem.update({ where: { id: row.id }, data: before });
    }
    const now = deps.now();
    const late = claim ? now.getTime() - claim.dueAt.getTime() > LATE_AFTER_MS : false;
    const done = await tx.release.update({
      where: { id },
      data: {
        status: 'PUBLISHED',
        publishedAt: now,
        late,
        failure: null,
        revertedAt: null,
        claimToken: null,
        claimedUntil: null,
      },
      include: { items: { orderBy: { position: 'asc' } } },
    });
    await deps.audit(
      tx,
      releaseEvent('release.publish', done, {
        items: { to: done.items.length },
        ...(late ? { late: { to: true } } : {}),
      }),
    );
    return done;
  });
  return releaseViewOf(deps.db, published, await firmTimeZone(deps.db));
}

/** Puts one item back to what it was before the release (its version, then enabled or not). */
async function putItemBack(deps: AuditedTransactionServices, row: ReleaseItem) {
  const item = itemViewOf(row);
  const id = item.item_id;
  if (row.beforeVersion !== null) {
    const version = { id, number: row.beforeVersion };
    if (item.entity === 'service') await restoreServiceVersion(deps, version);
    if (item.entity === 'project') await restoreProjectVersion(deps, version);
    if (item.entity === 'banner') await restoreBannerVersion(deps, version);
  }
  const now = await releaseItemOf(deps.db, item.entity, id);
  if (row.beforeEnabled === null || now === null || now.isEnabled === row.beforeEnabled) return;
  const enable = { id, is_enabled: row.beforeEnabled };
  if (item.entity === 'service') await toggleService(deps, enable);
  if (item.entity === 'project') await toggleProject(deps, enable);
  if (item.entity === 'banner') await toggleBanner(deps, enable);
  if (item.entity === 'gallery_image') await toggleGalleryImage(deps, enable);
}

/**
 * Reverts a published release as one: every item, last first, back to the version and the
 * enabled state it had just before the release (each a new version of its history), in one
 * transaction. An item that cannot be put back (deleted since, its version dropped) fails the
 * whole revert with a 409 naming it.
 */
export async function revertRelease(deps: AuditedServices, id: string): Promise<ReleaseView> {
  const reverted = await inOneTransaction(deps, async (tx, inside) => {
    const release: ReleaseWithItems = await lockRelease(tx, id);
    if (release.status !== 'PUBLISHED') throw invalidField('id', MESSAGES.releaseNotPublished);
    for (const row of [...release.items].reverse()) {
      try {
        await putItemBack(inside, row);
      } catch (error) {
        throw asReleaseFailure(error, itemViewOf(row), MESSAGES.releaseRevertFailed);
      }
    }
    const done = await tx.release.update({
      where: { id },
      data: { status: 'REVERTED', revertedAt: deps.now() },
      include: { items: { orderBy: { position: 'asc' } } },
    });
    await deps.audit(
      tx,
      releaseEvent('release.revert', done, { items: { to: done.items.length } }),
    );
    return done;
  });
  return releaseViewOf(deps.db, reverted, await firmTimeZone(deps.db));
}
