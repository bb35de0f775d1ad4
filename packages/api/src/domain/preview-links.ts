/**
 * Preview links (docs/publishing.md): 'Share preview' on a draft makes a link, `/preview/<token>`,
 * that shows the public site with that item's draft applied (and the item shown when it is
 * disabled) to anyone who has it, without an account, for a chosen number of days, until it is
 * revoked. Only the token's SHA-256 is stored: the link is shown once, when it is made. Each one
 * is listed with who made it, when, and when it was last opened.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db, PreviewLink, VersionEntity } from '@kasar/db';

import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices, AuditedServices } from '../services';
import { findDraft } from './drafts';
import { servicePath } from './redirects';
import { nameOf } from './reviews';
import {
  NOT_FOUND,
  scheduledEntityOf,
  scheduledItemOf,
  type ScheduledEntity,
} from './schedules/schedule';
import { findVersion, versionEntityOf } from './versions';

/** How long a new link works when no other choice is made, and the choices. */
export const DEFAULT_PREVIEW_DAYS = 7;
export const PREVIEW_DAY_CHOICES = [1, 7, 30] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link as the dashboard and REST list it (never its token). */
export interface PreviewLinkView {
  id: string;
  /** The public page it opens. */
  path: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  status: 'active' | 'expired' | 'revoked';
}

async function viewOf(db: Db, row: PreviewLink, now: Date): Promise<PreviewLinkView> {
  return {
    id: row.id,
    path: row.path,
    created_by: await nameOf(db, row.createdById, row.createdByEmail),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_opened_at: row.lastOpenedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

/** The public page that shows the item: a service's page (at its draft's address), else the list. */
async function pathOf(db: Db, entity: ScheduledEntity, id: string): Promise<string> {
  switch (entity) {
    case 'service': {
      const draft = await findDraft(db, { entity, id });
      const data = draft ? (await findVersion(db, { entity, id }, draft.versionNumber)).data : null;
      const drafted = data && typeof data === 'object' && 'slug' in data ? data.slug : null;
      const live = await db.service.findUnique({ where: { id }, select: { slug: true } });
      return servicePath(typeof drafted === 'string' ? drafted : (live?.slug ?? ''));
    }
    case 'project':
      return '/our-projects';
    case 'banner':
      return '/';
  }
}

/**
 * Makes a link that shows the item as its draft has it (or, disabled, as it will be once enabled)
 * for `days` days; answers it with its URL, shown this once. A live item without a draft has
 * nothing to preview (422).
 */
export async function sharePreview(
  deps: AuditedServices,
  entity: ScheduledEntity,
  input: { id: string; days: number },
): Promise<PreviewLinkView & { url: string }> {
  const item = await scheduledItemOf(deps.db, entity, input.id);
  if (!item) throw notFound(NOT_FOUND[entity]);
  const draft = await findDraft(deps.db, { entity, id: input.id });
  if (!draft && item.isEnabled) throw invalidField('id', MESSAGES.previewNothingToShow);
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const row = await deps.db.$transaction(async (tx) => {
    const created = await tx.previewLink.create({
      data: {
        tokenHash: hashOf(token),
        entity: versionEntityOf({ entity, id: input.id }),
        entityId: input.id,
        label: item.label.slice(0, 255),
        path: await pathOf(tx, entity, input.id),
        createdById: deps.actor?.id ?? null,
        createdByEmail: deps.actor?.email ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + input.days * DAY_MS),
      },
    });
    await deps.audit(tx, {
      type: `${entity}.preview_share`,
      entity,
      entityId: input.id,
      entityLabel: item.label,
      changes: { fields: [], values: { days: { to: input.days } } },
    });
    return created;
  });
  return { ...(await viewOf(deps.db, row, now)), url: `${deps.appUrl}/preview/${token}` };
}

/** The item's preview links, newest first (a 404 for an unknown item). */
export async function listPreviewLinks(
  deps: Pick<ApiServices, 'db' | 'now'>,
  entity: ScheduledEntity,
  id: string,
): Promise<PreviewLinkView[]> {
  if (!(await scheduledItemOf(deps.db, entity, id))) throw notFound(NOT_FOUND[entity]);
  const rows = await deps.db.previewLink.findMany({
    where: { entity: versionEntityOf({ entity, id }), entityId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  const now = deps.now();
  return Promise.all(rows.map((row) => viewOf(deps.db, row, now)));
}

/** Revokes one of the item's links: it stops working at once. */
export async function revokePreviewLink(
  deps: AuditedServices,
  entity: ScheduledEntity,
  input: { id: string; link_id: string },
): Promise<{ message: string }> {
  const item = await scheduledItemOf(deps.db, entity, input.id);
  if (!item) throw notFound(NOT_FOUND[entity]);
  await deps.db.$transaction(async (tx) => {
    const revoked = await tx.previewLink.updateMany({
      where: {
        id: input.link_id,
        entity: versionEntityOf({ entity, id: input.id }),
        entityId: input.id,
        revokedAt: null,
      },
      data: { revokedAt: deps.now() },
    });
    if (revoked.count === 0) throw notFound(MESSAGES.previewLinkNotFound);
    await deps.audit(tx, {
      type: `${entity}.preview_revoke`,
      entity,
      entityId: input.id,
      entityLabel: item.label,
    });
  });
  return { message: MESSAGES.previewLinkRevoked };
}

/** What a working link shows: one item, with its draft applied. */
export interface PreviewLinkItem {
  entity: VersionEntity;
  entityId: string;
  path: string;
  expiresAt: Date;
}

/** The item a link shows, while it works (not expired, not revoked, its item there); else null. */
export async function previewLinkItem(
  deps: Pick<ApiServices, 'db' | 'now'>,
  token: string,
): Promise<PreviewLinkItem | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await deps.db.previewLink.findUnique({ where: { tokenHash: hashOf(token) } });
  if (!row || row.revokedAt || row.expiresAt <= deps.now()) return null;
  const entity = scheduledEntityOf(row.entity);
  if (!entity || !(await scheduledItemOf(deps.db, entity, row.entityId))) return null;
  return { entity: row.entity, entityId: row.entityId, path: row.path, expiresAt: row.expiresAt };
}

/** A visit of `/preview/<token>`: the item it shows, recorded as opened now; null when it does not work. */
export async function openPreviewLink(
  deps: Pick<ApiServices, 'db' | 'now'>,
  token: string,
): Promise<PreviewLinkItem | null> {
  const item = await previewLinkItem(deps, token);
  if (!item) return null;
  await deps.db.previewLink.update({
    where: { tokenHash: hashOf(token) },
    data: { lastOpenedAt: deps.now() },
  });
  return item;
}
