/**
 * Roles limited to chosen services (a Contributor for 'Residential Construction' only): the
 * lists show only those services and their projects and gallery images, and a call that names
 * any other one answers 403. A role without such a limit (every preset) passes everything. The
 * trash and new services are about every service: a limited role holds no such right
 * (permissions/index.ts), and reordering every service is refused here.
 */
import { TRPCError } from '@trpc/server';

import { PermissionDeniedError } from '../errors';
import { MESSAGES } from '../messages';
import type { Permission, RoleGrant } from '../permissions';
import type { ApiServices } from '../services';

/** The services a list may show: null for every one. */
export type ServiceScope = readonly string[] | null;

/** 403: the item belongs to a service outside the caller's role's limit. */
export function outOfServiceScope(role: RoleGrant, permission: Permission): TRPCError {
  return new TRPCError({
    code: 'FORBIDDEN',
    message: MESSAGES.outOfServiceScope(role.name),
    cause: new PermissionDeniedError({
      missing_permission: permission,
      role: { id: role.id, name: role.name },
    }),
  });
}

/** Refuses a call of a role limited to services that is not about one service (the trash, a reorder of all). */
export function assertUnlimited(role: RoleGrant, permission: Permission) {
  if (role.serviceIds !== null) throw outOfServiceScope(role, permission);
}

export function assertServiceInScope(role: RoleGrant, permission: Permission, serviceId: string) {
  if (role.serviceIds !== null && !role.serviceIds.includes(serviceId)) {
    throw outOfServiceScope(role, permission);
  }
}

/** A project's service must be in the role's limit; an unknown project is left to the call's 404. */
export async function assertProjectInScope(
  { db }: Pick<ApiServices, 'db'>,
  role: RoleGrant,
  permission: Permission,
  projectId: string,
) {
  if (role.serviceIds === null) return;
  const project = await db.project.findUnique({
    where: { id: projectId },
    select: { serviceId: true },
  });
  if (project) assertServiceInScope(role, permission, project.serviceId);
}

/** A gallery image's project's service must be in the role's limit. */
export async function assertGalleryImageInScope(
  { db }: Pick<ApiServices, 'db'>,
  role: RoleGrant,
  permission: Permission,
  imageId: string,
) {
  if (role.serviceIds === null) return;
  const image = await db.projectImage.findUnique({
    where: { id: imageId },
    select: { project: { select: { serviceId: true } } },
  });
  if (image) assertServiceInScope(role, permission, image.project.serviceId);
}
