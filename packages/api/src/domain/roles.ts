/**
 * Roles (docs/roles.md): the list the Team screen chooses from, giving a user a role, an Owner's
 * custom roles, and the rule that at least one Owner who can sign in always remains. The rights
 * themselves are in ../permissions; the `permitted` middleware checks them.
 */
import { AuthTokenKind, type Prisma } from '@kasar/db';
import type { RoleCreateData, RoleUpdateData, SetUserRoleData } from '@kasar/validators';
import { roleMessages } from '@kasar/validators';

import type { AuthenticatedUser } from '../auth/tokens';
import { isUniqueViolation } from '../db-errors';
import { invalidField, notFound, ownersOnly, permissionDenied } from '../errors';
import { MESSAGES } from '../messages';
import {
  can,
  isPermission,
  isPresetRoleId,
  PERMISSIONS,
  PRESET_ROLE_IDS,
  PRESET_ROLES,
  type Permission,
} from '../permissions';
import type { ApiServices, AuditedServices } from '../services';

type Tx = Prisma.TransactionClient;

/** A role as the Team and Roles screens show it. */
export interface RoleSummary {
  id: string;
  name: string;
  description: string;
  /** One of the five presets (fixed rights), or false for an Owner's custom role. */
  preset: boolean;
  based_on: string | null;
  permissions: Permission[];
  require_two_factor: boolean;
  /** The services a custom role is limited to; empty for every service (and every preset). */
  service_ids: string[];
  /** How many users (members and invitations) have it. */
  user_count: number;
}

type RoleRow = Prisma.RoleGetPayload<{ include: { _count: { select: { users: true } } } }>;

function toRoleSummary(row: RoleRow): RoleSummary {
  const preset = isPresetRoleId(row.id);
  return {
    id: row.id,
    name: row.name,
    description: preset
      ? PRESET_ROLES[row.id as keyof typeof PRESET_ROLES].description
      : row.description,
    preset,
    based_on: row.basedOn,
    permissions: preset
      ? [...PRESET_ROLES[row.id as keyof typeof PRESET_ROLES].permissions]
      : PERMISSIONS.filter((permission) => row.permissions.includes(permission)),
    require_two_factor: row.requireTwoFactor,
    service_ids: preset ? [] : row.serviceIds,
    user_count: row._count.users,
  };
}

/** The presets in their order (Owner first), then the custom roles by name. */
export async function listRoles({ db }: Pick<ApiServices, 'db'>): Promise<RoleSummary[]> {
  const rows = await db.role.findMany({
    include: { _count: { select: { users: true } } },
    orderBy: { name: 'asc' },
  });
  const rank = (id: string) => {
    const index = (PRESET_ROLE_IDS as readonly string[]).indexOf(id);
    return index === -1 ? PRESET_ROLE_IDS.length : index;
  };
  return rows.sort((a, b) => rank(a.id) - rank(b.id)).map(toRoleSummary);
}

async function roleOrThrow(db: Pick<ApiServices, 'db'>['db'] | Tx, id: string) {
  const role = await db.role.findUnique({ where: { id } });
  if (!role) throw invalidField('role_id', MESSAGES.roleNotFound);
  return role;
}

/**
 * Locks every Owner's row and the rows named, in one order, so that two calls that would each
 * leave the other the last Owner (two Owners demoting or removing each other) run one after the
 * other: the second sees the first's result and is refused.
 */
export async function lockOwners(tx: Tx, ids: string[]) {
  return tx.$queryRaw<{ id: string; role_id: string; joined_at: Date | null }[]>`
    SELECT id, role_id, joined_at FROM users
    WHERE role_id = 'owner' OR id = ANY(${ids})
    ORDER BY id FOR UPDATE`;
}

/** Whether taking the Owner role from `userId` would leave no Owner who has joined. */
export function wouldLeaveNoOwner(
  locked: { id: string; role_id: string; joined_at: Date | null }[],
  userId: string,
) {
  return !locked.some((row) => row.id !== userId && row.role_id === 'owner' && row.joined_at);
}

/**
 * Refuses a call that touches an Owner (changing, removing or resetting one) or makes one, unless
 * the caller may edit roles (an Owner).
 */
export function assertMayManageOwner(caller: AuthenticatedUser, ...roleIds: string[]) {
  if (roleIds.includes('owner') && !can(caller.role, 'roles.edit')) throw ownersOnly(caller.role);
}

