/**
 * Scheduling a change of a service, project or banner (docs/publishing.md): 'Schedule' publishes
 * the item's draft, or enables or disables the item, at a date and time given in the firm time
 * zone. An item has at most one scheduled change: a new one replaces it (under the item's lock).
 * Every process makes the due ones (run-due.ts); the Review screen lists them.
 */
import type {
  Db,
  ScheduledAction,
  ScheduledChange,
  ScheduledStatus,
  VersionEntity,
} from '@kasar/db';
import { scheduleMessages, type ScheduledActionName, type ScheduleInput } from '@kasar/validators';

import { RECORD_OF } from '../../entities';
import { invalidField, notFound } from '../../errors';
import { MESSAGES } from '../../messages';
import type { ApiServices, AuditedServices } from '../../services';
import { findDraft } from '../drafts';
import { nameOf } from '../reviews';
import { lockItem, versionEntityOf } from '../versions';
import { SCHEDULED_CHANGES_CHANNEL } from './claim';
import { firmTimeZone, formatInTimeZone, instantOf, utcOffsetOf } from './time-zone';

/** The kinds of item whose changes can be scheduled. */
export type ScheduledEntity = 'service' | 'project' | 'banner';

export const SCHEDULED_ENTITIES: readonly ScheduledEntity[] = ['service', 'project', 'banner'];

/** The item's name and whether it is enabled now; null when there is no such item. */
export async function scheduledItemOf(
  db: Db,
  entity: ScheduledEntity,
  id: string,
): Promise<{ label: string; isEnabled: boolean } | null> {
  switch (entity) {
    case 'service': {
      const row = await db.service.findUnique({
        where: { id },
        select: { name: true, isEnabled: true },
      });
      return row && { label: row.name, isEnabled: row.isEnabled };
    }
    case 'project': {
      const row = await db.project.findUnique({
        where: { id },
        select: { title: true, isEnabled: true },
      });
      return row && { label: row.title, isEnabled: row.isEnabled };
    }
    case 'banner': {
      const row = await db.banner.findUnique({
        where: { id },
        select: { headline: true, isEnabled: true },
      });
      return row && { label: row.headline, isEnabled: row.isEnabled };
    }
  }
}

/** The 404 message of an unknown item of each kind. */
export const NOT_FOUND: Record<ScheduledEntity, string> = {
  service: MESSAGES.serviceNotFound,
  project: MESSAGES.projectNotFound,
  banner: MESSAGES.bannerNotFound,
};

/** The stored action of each wire name, and back (a release item's too). */
export const ACTION_OF: Record<ScheduledActionName, ScheduledAction> = {
  publish_draft: 'PUBLISH_DRAFT',
  enable: 'ENABLE',
  disable: 'DISABLE',
};

export const ACTION_NAME: Record<ScheduledAction, ScheduledActionName> = {
  PUBLISH_DRAFT: 'publish_draft',
  ENABLE: 'enable',
  DISABLE: 'disable',
};

const STATUS_NAME: Record<ScheduledStatus, 'scheduled' | 'done' | 'failed' | 'cancelled'> = {
  SCHEDULED: 'scheduled',
  DONE: 'done',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
};

/** What a scheduled change does, as a sentence's start: 'Publish the draft'. */
export function actionText(action: ScheduledAction): string {
  switch (action) {
    case 'PUBLISH_DRAFT':
      return 'Publish the draft';
    case 'ENABLE':
      return 'Enable';
    case 'DISABLE':
      return 'Disable';
  }
}

/** The scheduled entity whose version entity is `entity`. */
export function scheduledEntityOf(entity: VersionEntity): ScheduledEntity | null {
  return SCHEDULED_ENTITIES.find((kind) => RECORD_OF[kind].versionEntity === entity) ?? null;
}

