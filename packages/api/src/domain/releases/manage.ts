/**
 * Releases (docs/publishing.md): changes of several services, projects and banners (a draft
 * published, an item enabled or disabled) put together, then made in one transaction, at once or
 * at a scheduled time (publish.ts), and reverted as one. An item is in at most one release still
 * to be published, so two releases never race for it.
 */
import type { Db, Release, ReleaseItem, ReleaseStatus } from '@kasar/db';
import type {
  AuditEventType,
  ReleaseAddItemInput,
  ReleaseKind,
  ScheduledActionName,
} from '@kasar/validators';

import type { AuditChange, AuditEvent } from '../../audit';
import { invalidField, notFound } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices, AuditedServices } from '../../services';
import { findDraft } from '../drafts';
import { nameOf } from '../reviews';
import { ACTION_NAME, ACTION_OF } from '../schedules/schedule';
import { firmTimeZone, formatInTimeZone } from '../schedules/time-zone';
import {
  RELEASE_ENTITY_OF,
  RELEASE_KIND_OF,
  RELEASE_NOT_FOUND,
  RELEASE_NOUN,
  releaseItemOf,
} from './kinds';

export type ReleaseStatusName = 'open' | 'scheduled' | 'published' | 'failed' | 'reverted';

const STATUS_NAME: Record<ReleaseStatus, ReleaseStatusName> = {
  OPEN: 'open',
  SCHEDULED: 'scheduled',
  PUBLISHED: 'published',
  FAILED: 'failed',
  REVERTED: 'reverted',
};

/** The statuses of a release still to be published: its items may change. */
export const PENDING: readonly ReleaseStatus[] = ['OPEN', 'SCHEDULED', 'FAILED'];

export interface ReleaseItemView {
  id: string;
  entity: ReleaseKind;
  item_id: string;
  label: string;
  action: ScheduledActionName;
}

export interface ReleaseView {
  id: string;
  name: string;
  status: ReleaseStatusName;
  due_at: string | null;
  /** `due_at` in the firm time zone, with its offset. */
  due_at_local: string | null;
  time_zone: string;
  created_by: string | null;
  scheduled_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  late: boolean;
  reverted_at: string | null;
  failure: string | null;
  items: ReleaseItemView[];
}

export type ReleaseWithItems = Release & { items: ReleaseItem[] };

export const withItems = { items: { orderBy: { position: 'asc' } } } as const;

export function itemViewOf(item: ReleaseItem): ReleaseItemView {
  return {
    id: item.id,
    entity: RELEASE_KIND_OF[item.entity],
    item_id: item.entityId,
    label: item.label,
    action: ACTION_NAME[item.action],
  };
}

export async function releaseViewOf(
  db: Db,
  release: ReleaseWithItems,
  timeZone: string,
): Promise<ReleaseView> {
  return {
    id: release.id,
    name: release.name,
    status: STATUS_NAME[release.status],
    due_at: release.dueAt?.toISOString() ?? null,
    due_at_local: release.dueAt ? formatInTimeZone(release.dueAt, timeZone) : null,
    time_zone: timeZone,
    created_by: await nameOf(db, release.createdById, release.createdByEmail),
    scheduled_by: await nameOf(db, release.scheduledById, release.scheduledByEmail),
    created_at: release.createdAt.toISOString(),
    updated_at: release.updatedAt.toISOString(),
    published_at: release.publishedAt?.toISOString() ?? null,
    late: release.late,
    reverted_at: release.revertedAt?.toISOString() ?? null,
    failure: release.failure,
    items: release.items.map(itemViewOf),
  };
}

/** The release, its row locked until the transaction `tx` ends; a 404 when there is none. */
export async function lockRelease(tx: Db, id: string): Promise<ReleaseWithItems> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM releases WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) throw notFound(MESSAGES.releaseNotFound);
  return tx.release.findUniqueOrThrow({ where: { id }, include: withItems });
}

/** An audit event about the release. */
export function releaseEvent(
  type: AuditEventType,
  release: { id: string; name: string },
  values: Record<string, AuditChange> = {},
): AuditEvent {
  return {
    type,
    entity: 'release',
    entityId: release.id,
    entityLabel: release.name,
    changes: { fields: [], values },
  };
}

export async function getRelease(
  { db }: Pick<ApiServices, 'db'>,
  id: string,
): Promise<ReleaseView> {
  const release = await db.release.findUnique({ where: { id }, include: withItems });
  if (!release) throw notFound(MESSAGES.releaseNotFound);
  return releaseViewOf(db, release, await firmTimeZone(db));
}

/** Releases still to be published first (soonest due first), then the others, newest first. */
export async function listReleases({ db }: Pick<ApiServices, 'db'>): Promise<ReleaseView[]> {
  const timeZone = await firmTimeZone(db);
  const [pending, done] = await Promise.all([
    db.release.findMany({
      where: { status: { in: [...PENDING] } },
      include: withItems,
      orderBy: [{ dueAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'desc' }],
      take: 200,
    }),
    db.release.findMany({
      where: { status: { notIn: [...PENDING] } },
      include: withItems,
      orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
      take: 50,
    }),
  ]);
  return Promise.all([...pending, ...done].map((row) => releaseViewOf(db, row, timeZone)));
}

