/**
 * Preview links (docs/publishing.md): 'Share preview' on a draft makes a link, `/preview/<token>`,
 * that shows the public site with that item's draft applied (and the item shown when it is
 * disabled), or on a release with every change of it made, to anyone who has it, without an account, for a chosen number of days, until it is
 * revoked. Only the token's SHA-256 is stored: the link is shown once, when it is made. Each one
 * is listed with who made it, when, and when it was last opened.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db, PreviewLink, Prisma, ReleaseItem, VersionEntity } from '@kasar/db';
import type { AuditEventType } from '@kasar/validators';

import { RECORD_OF } from '../entities';
import { invalidField, notFound } from '../errors';
import { MESSAGES } from '../messages';
import type { ApiServices, AuditedServices } from '../services';
import { findDraft, type PreviewedItem } from './drafts';
import { RELEASE_KIND_OF } from './releases/kinds';
import { servicePath } from './redirects';
import { nameOf } from './reviews';
import { NOT_FOUND, scheduledItemOf, type ScheduledEntity } from './schedules/schedule';
import { findVersion, versionEntityOf } from './versions';

/** What a link shows with its draft: a service, project or banner, or one of the single records. */
export type PreviewedEntity = ScheduledEntity | 'organization' | 'about_us';

const PREVIEWED_ENTITIES: readonly PreviewedEntity[] = [
  'service',
  'project',
  'banner',
  'organization',
  'about_us',
];

function previewedEntityOf(entity: VersionEntity): PreviewedEntity | null {
  return PREVIEWED_ENTITIES.find((kind) => RECORD_OF[kind].versionEntity === entity) ?? null;
}

/** The item's name and whether it is enabled (the single records always are); null: none. */
async function previewedItemOf(
  db: Db,
  entity: PreviewedEntity,
  id: string,
): Promise<{ label: string; isEnabled: boolean } | null> {
  if (entity === 'organization' || entity === 'about_us') {
    return { label: RECORD_OF[entity].label, isEnabled: true };
  }
  return scheduledItemOf(db, entity, id);
}

/** The 404 of an item that is not there (the single records always are). */
function itemNotFound(entity: PreviewedEntity) {
  return notFound(entity === 'organization' || entity === 'about_us' ? '' : NOT_FOUND[entity]);
}

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
async function pathOf(db: Db, entity: PreviewedEntity, id: string): Promise<string> {
  switch (entity) {
    case 'organization':
      return '/contact-us';
    case 'about_us':
      return '/about-us';
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
  entity: PreviewedEntity,
  input: { id: string; days: number },
): Promise<PreviewLinkView & { url: string }> {
  const item = await previewedItemOf(deps.db, entity, input.id);
  if (!item) throw itemNotFound(entity);
  const draft = await findDraft(deps.db, { entity, id: input.id });
  if (!draft && item.isEnabled) throw invalidField('id', MESSAGES.previewNothingToShow);
  return makeLink(deps, input.days, async (tx) => ({
    target: {
      entity: versionEntityOf({ entity, id: input.id }),
      entityId: input.id,
      path: await pathOf(tx, entity, input.id),
    },
    label: item.label,
    event: { type: `${entity}.preview_share`, entity, entityId: input.id },
  }));
}

/** Where a new link leads, what it is called, and the event that records it. */
interface NewLink {
  target:
    { entity: VersionEntity; entityId: string; path: string } | { releaseId: string; path: string };
  label: string;
  event: { type: AuditEventType; entity: string; entityId: string };
}

/** Makes a link for `days` days, recorded in the activity log; answers it with its URL, this once. */
async function makeLink(
  deps: AuditedServices,
  days: number,
  describe: (tx: Db) => Promise<NewLink>,
): Promise<PreviewLinkView & { url: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const row = await deps.db.$transaction(async (tx) => {
    const link = await describe(tx);
    const created = await tx.previewLink.create({
      data: {
        tokenHash: hashOf(token),
        ...link.target,
        label: link.label.slice(0, 255),
        createdById: deps.actor?.id ?? null,
        createdByEmail: deps.actor?.email ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
      },
    });
    await deps.audit(tx, {
      ...link.event,
      entityLabel: link.label,
      changes: { fields: [], values: { days: { to: days } } },
    });
    return created;
  });
  return { ...(await viewOf(deps.db, row, now)), url: `${deps.appUrl}/preview/${token}` };
}

/**
 * Makes a link that shows the public site with every change of the release made (its drafts
 * published, its items enabled or disabled) for `days` days; answers it with its URL, this once.
 * It opens on the page of the release's first change. An empty release has nothing to show (422).
 */
export async function shareReleasePreview(
  deps: AuditedServices,
  input: { id: string; days: number },
): Promise<PreviewLinkView & { url: string }> {
  const release = await deps.db.release.findUnique({
    where: { id: input.id },
    include: { items: { orderBy: { position: 'asc' } } },
  });
  if (!release) throw notFound(MESSAGES.releaseNotFound);
  const first = release.items[0];
  if (!first) throw invalidField('id', MESSAGES.releaseEmpty);
  const kind = RELEASE_KIND_OF[first.entity];
  // A photo shows in its project's place in the portfolio.
  const opens = (tx: Db) =>
    kind === 'gallery_image' ? Promise.resolve('/our-projects') : pathOf(tx, kind, first.entityId);
  return makeLink(deps, input.days, async (tx) => ({
    target: { releaseId: release.id, path: await opens(tx) },
    label: release.name,
    event: { type: 'release.preview_share', entity: 'release', entityId: release.id },
  }));
}

/** The item's preview links, newest first (a 404 for an unknown item). */
export async function listPreviewLinks(
  deps: Pick<ApiServices, 'db' | 'now'>,
  entity: PreviewedEntity,
  id: string,
): Promise<PreviewLinkView[]> {
  if (!(await previewedItemOf(deps.db, entity, id))) throw itemNotFound(entity);
  return linksWhere(deps, { entity: versionEntityOf({ entity, id }), entityId: id });
}

/** The release's preview links, newest first (a 404 for an unknown release). */
export async function listReleasePreviewLinks(
  deps: Pick<ApiServices, 'db' | 'now'>,
  id: string,
): Promise<PreviewLinkView[]> {
  const release = await deps.db.release.findUnique({ where: { id }, select: { id: true } });
  if (!release) throw notFound(MESSAGES.releaseNotFound);
  return linksWhere(deps, { releaseId: id });
}

async function linksWhere(
  deps: Pick<ApiServices, 'db' | 'now'>,
  where: Prisma.PreviewLinkWhereInput,
): Promise<PreviewLinkView[]> {
  const rows = await deps.db.previewLink.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 100,
  });
  const now = deps.now();
  return Promise.all(rows.map((row) => viewOf(deps.db, row, now)));
}