/** A scheduled change as the dashboard and REST show it. */
export interface ScheduleView {
  id: string;
  entity: ScheduledEntity;
  item_id: string;
  /** The item's name when it was scheduled. */
  label: string;
  action: ScheduledActionName;
  due_at: string;
  /** `due_at` in the firm time zone, with its offset: 'Mon, 7 Dec 2026, 09:00 (UTC+05:30)'. */
  due_at_local: string;
  time_zone: string;
  status: 'scheduled' | 'done' | 'failed' | 'cancelled';
  scheduled_by: string | null;
  /** When it was made, or found impossible; `late`: more than a minute after its time. */
  done_at: string | null;
  late: boolean;
  /** Why it could not be made. */
  failure: string | null;
}

export async function scheduleViewOf(
  db: Db,
  row: ScheduledChange,
  timeZone: string,
): Promise<ScheduleView> {
  const entity = scheduledEntityOf(row.entity);
  if (!entity) throw new Error(`a scheduled change of ${row.entity} cannot exist`);
  return {
    id: row.id,
    entity,
    item_id: row.entityId,
    label: row.label,
    action: ACTION_NAME[row.action],
    due_at: row.dueAt.toISOString(),
    due_at_local: formatInTimeZone(row.dueAt, timeZone),
    time_zone: timeZone,
    status: STATUS_NAME[row.status],
    scheduled_by: await nameOf(db, row.scheduledById, row.scheduledByEmail),
    done_at: row.doneAt?.toISOString() ?? null,
    late: row.late,
    failure: row.failure,
  };
}

const whereItem = (entity: ScheduledEntity, id: string) => ({
  entity: versionEntityOf({ entity, id }),
  entityId: id,
});

/**
 * Schedules `input.action` of the item at `input.at` (a local time read in the firm time zone,
 * or an instant with its offset), replacing the change it had scheduled. Refused (422 on the
 * field) for a time not in the future, a publish without a draft, an enable of an enabled item
 * or a disable of a disabled one.
 */
export async function scheduleChange(
  deps: AuditedServices,
  entity: ScheduledEntity,
  input: ScheduleInput,
): Promise<ScheduleView> {
  const timeZone = await firmTimeZone(deps.db);
  const dueAt = instantOf(input.at, timeZone);
  if (!dueAt) throw invalidField('at', scheduleMessages.atInvalid);
  if (dueAt.getTime() <= deps.now().getTime()) throw invalidField('at', scheduleMessages.atInPast);
  const action = ACTION_OF[input.action];
  const item = { entity, id: input.id };
  const row = await deps.db.$transaction(async (tx) => {
    await lockItem(tx, item);
    const current = await scheduledItemOf(tx, entity, input.id);
    if (!current) throw notFound(NOT_FOUND[entity]);
    if (action === 'PUBLISH_DRAFT' && !(await findDraft(tx, item))) {
      throw invalidField('action', MESSAGES.scheduleNeedsDraft);
    }
    if (action === 'ENABLE' && current.isEnabled) {
      throw invalidField('action', MESSAGES.scheduleAlreadyEnabled);
    }
    if (action === 'DISABLE' && !current.isEnabled) {
      throw invalidField('action', MESSAGES.scheduleAlreadyDisabled);
    }
    await tx.scheduledChange.updateMany({
      where: { ...whereItem(entity, input.id), status: 'SCHEDULED' },
      data: { status: 'CANCELLED', doneAt: deps.now(), claimToken: null, claimedUntil: null },
    });
    const created = await tx.scheduledChange.create({
      data: {
        entity: versionEntityOf(item),
        entityId: input.id,
        action,
        label: current.label.slice(0, 255),
        dueAt,
        scheduledById: deps.actor?.id ?? null,
        scheduledByEmail: deps.actor?.email ?? null,
      },
    });
    // Every process's runner hears of it at the commit, and waits for its time (not its poll).
    await tx.$executeRaw`SELECT pg_notify(${SCHEDULED_CHANGES_CHANNEL}, '')`;
    await deps.audit(tx, {
      type: `${entity}.schedule`,
      entity,
      entityId: input.id,
      entityLabel: current.label,
      changes: {
        fields: [],
        values: {
          action: { to: input.action },
          due_at: { to: formatInTimeZone(dueAt, timeZone) },
        },
      },
    });
    return created;
  });
  return scheduleViewOf(deps.db, row, timeZone);
}