/** Gives a user another role; their sessions and tokens have it from their next request. */
export async function setUserRole(
  deps: AuditedServices,
  caller: AuthenticatedUser,
  input: SetUserRoleData,
) {
  if (input.id === caller.id) throw invalidField('id', MESSAGES.cannotChangeOwnRole);
  return deps.db.$transaction(async (tx) => {
    const role = await roleOrThrow(tx, input.role_id);
    const locked = await lockOwners(tx, [caller.id, input.id]);
    const target = await tx.user.findUnique({
      where: { id: input.id },
      select: { id: true, email: true, roleId: true, role: { select: { name: true } } },
    });
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (target.roleId === role.id) return { id: target.id, role: { id: role.id, name: role.name } };
    assertMayManageOwner(caller, target.roleId, role.id);
    if (target.roleId === 'owner' && wouldLeaveNoOwner(locked, target.id)) {
      throw invalidField('role_id', MESSAGES.lastOwner);
    }
    await tx.user.update({ where: { id: target.id }, data: { roleId: role.id } });
    await deps.audit(tx, {
      type: 'user.role_change',
      entity: 'user',
      entityId: target.id,
      entityLabel: target.email,
      changes: {
        fields: ['role'],
        values: { role: { from: target.role.name, to: role.name } },
      },
    });
    return { id: target.id, role: { id: role.id, name: role.name } };
  });
}

/** The rights of a custom role's input, each checked against the catalogue (422 otherwise). */
function permissionsOf(values: string[]): Permission[] {
  const unknown = values.find((value) => !isPermission(value));
  if (unknown !== undefined) {
    throw invalidField('permissions', roleMessages.permissionUnknown(unknown));
  }
  return PERMISSIONS.filter((permission) => values.includes(permission));
}

/** The services a custom role is limited to, each of which must exist (422 otherwise). */
async function serviceIdsOf(db: Tx | Pick<ApiServices, 'db'>['db'], ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = await db.service.findMany({ where: { id: { in: unique } }, select: { id: true } });
  const missing = unique.find((id) => !found.some((service) => service.id === id));
  if (missing !== undefined) throw invalidField('service_ids', MESSAGES.unknownService(missing));
  return unique;
}

/** A custom role's id: made from its name, unique. */
function roleIdOf(name: string) {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return `${base || 'role'}-${Math.random().toString(36).slice(2, 8)}`;
}

function roleEvent(
  type: 'role.create' | 'role.update' | 'role.delete',
  row: { id: string; name: string },
  fields: string[],
) {
  return {
    type,
    entity: 'role',
    entityId: row.id,
    entityLabel: row.name,
    changes: { fields, values: {} },
  };
}

async function withUniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'name')) throw invalidField('name', MESSAGES.roleNameTaken);
    throw error;
  }
}

export async function createRole(deps: AuditedServices, input: RoleCreateData) {
  const permissions = permissionsOf(input.permissions);
  const serviceIds = await serviceIdsOf(deps.db, input.service_ids);
  if (input.based_on !== null) await roleOrThrow(deps.db, input.based_on);
  return withUniqueName(() =>
    deps.db.$transaction(async (tx) => {
      const row = await tx.role.create({
        data: {
          id: roleIdOf(input.name),
          name: input.name,
          description: input.description,
          permissions,
          basedOn: input.based_on,
          requireTwoFactor: input.require_two_factor,
          serviceIds,
        },
        include: { _count: { select: { users: true } } },
      });
      await deps.audit(tx, {
        ...roleEvent('role.create', row, ['name', 'permissions']),
        changes: {
          fields: ['name', 'permissions'],
          values: { permissions: { to: permissions.join(', ') } },
        },
      });
      return toRoleSummary(row);
    }),
  );
}

export async function updateRole(deps: AuditedServices, input: RoleUpdateData) {
  if (isPresetRoleId(input.id)) throw invalidField('id', MESSAGES.presetRoleFixed);
  const permissions = permissionsOf(input.permissions);
  const serviceIds = await serviceIdsOf(deps.db, input.service_ids);
  return withUniqueName(() =>
    deps.db.$transaction(async (tx) => {
      const before = await tx.role.findUnique({ where: { id: input.id } });
      if (!before) throw notFound(MESSAGES.roleNotFound);
      const row = await tx.role.update({
        where: { id: input.id },
        data: {
          name: input.name,
          description: input.description,
          permissions,
          requireTwoFactor: input.require_two_factor,
          serviceIds,
        },
        include: { _count: { select: { users: true } } },
      });
      const added = permissions.filter((permission) => !before.permissions.includes(permission));
      const removed = before.permissions.filter(
        (permission) => !permissions.includes(permission as Permission),
      );
      await deps.audit(tx, {
        ...roleEvent('role.update', row, ['name', 'permissions', 'require_two_factor']),
        changes: {
          fields: ['name', 'permissions', 'require_two_factor'],
          values: {
            name: { from: before.name, to: row.name },
            permissions_added: { to: added.join(', ') || null },
            permissions_removed: { to: removed.join(', ') || null },
            require_two_factor: { from: before.requireTwoFactor, to: row.requireTwoFactor },
          },
        },
      });
      return toRoleSummary(row);
    }),
  );
}

