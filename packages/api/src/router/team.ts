/** Staff accounts: the team list, invitations, removal, one's own name, and accepting an invitation. */
import {
  idInput,
  invitationTokenInput,
  inviteUserInput,
  resetPasswordInput,
  setUserRoleInput,
  updateOwnNameInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  acceptInvitation,
  invitationOf,
  inviteUser,
  listTeam,
  removeUser,
  resendInvitation,
  updateOwnName,
} from '../domain/team';
import { setUserRole } from '../domain/roles';
import { resetColleagueTwoFactor } from '../domain/two-factor';
import { MESSAGES } from '../messages';
import { messageOutput, noInput } from '../schemas/common';
import { invitationOutput, ownAccountOutput, teamMemberOutput } from '../schemas/team';
import { audited, authedProcedure, confirmedProcedure, publicProcedure } from '../trpc';

export const teamRouter = {
  list: authedProcedure
    .meta({
      permission: 'team.view',
      rest: {
        method: 'GET',
        path: '/dashboard/users',
        tag: 'Team',
        summary: 'Every user: members first, then pending invitations; is_you marks the caller',
      },
    })
    .input(noInput)
    .output(z.array(teamMemberOutput))
    .query(({ ctx }) => listTeam(ctx, ctx.user.id)),

  invite: confirmedProcedure
    .meta({
      permission: 'team.create',
      rest: {
        method: 'POST',
        path: '/dashboard/users',
        status: 201,
        message: MESSAGES.invitationSent,
        tag: 'Team',
        summary:
          'Invite a user by e-mail: mails a single-use link, valid 48 hours, to choose a password',
      },
    })
    .input(inviteUserInput)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => inviteUser(ctx, ctx.user, input)),

  resendInvitation: confirmedProcedure
    .meta({
      permission: 'team.create',
      rest: {
        method: 'POST',
        path: '/dashboard/users/{id}/invitation',
        message: MESSAGES.invitationResent,
        tag: 'Team',
        summary: 'Mail a pending invitation again with a new link; the earlier links stop working',
      },
    })
    .input(idInput)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => resendInvitation(ctx, ctx.user, input.id)),

  remove: authedProcedure
    .meta({
      permission: 'team.delete',
      rest: {
        method: 'DELETE',
        path: '/dashboard/users/{id}',
        messageFromOutput: true,
        tag: 'Team',
        summary:
          'Remove a user (not yourself, not the last who can sign in) or cancel a pending invitation; their tokens end at once',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => removeUser(ctx, ctx.user, input.id)),

  resetTwoFactor: confirmedProcedure
    .meta({
      permission: 'security_policy.edit',
      rest: {
        method: 'POST',
        path: '/dashboard/users/{id}/two-factor/reset',
        messageFromOutput: true,
        tag: 'Team',
        summary:
          'Reset another user’s two-factor sign-in (they lost their authenticator, recovery codes or passkey): their authenticator, recovery codes and passkeys are removed and every session and token of theirs ends; their next sign-in asks for the password alone; they are mailed',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => resetColleagueTwoFactor(ctx, ctx.user, input.id)),

  /** Another role for a user: Owners only, with a fresh proof; never the last Owner's. */
  setRole: confirmedProcedure
    .meta({
      permission: 'roles.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/users/{id}/role',
        message: MESSAGES.roleChanged,
        tag: 'Team',
        summary:
          'Give a user another role (role_id): not yourself, never leaving no Owner; their sessions and tokens have it from their next request (Owners only)',
      },
    })
    .input(setUserRoleInput)
    .output(z.object({ id: z.string(), role: z.object({ id: z.string(), name: z.string() }) }))
    .mutation(({ ctx, input }) => setUserRole(ctx, ctx.user, input)),

  updateOwnName: authedProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'PATCH',
        path: '/dashboard/auth/me',
        message: MESSAGES.ownNameUpdated,
        tag: 'Auth',
        summary: "Change the signed-in user's name",
      },
    })
    .input(updateOwnNameInput)
    .output(ownAccountOutput)
    .mutation(({ ctx, input }) => updateOwnName(ctx, ctx.user.id, input)),

  /** Public: whom an invitation link is for, while it can still be used. */
  invitation: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/auth/invitations/{token}',
        tag: 'Auth',
        summary: 'Whom an invitation token is for, while it can still be used (404 once it cannot)',
      },
    })
    .input(invitationTokenInput)
    .output(invitationOutput)
    .query(({ ctx, input }) => invitationOf(ctx, input.token)),

  /** Public: chooses the invited user's password; same rules as a password reset. */
  acceptInvitation: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/accept-invitation',
        messageFromOutput: true,
        tag: 'Auth',
        summary: 'Choose the password of an invited account with its token; then sign in as usual',
      },
    })
    .use(audited)
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
} satisfies TRPCRouterRecord;