/** Cancels the item's scheduled change (a 404 when it has none): nothing happens at its time. */
export async function cancelScheduledChange(
  deps: AuditedServices,
  entity: ScheduledEntity,
  id: string,
): Promise<{ message: string }> {
  const item = { entity, id };
  await deps.db.$transaction(async (tx) => {
    await lockItem(tx, item);
    if (!(await scheduledItemOf(tx, entity, id))) throw notFound(NOT_FOUND[entity]);
    const scheduled = await tx.scheduledChange.findFirst({
      where: { ...whereItem(entity, id), status: 'SCHEDULED' },
    });
    if (!scheduled) throw notFound(MESSAGES.scheduleNotFound);
    // A process making it now finds its claim gone, and rolls its change back.
    await tx.scheduledChange.update({
      where: { id: scheduled.id },
      data: { status: 'CANCELLED', doneAt: deps.now(), claimToken: null, claimedUntil: null },
    });
    await deps.audit(tx, {
      type: `${entity}.schedule_cancel`,
      entity,
      entityId: id,
      entityLabel: scheduled.label,
      changes: { fields: [], values: { action: { to: ACTION_NAME[scheduled.action] } } },
    });
  });
  return { message: MESSAGES.scheduleCancelled };
}

/** An item's scheduled change, with the firm time zone a new one is entered in. */
export interface ItemScheduleView {
  /** Its scheduled change, else its newest one when that failed, else null. */
  change: ScheduleView | null;
  time_zone: string;
  /** The zone's offset now: 'UTC+05:30'. */
  utc_offset: string;
}

/**
 * The item's scheduled change, else its newest one when that failed (shown on the item until a
 * new one is scheduled), with the firm time zone.
 */
export async function itemSchedule(
  { db, now }: Pick<ApiServices, 'db' | 'now'>,
  entity: ScheduledEntity,
  id: string,
): Promise<ItemScheduleView> {
  if (!(await scheduledItemOf(db, entity, id))) throw notFound(NOT_FOUND[entity]);
  const timeZone = await firmTimeZone(db);
  const zone = { time_zone: timeZone, utc_offset: utcOffsetOf(timeZone, now()) };
  const newest = await db.scheduledChange.findFirst({
    where: { ...whereItem(entity, id), status: { in: ['SCHEDULED', 'FAILED'] } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (!newest) return { change: null, ...zone };
  const later = await db.scheduledChange.count({
    where: { ...whereItem(entity, id), createdAt: { gt: newest.createdAt } },
  });
  if (newest.status === 'FAILED' && later > 0) return { change: null, ...zone };
  return { change: await scheduleViewOf(db, newest, timeZone), ...zone };
}

/** How long a failed change stays on the Review screen. */
const FAILURES_SHOWN_DAYS = 30;

/**
 * The scheduled changes of the kinds in `kinds`, soonest first, then the ones of the last 30 days
 * that failed, newest first: what the Review screen lists.
 */
export async function listScheduledChanges(
  { db, now }: Pick<ApiServices, 'db' | 'now'>,
  kinds: readonly ScheduledEntity[],
): Promise<{ scheduled: ScheduleView[]; failed: ScheduleView[]; time_zone: string }> {
  const timeZone = await firmTimeZone(db);
  const entities = kinds.map((kind) => versionEntityOf({ entity: kind, id: '' }));
  if (entities.length === 0) return { scheduled: [], failed: [], time_zone: timeZone };
  const since = new Date(now().getTime() - FAILURES_SHOWN_DAYS * 24 * 60 * 60 * 1000);
  const [scheduled, failed] = await Promise.all([
    db.scheduledChange.findMany({
      where: { status: 'SCHEDULED', entity: { in: entities } },
      orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
      take: 500,
    }),
    db.scheduledChange.findMany({
      where: { status: 'FAILED', entity: { in: entities }, doneAt: { gte: since } },
      orderBy: [{ doneAt: 'desc' }, { id: 'desc' }],
      take: 100,
    }),
  ]);
  return {
    scheduled: await Promise.all(scheduled.map((row) => scheduleViewOf(db, row, timeZone))),
    failed: await Promise.all(failed.map((row) => scheduleViewOf(db, row, timeZone))),
    time_zone: timeZone,
  };
}