/** Deletes a custom role nobody has. */
export async function deleteRole(deps: AuditedServices, id: string) {
  if (isPresetRoleId(id)) throw invalidField('id', MESSAGES.presetRoleFixed);
  return deps.db.$transaction(async (tx) => {
    const row = await tx.role.findUnique({
      where: { id },
      include: { _count: { select: { users: true } } },
    });
    if (!row) throw notFound(MESSAGES.roleNotFound);
    if (row._count.users > 0) throw invalidField('id', MESSAGES.roleInUse(row._count.users));
    await tx.role.delete({ where: { id } });
    await deps.audit(tx, roleEvent('role.delete', row, []));
    return { message: MESSAGES.roleDeleted };
  });
}

/** Requires (or stops requiring) two-factor sign-in of a role's holders; presets too. */
export async function setRoleTwoFactorRequired(
  deps: AuditedServices,
  input: { id: string; required: boolean },
) {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.role.findUnique({ where: { id: input.id } });
    if (!before) throw notFound(MESSAGES.roleNotFound);
    const row = await tx.role.update({
      where: { id: input.id },
      data: { requireTwoFactor: input.required },
      include: { _count: { select: { users: true } } },
    });
    // The holders' grace starts anew from here, as with the firm-wide switch.
    if (input.required && !before.requireTwoFactor) {
      await tx.user.updateMany({
        where: { roleId: input.id },
        data: { signInsWithoutSecondFactor: 0 },
      });
    }
    await deps.audit(tx, {
      ...roleEvent('role.update', row, ['require_two_factor']),
      changes: {
        fields: ['require_two_factor'],
        values: { require_two_factor: { from: before.requireTwoFactor, to: row.requireTwoFactor } },
      },
    });
    return toRoleSummary(row);
  });
}

/**
 * `npm run set-role -- <email> <role>`: the operator's way to give an account a role, for when
 * no Owner can sign in (the last one left, or lost every factor). `role` is a role's id or name
 * ('owner', 'Editor'). The last-Owner rule holds here too. No one is signed in at a command line:
 * the event names the account as its own actor, like set-password.
 */
export async function setRoleFromCommandLine(deps: ApiServices, email: string, role: string) {
  const wanted = role.trim();
  return deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { email: email.trim().toLowerCase() },
      select: { id: true, email: true, roleId: true, role: { select: { name: true } } },
    });
    if (!user) throw invalidField('email', MESSAGES.noAccountWithEmail);
    const target =
      (await tx.role.findUnique({ where: { id: wanted.toLowerCase() } })) ??
      (await tx.role.findFirst({ where: { name: { equals: wanted, mode: 'insensitive' } } }));
    if (!target) throw invalidField('role_id', MESSAGES.roleNotFound);
    const locked = await lockOwners(tx, [user.id]);
    if (user.roleId === 'owner' && target.id !== 'owner' && wouldLeaveNoOwner(locked, user.id)) {
      throw invalidField('role_id', MESSAGES.lastOwner);
    }
    if (user.roleId !== target.id) {
      await tx.user.update({ where: { id: user.id }, data: { roleId: target.id } });
      await deps.auditLog.write(tx, [
        {
          type: 'user.role_change',
          actor: { id: user.id, email: user.email },
          entity: 'user',
          entityId: user.id,
          entityLabel: user.email,
          changes: {
            fields: ['role'],
            values: { role: { from: user.role.name, to: target.name } },
          },
        },
      ]);
    }
    return { email: user.email, role: target.name, changed: user.roleId !== target.id };
  });
}

/**
 * 'View as role': an Owner's dashboard session shows the dashboard as `roleId` sees it, read-only,
 * until they stop (`roleId` null). Kept on the session itself, so every instance and every path
 * (the dashboard's pages, tRPC) sees it at the next request; an API token never views as another.
 */
export async function viewAsRole(
  deps: AuditedServices,
  caller: AuthenticatedUser,
  tokenId: string | null,
  roleId: string | null,
) {
  if (!can(caller.ownRole, 'roles.edit')) throw permissionDenied(caller.ownRole, 'roles.edit');
  const token = tokenId
    ? await deps.db.authToken.findUnique({ where: { id: tokenId }, select: { kind: true } })
    : null;
  if (token?.kind !== AuthTokenKind.SESSION) {
    throw invalidField('role_id', MESSAGES.viewAsSessionOnly);
  }
  const role = roleId === null ? null : await roleOrThrow(deps.db, roleId);
  await deps.db.$transaction(async (tx) => {
    await tx.authToken.update({
      where: { id: tokenId ?? '' },
      data: { viewAsRoleId: role?.id ?? null },
    });
    await deps.audit(tx, {
      type: 'auth.view_as',
      entity: 'role',
      entityId: role?.id ?? caller.viewingAs?.id,
      entityLabel: role?.name ?? caller.viewingAs?.name ?? null,
      changes: {
        fields: [],
        values: { viewing_as: { from: caller.viewingAs?.name ?? null, to: role?.name ?? null } },
      },
    });
  });
  return {
    viewing_as: role ? { id: role.id, name: role.name } : null,
    message: role ? MESSAGES.viewAsStarted(role.name) : MESSAGES.viewAsStopped,
  };
}