export async function createRelease(
  deps: AuditedServices,
  input: { name: string },
): Promise<ReleaseView> {
  const release = await deps.db.$transaction(async (tx) => {
    const created = await tx.release.create({
      data: {
        name: input.name,
        createdById: deps.actor?.id ?? null,
        createdByEmail: deps.actor?.email ?? null,
      },
      include: withItems,
    });
    await deps.audit(tx, releaseEvent('release.create', created, { name: { to: input.name } }));
    return created;
  });
  return releaseViewOf(deps.db, release, await firmTimeZone(deps.db));
}

/** Refuses a change of a release that was published (or reverted): it is history now. */
export function assertPending(release: Release) {
  if (!PENDING.includes(release.status)) throw invalidField('id', MESSAGES.releaseClosed);
}

export async function renameRelease(
  deps: AuditedServices,
  input: { id: string; name: string },
): Promise<ReleaseView> {
  const release = await deps.db.$transaction(async (tx) => {
    const current = await lockRelease(tx, input.id);
    const renamed = await tx.release.update({
      where: { id: input.id },
      data: { name: input.name },
      include: withItems,
    });
    await deps.audit(
      tx,
      releaseEvent('release.update', renamed, { name: { from: current.name, to: input.name } }),
    );
    return renamed;
  });
  return releaseViewOf(deps.db, release, await firmTimeZone(deps.db));
}

/** Deletes a release not published: its items stay as they are (drafts stay drafts). */
export async function deleteRelease(
  deps: AuditedServices,
  id: string,
): Promise<{ message: string }> {
  await deps.db.$transaction(async (tx) => {
    const release = await lockRelease(tx, id);
    if (release.status === 'PUBLISHED') {
      throw invalidField('id', MESSAGES.releasePublishedNoDelete);
    }
    await tx.release.delete({ where: { id } });
    await deps.audit(tx, releaseEvent('release.delete', release));
  });
  return { message: MESSAGES.releaseDeleted };
}

/**
 * Adds the change of one item to the release (replacing the change it had there). Refused (422
 * on the field) for an unknown item, a publish without a draft, an enable of an enabled item, a
 * disable of a disabled one, or an item in another release still to be published.
 */
export async function addReleaseItem(
  deps: AuditedServices,
  input: ReleaseAddItemInput,
): Promise<ReleaseView> {
  const release = await deps.db.$transaction(async (tx) => {
    const current = await lockRelease(tx, input.id);
    assertPending(current);
    const found = await releaseItemOf(tx, input.entity, input.item_id);
    if (!found) throw invalidField('item_id', RELEASE_NOT_FOUND[input.entity]);
    const action = ACTION_OF[input.action];
    if (action === 'PUBLISH_DRAFT') {
      if (input.entity === 'gallery_image') {
        throw invalidField('action', MESSAGES.releasePhotoNoDraft);
      }
      if (!(await findDraft(tx, { entity: input.entity, id: input.item_id }))) {
        throw invalidField('action', MESSAGES.scheduleNeedsDraft);
      }
    }
    if (action === 'ENABLE' && found.isEnabled) {
      throw invalidField('action', MESSAGES.scheduleAlreadyEnabled);
    }
    if (action === 'DISABLE' && !found.isEnabled) {
      throw invalidField('action', MESSAGES.scheduleAlreadyDisabled);
    }
    const entity = RELEASE_ENTITY_OF[input.entity];
    const elsewhere = await tx.releaseItem.findFirst({
      where: {
        entity,
        entityId: input.item_id,
        releaseId: { not: input.id },
        release: { status: { in: [...PENDING] } },
      },
      select: { release: { select: { name: true } } },
    });
    if (elsewhere)
      throw invalidField('item_id', MESSAGES.releaseItemElsewhere(elsewhere.release.name));
    const last = current.items.at(-1)?.position ?? 0;
    await tx.releaseItem.upsert({
      where: {
        releaseId_entity_entityId: { releaseId: input.id, entity, entityId: input.item_id },
      },
      create: {
        releaseId: input.id,
        entity,
        entityId: input.item_id,
        action,
        label: found.label.slice(0, 255),
        position: last + 1,
      },
      update: { action, label: found.label.slice(0, 255) },
    });
    const updated = await tx.release.update({
      where: { id: input.id },
      data: { updatedAt: deps.now() },
      include: withItems,
    });
    await deps.audit(
      tx,
      releaseEvent('release.update', updated, {
        added: { to: `${RELEASE_NOUN[input.entity]} "${found.label}" (${input.action})` },
      }),
    );
    return updated;
  });
  return releaseViewOf(deps.db, release, await firmTimeZone(deps.db));
}

export async function removeReleaseItem(
  deps: AuditedServices,
  input: { id: string; release_item_id: string },
): Promise<ReleaseView> {
  const release = await deps.db.$transaction(async (tx) => {
    const current = await lockRelease(tx, input.id);
    assertPending(current);
    const item = current.items.find((candidate) => candidate.id === input.release_item_id);
    if (!item) throw notFound(MESSAGES.releaseItemNotFound);
    await tx.releaseItem.delete({ where: { id: item.id } });
    const updated = await tx.release.update({
      where: { id: input.id },
      data: { updatedAt: deps.now() },
      include: withItems,
    });
    const noun = RELEASE_NOUN[itemViewOf(item).entity];
    await deps.audit(
      tx,
      releaseEvent('release.update', updated, { removed: { from: `${noun} "${item.label}"` } }),
    );
    return updated;
  });
  return releaseViewOf(deps.db, release, await firmTimeZone(deps.db));
}