/** Revokes one of the item's links: it stops working at once. */
export async function revokePreviewLink(
  deps: AuditedServices,
  entity: PreviewedEntity,
  input: { id: string; link_id: string },
): Promise<{ message: string }> {
  const item = await previewedItemOf(deps.db, entity, input.id);
  if (!item) throw itemNotFound(entity);
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

/** Revokes one of the release's links: it stops working at once. */
export async function revokeReleasePreviewLink(
  deps: AuditedServices,
  input: { id: string; link_id: string },
): Promise<{ message: string }> {
  const release = await deps.db.release.findUnique({ where: { id: input.id } });
  if (!release) throw notFound(MESSAGES.releaseNotFound);
  await deps.db.$transaction(async (tx) => {
    const revoked = await tx.previewLink.updateMany({
      where: { id: input.link_id, releaseId: input.id, revokedAt: null },
      data: { revokedAt: deps.now() },
    });
    if (revoked.count === 0) throw notFound(MESSAGES.previewLinkNotFound);
    await deps.audit(tx, {
      type: 'release.preview_revoke',
      entity: 'release',
      entityId: input.id,
      entityLabel: release.name,
    });
  });
  return { message: MESSAGES.previewLinkRevoked };
}

/** What a working link shows: the items whose drafts are applied or which are shown or hidden. */
export interface PreviewLinkItem {
  items: PreviewedItem[];
  path: string;
  expiresAt: Date;
}

/** The changes each release item previews: its draft published, or it enabled or disabled. */
function previewedOf(item: ReleaseItem): PreviewedItem {
  return {
    entity: item.entity,
    entityId: item.entityId,
    draft: item.action === 'PUBLISH_DRAFT',
    enable: item.action === 'ENABLE' ? true : item.action === 'DISABLE' ? false : null,
  };
}

/**
 * What a link shows while it works (not expired, not revoked, its item or release there): an
 * item's link, that item with its draft and shown; a release's, each of its changes. Else null.
 */
export async function previewLinkItem(
  deps: Pick<ApiServices, 'db' | 'now'>,
  token: string,
): Promise<PreviewLinkItem | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await deps.db.previewLink.findUnique({
    where: { tokenHash: hashOf(token) },
    include: { release: { include: { items: { orderBy: { position: 'asc' } } } } },
  });
  if (!row || row.revokedAt || row.expiresAt <= deps.now()) return null;
  const shown = { path: row.path, expiresAt: row.expiresAt };
  if (row.release) return { items: row.release.items.map(previewedOf), ...shown };
  const entity = row.entity ? previewedEntityOf(row.entity) : null;
  if (!row.entity || !row.entityId || !entity) return null;
  if (!(await previewedItemOf(deps.db, entity, row.entityId))) return null;
  const item = { entity: row.entity, entityId: row.entityId, draft: true, enable: true };
  return { items: [item], ...shown };
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
