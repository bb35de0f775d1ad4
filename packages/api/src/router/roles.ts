/** Roles: the list to choose from, and an Owner's custom roles (docs/roles.md). */
import { idInput, roleCreateInput, roleTwoFactorInput, roleUpdateInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  createRole,
  deleteRole,
  listRoles,
  setRoleTwoFactorRequired,
  updateRole,
  viewAsRole,
} from '../domain/roles';
import { MESSAGES } from '../messages';
import { ACTION_LABELS, PERMISSIONS, RESOURCES } from '../permissions';
import { messageOutput, noInput } from '../schemas/common';
import { authedProcedure, confirmedProcedure } from '../trpc';

const permissionName = z.enum(PERMISSIONS as [string, ...string[]]);

const roleOutput = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** One of the five presets, whose rights are fixed. */
  preset: z.boolean(),
  based_on: z.string().nullable(),
  permissions: z.array(permissionName),
  require_two_factor: z.boolean(),
  /** The services a custom role is limited to; empty: every service. */
  service_ids: z.array(z.string()),
  user_count: z.number().int(),
});

export const rolesRouter = {
  /** Every role, presets first: the Team screen's choice and the Roles screen's list. */
  list: authedProcedure
    .meta({
      permission: 'team.view',
      rest: {
        method: 'GET',
        path: '/dashboard/roles',
        tag: 'Roles',
        summary:
          'Every role with its rights (presets first, then custom roles) and how many users have it',
      },
    })
    .input(noInput)
    .output(z.array(roleOutput))
    .query(({ ctx }) => listRoles(ctx)),

  /** What rights there are: each resource with its actions, for the roles matrix. */
  catalogue: authedProcedure
    .meta({
      permission: 'team.view',
      rest: {
        method: 'GET',
        path: '/dashboard/roles/permissions',
        tag: 'Roles',
        summary: 'Every right there is: each resource with its label and actions',
      },
    })
    .input(noInput)
    .output(
      z.object({
        resources: z.array(
          z.object({ id: z.string(), label: z.string(), actions: z.array(z.string()) }),
        ),
        actions: z.array(z.object({ id: z.string(), label: z.string() })),
      }),
    )
    .query(() => ({
      resources: Object.entries(RESOURCES).map(([id, resource]) => ({
        id,
        label: resource.label,
        actions: [...resource.actions],
      })),
      actions: Object.entries(ACTION_LABELS).map(([id, label]) => ({ id, label })),
    })),

  create: confirmedProcedure
    .meta({
      permission: 'roles.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/roles',
        status: 201,
        message: MESSAGES.roleCreated,
        tag: 'Roles',
        summary:
          'Make a custom role (name, description, permissions as resource.action, require_two_factor, based_on: the preset copied); Owners only',
      },
    })
    .input(roleCreateInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => createRole(ctx, input)),

  update: confirmedProcedure
    .meta({
      permission: 'roles.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/roles/{id}',
        message: MESSAGES.roleUpdated,
        tag: 'Roles',
        summary:
          'Change a custom role (presets are fixed: 422); its holders have the new rights from their next request; Owners only',
      },
    })
    .input(roleUpdateInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => updateRole(ctx, input)),

  delete: confirmedProcedure
    .meta({
      permission: 'roles.edit',
      rest: {
        method: 'DELETE',
        path: '/dashboard/roles/{id}',
        messageFromOutput: true,
        tag: 'Roles',
        summary: 'Delete a custom role nobody has (422 while someone has it); Owners only',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => deleteRole(ctx, input.id)),

  /** Require two-factor sign-in of a role's holders (presets too), beside the firm-wide switch. */
  setTwoFactorRequired: confirmedProcedure
    .meta({
      permission: 'roles.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/roles/{id}/two-factor',
        message: MESSAGES.roleUpdated,
        tag: 'Roles',
        summary:
          'Require (required: true) or stop requiring two-factor sign-in of every holder of a role; Owners only',
      },
    })
    .input(roleTwoFactorInput)
    .output(roleOutput)
    .mutation(({ ctx, input }) => setRoleTwoFactorRequired(ctx, input)),

  /**
   * 'View as role' (Owners, in the dashboard): the session shows what `role_id` sees, read-only,
   * until it is called with null. Answered while viewing, so that one can stop.
   */
  viewAs: authedProcedure
    .meta({
      permission: 'own-account',
      whileViewingAs: true,
      rest: {
        method: 'PUT',
        path: '/dashboard/roles/view-as',
        messageFromOutput: true,
        tag: 'Roles',
        summary:
          'View the dashboard as a role (role_id), read-only, or stop (null): for an Owner’s dashboard session only, so a bearer token answers 422',
      },
    })
    .input(z.object({ role_id: z.string().trim().min(1).max(40).nullable() }))
    .output(
      z.object({
        viewing_as: z.object({ id: z.string(), name: z.string() }).nullable(),
        message: z.string(),
      }),
    )
    .mutation(({ ctx, input }) => viewAsRole(ctx, ctx.user, ctx.authTokenId, input.role_id)),
} satisfies TRPCRouterRecord;
