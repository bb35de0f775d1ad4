/**
 * Who may put an item in a release, and publish, schedule or revert it: a release is only a way
 * of making several changes at once, so its caller needs the publish right on each item's kind
 * (`projects.publish`), and a role limited to some services needs each item in them; the 403
 * names the right, as the item's own publish would.
 */
import type { Db } from '@kasar/db';

import { notFound, permissionDenied } from '../../errors';
import { MESSAGES } from '../../messages';
import { can, type RoleGrant } from '../../permissions';
import { inScope } from '../reviews';
import type { ReleaseKind } from '@kasar/validators';
import { outOfServiceScope } from '../service-scope';
import { itemViewOf, withItems } from './manage';

export async function assertMayPublishItem(
  db: Db,
  role: RoleGrant,
  entity: ReleaseKind,
  id: string,
): Promise<void> {
  const permission =
    entity === 'gallery_image' ? 'gallery.publish' : (`${entity}s.publish` as const);
  if (!can(role, permission)) throw permissionDenied(role, permission);
  if (!(await inScopeOf(db, role, entity, id))) throw outOfServiceScope(role, permission);
}

/** Whether a role limited to some services may touch the item (a photo: its project's service). */
async function inScopeOf(db: Db, role: RoleGrant, entity: ReleaseKind, id: string) {
  if (entity !== 'gallery_image') return inScope(db, role, entity, id);
  if (role.serviceIds === null) return true;
  const image = await db.projectImage.findUnique({
    where: { id },
    select: { project: { select: { serviceId: true } } },
  });
  return image !== null && role.serviceIds.includes(image.project.serviceId);
}

/** Every item of the release must be the caller's to publish (a 404 for no such release). */
export async function assertMayPublishRelease(db: Db, role: RoleGrant, id: string): Promise<void> {
  const release = await db.release.findUnique({ where: { id }, include: withItems });
  if (!release) throw notFound(MESSAGES.releaseNotFound);
  for (const row of release.items) {
    const item = itemViewOf(row);
    await assertMayPublishItem(db, role, item.entity, item.item_id);
  }
}
