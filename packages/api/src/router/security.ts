/** The Security screen: the signed-in account's passkeys, sessions and bearer tokens. */
import { addPasskeyInput, idInput, renamePasskeyInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from '../domain/passkeys';
import { endOneSession, endOtherSessions, listSessions } from '../domain/sessions';
import { MESSAGES } from '../messages';
import { messageOutput, noInput } from '../schemas/common';
import { passkeyOutput, registrationOptionsOutput, sessionOutput } from '../schemas/security';
import { authedProcedure } from '../trpc';

export const securityRouter = {
  passkeys: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/security/passkeys',
        tag: 'Security',
        summary: 'The signed-in account’s passkeys, oldest first',
      },
    })
    .input(noInput)
    .output(z.array(passkeyOutput))
    .query(({ ctx }) => listPasskeys(ctx, ctx.user.id)),

  passkeyOptions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/security/passkeys/options',
        tag: 'Security',
        summary:
          'WebAuthn registration options for a new passkey (navigator.credentials.create); the challenge works once, for 5 minutes',
      },
    })
    .input(noInput)
    .output(registrationOptionsOutput)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx, ctx.user)),

  addPasskey: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/security/passkeys',
        status: 201,
        message: MESSAGES.passkeyAdded,
        tag: 'Security',
        summary:
          'Add a passkey: its name and the browser’s answer to the registration options (RegistrationResponseJSON)',
      },
    })
    .input(addPasskeyInput)
    .output(passkeyOutput)
    .mutation(({ ctx, input }) => addPasskey(ctx, ctx.user, input)),

  renamePasskey: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/dashboard/security/passkeys/{id}',
        message: MESSAGES.passkeyRenamed,
        tag: 'Security',
        summary: 'Rename one of the account’s passkeys',
      },
    })
    .input(renamePasskeyInput)
    .output(passkeyOutput)
    .mutation(({ ctx, input }) => renamePasskey(ctx, ctx.user, input)),

  removePasskey: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/dashboard/security/passkeys/{id}',
        messageFromOutput: true,
        tag: 'Security',
        summary: 'Remove one of the account’s passkeys; it signs in no more',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => removePasskey(ctx, ctx.user, input.id)),

  sessions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/security/sessions',
        tag: 'Security',
        summary:
          'The account’s live dashboard sessions and bearer tokens, most recently used first; current marks the one of this request',
      },
    })
    .input(noInput)
    .output(z.array(sessionOutput))
    .query(({ ctx }) => listSessions(ctx, { user: ctx.user, tokenId: ctx.authTokenId })),

  endSession: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/dashboard/security/sessions/{id}',
        messageFromOutput: true,
        tag: 'Security',
        summary:
          'End one of the account’s sessions or bearer tokens; its next request, on any instance, is refused',
      },
    })
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      endOneSession(ctx, { user: ctx.user, tokenId: ctx.authTokenId }, input.id),
    ),

  endOtherSessions: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/security/sessions/end-others',
        messageFromOutput: true,
        tag: 'Security',
        summary:
          'End every session and bearer token of the account except the one of this request; answers how many ended',
      },
    })
    .input(noInput)
    .output(messageOutput.extend({ ended: z.number().int() }))
    .mutation(({ ctx }) => endOtherSessions(ctx, { user: ctx.user, tokenId: ctx.authTokenId })),
} satisfies TRPCRouterRecord;
