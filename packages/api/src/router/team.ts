/** Staff accounts: the team list, invitations, removal, one's own name, and accepting an invitation. */
import {
  idInput,
  invitationTokenInput,
  inviteUserInput,
  resetPasswordInput,
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
import { messageOutput } from '../schemas/common';
import { invitationOutput, ownAccountOutput, teamMemberOutput } from '../schemas/team';
import { authedProcedure, publicProcedure } from '../trpc';

export const teamRouter = {
  list: authedProcedure
    .input(z.object({}).optional())
    .output(z.array(teamMemberOutput))
    .query(({ ctx }) => listTeam(ctx, ctx.user.id)),

  invite: authedProcedure
    .input(inviteUserInput)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => inviteUser(ctx, ctx.user, input)),

  resendInvitation: authedProcedure
    .input(idInput)
    .output(teamMemberOutput)
    .mutation(({ ctx, input }) => resendInvitation(ctx, ctx.user, input.id)),

  remove: authedProcedure
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => removeUser(ctx, ctx.user.id, input.id)),

  updateOwnName: authedProcedure
    .input(updateOwnNameInput)
    .output(ownAccountOutput)
    .mutation(({ ctx, input }) => updateOwnName(ctx, ctx.user.id, input)),

  /** Public: whom an invitation link is for, while it can still be used. */
  invitation: publicProcedure
    .input(invitationTokenInput)
    .output(invitationOutput)
    .query(({ ctx, input }) => invitationOf(ctx, input.token)),

  /** Public: chooses the invited user's password; same rules as a password reset. */
  acceptInvitation: publicProcedure
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
} satisfies TRPCRouterRecord;
