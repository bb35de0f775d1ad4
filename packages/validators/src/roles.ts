/** Roles: choosing one for a user, and an Owner's custom roles (docs/roles.md). */
import { z } from 'zod';

import { booleanish, idSchema, maxLength, minLength, text } from './common';

export const roleMessages = {
  roleRequired: 'Role is required',
  roleNameRequired: 'Name is required',
  roleNameTooShort: 'Name must be at least 2 characters long',
  roleNameTooLong: 'Name must not exceed 60 characters',
  roleDescriptionTooLong: 'Description must not exceed 300 characters',
  permissionsInvalid: 'Permissions must be a list of rights such as projects.edit',
  permissionUnknown: (value: string) => `Unknown permission: ${value}`,
  serviceIdsInvalid: 'Services must be a list of service ids',
} as const;

/** A role's id: a preset's ('owner', 'admin', 'editor', 'contributor', 'inquiries') or a custom one's. */
export const roleId = text({
  required: roleMessages.roleRequired,
  rules: [maxLength(40, roleMessages.roleRequired)],
});

/** Give a user a role. */
export const setUserRoleInput = z.object({ id: idSchema, role_id: roleId });

const roleFields = {
  name: text({
    required: roleMessages.roleNameRequired,
    rules: [
      minLength(2, roleMessages.roleNameTooShort),
      maxLength(60, roleMessages.roleNameTooLong),
    ],
  }),
  description: text({ rules: [maxLength(300, roleMessages.roleDescriptionTooLong)] }).default(''),
  /** The rights, as `resource.action` (packages/api/src/permissions lists them). */
  permissions: z
    .array(z.string({ error: roleMessages.permissionsInvalid }).trim().max(60), {
      error: roleMessages.permissionsInvalid,
    })
    .max(200, roleMessages.permissionsInvalid),
  require_two_factor: booleanish.default(false),
  /** Limits the role to these services, their projects and gallery images; empty: every one. */
  service_ids: z
    .array(idSchema, { error: roleMessages.serviceIdsInvalid })
    .max(200, roleMessages.serviceIdsInvalid)
    .default([]),
};

/** A custom role: usually a copy of a preset (`based_on`), edited. */
export const roleCreateInput = z.object({
  ...roleFields,
  based_on: roleId.nullable().default(null),
});

export const roleUpdateInput = z.object({ id: idSchema, ...roleFields });

/** Require two-factor sign-in of a role's holders (presets too), beside the firm-wide switch. */
export const roleTwoFactorInput = z.object({ id: idSchema, required: booleanish });

export type SetUserRoleData = z.output<typeof setUserRoleInput>;
export type RoleCreateData = z.output<typeof roleCreateInput>;
export type RoleUpdateData = z.output<typeof roleUpdateInput>;
