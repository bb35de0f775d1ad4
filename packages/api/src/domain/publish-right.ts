/**
 * The publish right on creating and editing: what a caller who may not publish (a Contributor)
 * creates starts disabled until someone who may publish enables it, and an edit of theirs that
 * would switch an item on or off is refused with the 403 naming `<resource>.publish`. For every
 * role that may publish, nothing changes: new items default to enabled, as before roles.
 */
import { permissionDenied } from '../errors';
import { can, type RoleGrant } from '../permissions';
import type { ApiServices } from '../services';

/** The content whose items are enabled or disabled (published or not). */
export type Publishable = 'services' | 'projects' | 'gallery' | 'banners';

/** The input of a create, with `is_enabled` false when `role` may not publish `resource`. */
export function startsDisabledUnlessPublisher<T extends { is_enabled: boolean }>(
  role: RoleGrant,
  resource: Publishable,
  input: T,
): T {
  return can(role, `${resource}.publish`) ? input : { ...input, is_enabled: false };
}

async function isEnabledNow(
  { db }: Pick<ApiServices, 'db'>,
  resource: Exclude<Publishable, 'gallery'>,
  id: string,
): Promise<boolean | null> {
  const select = { isEnabled: true } as const;
  switch (resource) {
    case 'services':
      return (await db.service.findUnique({ where: { id }, select }))?.isEnabled ?? null;
    case 'projects':
      return (await db.project.findUnique({ where: { id }, select }))?.isEnabled ?? null;
    case 'banners':
      return (await db.banner.findUnique({ where: { id }, select }))?.isEnabled ?? null;
  }
}

/**
 * Refuses (403) an edit by a caller who may not publish `resource` when its `is_enabled` would
 * change the item's status; the same value as now, or none, passes.
 */
export async function assertMayChangeStatus(
  deps: Pick<ApiServices, 'db'>,
  role: RoleGrant,
  resource: Exclude<Publishable, 'gallery'>,
  input: { id: string; is_enabled?: boolean },
) {
  if (input.is_enabled === undefined || can(role, `${resource}.publish`)) return;
  const now = await isEnabledNow(deps, resource, input.id);
  if (now !== null && now !== input.is_enabled) {
    throw permissionDenied(role, `${resource}.publish`);
  }
}

/**
 * Refuses (403 naming `<resource>.publish`) a save that would change a live (enabled) item for a
 * caller who may not publish `resource`: their changes to it go through a draft and review
 * (docs/publishing.md). A disabled item is not public, and its edits are theirs to make.
 */
export async function assertMayEditLive(
  deps: Pick<ApiServices, 'db'>,
  role: RoleGrant,
  resource: Exclude<Publishable, 'gallery'>,
  id: string,
) {
  if (can(role, `${resource}.publish`)) return;
  if ((await isEnabledNow(deps, resource, id)) === true) {
    throw permissionDenied(role, `${resource}.publish`);
  }
}
