/**
 * Review of drafts (docs/publishing.md). 'Submit for review' saves a draft and puts it in the
 * Review queue; a reviewer (a role that may publish the item) publishes it, or 'Requests changes'
 * with a comment, which takes it out of the queue, shows on the item and is mailed to its author.
 * The queue is the drafts whose content_drafts row has `submitted_at`; a publish or a discard ends
 * the draft, and with it its place in the queue.
 */
import type { Db, VersionEntity } from '@kasar/db';
import type { AuditEventType } from '@kasar/validators';

import { RECORD_OF } from '../entities';
import { notFound } from '../errors';
import { changesRequestedMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import { can, type Permission, type RoleGrant } from '../permissions';
import type { ApiServices, AuditedServices } from '../services';
import { lockItem, versionEntityOf, type VersionedEntity, type VersionedItem } from './versions';

/**
 * The kinds of item that keep drafts, with what a reviewer needs beyond their entity record
 * (which gives their version entity and the noun messages use).
 */
const REVIEWED = {
  service: {
    labelField: 'name',
    view: 'services.view',
    publish: 'services.publish',
    dashboardPath: '/dashboard/services/all',
  },
  project: {
    labelField: 'title',
    view: 'projects.view',
    publish: 'projects.publish',
    dashboardPath: '/dashboard/projects/all',
  },
  banner: {
    labelField: 'headline',
    view: 'banners.view',
    publish: 'banners.publish',
    dashboardPath: '/dashboard/banners/all',
  },
} as const satisfies Partial<
  Record<
    VersionedEntity,
    { labelField: string; view: Permission; publish: Permission; dashboardPath: string }
  >
>;

type ReviewedEntity = keyof typeof REVIEWED;

const REVIEWED_ENTITIES = Object.keys(REVIEWED) as ReviewedEntity[];

/** The reviewed kind whose drafts a content_drafts row of `entity` holds, or null. */
function reviewedKindOf(entity: VersionEntity): ReviewedEntity | null {
  return REVIEWED_ENTITIES.find((kind) => RECORD_OF[kind].versionEntity === entity) ?? null;
}

function isReviewed(entity: string): entity is ReviewedEntity {
  return entity in REVIEWED;
}

function reviewedOf(item: VersionedItem): (typeof REVIEWED)[ReviewedEntity] {
  if (isReviewed(item.entity)) return REVIEWED[item.entity];
  throw new Error(`Drafts of ${item.entity} are not reviewed`);
}

/**
 * Puts the item's draft (just saved, in the same transaction `tx`) in the Review queue, submitted
 * by the caller; a reviewer's earlier request for changes is answered by it and cleared.
 */
export async function submitDraftForReview(
  tx: Db,
  deps: Pick<AuditedServices, 'actor' | 'now'>,
  item: VersionedItem,
): Promise<void> {
  await tx.contentDraft.update({
    where: { entity_entityId: { entity: versionEntityOf(item), entityId: item.id } },
    data: {
      submittedAt: deps.now(),
      submittedById: deps.actor?.id ?? null,
      submittedByEmail: deps.actor?.email ?? null,
      changesRequestedAt: null,
      changesRequestedById: null,
      changesRequestedByEmail: null,
      reviewComment: null,
    },
  });
}

/** Where a draft stands in review, as its item's draft answer shows it. */
export interface ReviewView {
  /** In the Review queue since (null: not submitted, or sent back with changes requested). */
  submitted_at: string | null;
  submitted_by: string | null;
  /** A reviewer's request for changes, shown on the item until the draft is submitted again. */
  changes_requested: { by: string | null; at: string; comment: string } | null;
}

/** The name of the account `id`, else the e-mail stored beside it. */
export async function nameOf(
  db: Db,
  id: string | null,
  email: string | null,
): Promise<string | null> {
  if (!id) return email;
  const user = await db.user.findUnique({ where: { id }, select: { name: true } });
  return user?.name || email;
}

/** The review side of a content_drafts row. */
export async function reviewOf(
  db: Db,
  draft: {
    submittedAt: Date | null;
    submittedById: string | null;
    submittedByEmail: string | null;
    changesRequestedAt: Date | null;
    changesRequestedById: string | null;
    changesRequestedByEmail: string | null;
    reviewComment: string | null;
  },
): Promise<ReviewView> {
  return {
    submitted_at: draft.submittedAt?.toISOString() ?? null,
    submitted_by: draft.submittedAt
      ? await nameOf(db, draft.submittedById, draft.submittedByEmail)
      : null,
    changes_requested:
      draft.changesRequestedAt && draft.reviewComment !== null
        ? {
            by: await nameOf(db, draft.changesRequestedById, draft.changesRequestedByEmail),
            at: draft.changesRequestedAt.toISOString(),
            comment: draft.reviewComment,
          }
        : null,
  };
}

/**
 * 'Request changes' on the item's draft: it leaves the Review queue, keeps its content, and
 * carries `comment` until its author submits it again; the author (who submitted it, else who
 * saved it last) is mailed. A 404 when the item has no draft.
 */
export async function requestDraftChanges(
  deps: AuditedServices,
  item: VersionedItem,
  event: { type: AuditEventType; target: { entity: string; id: string; label: string | null } },
  comment: string,
): Promise<{ message: string }> {
  const reviewed = reviewedOf(item);
  const author = await deps.db.$transaction(async (tx) => {
    await lockItem(tx, item);
    const where = { entity_entityId: { entity: versionEntityOf(item), entityId: item.id } };
    const draft = await tx.contentDraft.findUnique({ where });
    if (!draft) throw notFound(MESSAGES.draftNotFound);
    await tx.contentDraft.update({
      where,
      data: {
        submittedAt: null,
        changesRequestedAt: deps.now(),
        changesRequestedById: deps.actor?.id ?? null,
        changesRequestedByEmail: deps.actor?.email ?? null,
        reviewComment: comment,
      },
    });
    await deps.audit(tx, {
      type: event.type,
      entity: event.target.entity,
      entityId: event.target.id,
      entityLabel: event.target.label,
      changes: { fields: [], values: { comment: { to: comment } } },
    });
    const authorId = draft.submittedById ?? draft.savedById;
    return authorId
      ? tx.user.findUnique({ where: { id: authorId }, select: { name: true, email: true } })
      : null;
  });
  if (author && author.email !== deps.actor?.email) {
    const reviewer = deps.actor ? await nameOf(deps.db, deps.actor.id, deps.actor.email) : null;
    const mail = changesRequestedMail({
      name: author.name,
      reviewer: reviewer ?? '',
      noun: RECORD_OF[item.entity].noun,
      label: event.target.label ?? '',
      comment,
      itemUrl: `${deps.appUrl}${reviewed.dashboardPath}`,
    });
    void deps.mailer.send({ to: author.email, ...mail }).catch((error: unknown) => {
      deps.log.error('changes requested mail failed', { error: String(error) });
    });
  }
  return { message: MESSAGES.changesRequested };
}

/** One draft waiting in the Review queue. */
export interface ReviewItem {
  entity: ReviewedEntity;
  id: string;
  /** The item's name or title as the draft has it. */
  label: string;
  /** The history's version holding the draft, and the newest published one to compare it to. */
  version: number;
  published_version: number | null;
  saved_by: string | null;
  saved_at: string;
  submitted_by: string | null;
  submitted_at: string;
  /** Whether the caller's role may publish it (else they see it, and cannot act on it). */
  can_publish: boolean;
}

/**
 * The Review queue as the caller's role sees it: the submitted drafts of the kinds it may view
 * (within the services it is limited to), oldest submission first.
 */
export async function listReviews(
  { db }: Pick<ApiServices, 'db'>,
  role: RoleGrant,
): Promise<ReviewItem[]> {
  const kinds = REVIEWED_ENTITIES.filter((kind) => can(role, REVIEWED[kind].view)).map(
    (kind) => RECORD_OF[kind].versionEntity,
  );
  if (kinds.length === 0) return [];
  const drafts = await db.contentDraft.findMany({
    where: { submittedAt: { not: null }, entity: { in: kinds } },
    orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
  });
  const items: ReviewItem[] = [];
  for (const draft of drafts) {
    const kind = reviewedKindOf(draft.entity);
    if (!kind || !draft.submittedAt) continue;
    if (!(await inScope(db, role, kind, draft.entityId))) continue;
    const reviewed = REVIEWED[kind];
    const [version, published, savedBy, submittedBy] = await Promise.all([
      db.contentVersion.findUnique({
        where: {
          entity_entityId_number: {
            entity: draft.entity,
            entityId: draft.entityId,
            number: draft.versionNumber,
          },
        },
        select: { data: true },
      }),
      db.contentVersion.findFirst({
        where: { entity: draft.entity, entityId: draft.entityId, isDraft: false },
        orderBy: { number: 'desc' },
        select: { number: true },
      }),
      nameOf(db, draft.savedById, draft.savedByEmail),
      nameOf(db, draft.submittedById, draft.submittedByEmail),
    ]);
    const data = (version?.data ?? {}) as Record<string, unknown>;
    const label = data[reviewed.labelField];
    items.push({
      entity: kind,
      id: draft.entityId,
      label: typeof label === 'string' ? label : '',
      version: draft.versionNumber,
      published_version: published?.number ?? null,
      saved_by: savedBy,
      saved_at: draft.updatedAt.toISOString(),
      submitted_by: submittedBy,
      submitted_at: draft.submittedAt.toISOString(),
      can_publish: can(role, reviewed.publish),
    });
  }
  return items;
}

/** Whether a role limited to some services sees the item (a service, or a project of one). */
export async function inScope(
  db: Db,
  role: RoleGrant,
  entity: ReviewedEntity,
  id: string,
): Promise<boolean> {
  if (role.serviceIds === null) return true;
  switch (entity) {
    case 'service':
      return role.serviceIds.includes(id);
    case 'project': {
      const project = await db.project.findUnique({ where: { id }, select: { serviceId: true } });
      return project !== null && role.serviceIds.includes(project.serviceId);
    }
    case 'banner':
      return true;
  }
}
