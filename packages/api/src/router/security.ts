/** The Security screen: the signed-in account's passkeys, sessions and bearer tokens. */
import {
  addPasskeyInput,
  idInput,
  renamePasskeyInput,
  twoFactorCodeInput,
} from '@kasar/validators';
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
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequired,
  startTwoFactor,
  twoFactorPolicy,
  twoFactorStatus,
} from '../domain/two-factor';
import { MESSAGES } from '../messages';
import { messageOutput, noInput } from '../schemas/common';
import { passkeyOutput, registrationOptionsOutput, sessionOutput } from '../schemas/security';
import {
  authedProcedure,
  confirmedProcedure,
  confirmedSetUpProcedure,
  rateLimited,
  setUpProcedure,
} from '../trpc';

const twoFactorPolicyOutput = z.object({
  /** The firm-wide switch. */
  required: z.boolean(),
  /** Required of the caller: by the firm-wide switch, or by their role. */
  required_of_you: z.boolean(),
  grace_sign_ins: z.number().int(),
  must_enrol: z.boolean(),
});

export const securityRouter = {
  passkeys: setUpProcedure
    .meta({
      permission: 'own-account',
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

  passkeyOptions: confirmedSetUpProcedure
    .meta({
      permission: 'own-account',
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

  addPasskey: confirmedSetUpProcedure
    .meta({
      permission: 'own-account',
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
      permission: 'own-account',
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
      permission: 'own-account',
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

  sessions: setUpProcedure
    .meta({
      permission: 'own-account',
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

  endSession: setUpProcedure
    .meta({
      permission: 'own-account',
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

  endOtherSessions: setUpProcedure
    .meta({
      permission: 'own-account',
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

  // Authenticator codes (two-factor sign-in).
  twoFactor: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'GET',
        path: '/dashboard/security/two-factor',
        tag: 'Security',
        summary: 'Whether two-factor sign-in is on for the account, and recovery codes left',
      },
    })
    .input(noInput)
    .output(
      z.object({
        enabled: z.boolean(),
        enabled_at: z.string().nullable(),
        recovery_codes_left: z.number().int(),
      }),
    )
    .query(({ ctx }) => twoFactorStatus(ctx, ctx.user.id)),

  startTwoFactor: confirmedSetUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/security/two-factor/setup',
        tag: 'Security',
        summary:
          'Start setting up authenticator codes: a new secret (base32), its otpauth:// URL and QR code (SVG); not in use until confirmed',
      },
    })
    .input(noInput)
    .output(z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() }))
    .mutation(({ ctx }) => startTwoFactor(ctx, ctx.user.id)),

  confirmTwoFactor: confirmedSetUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/security/two-factor/confirm',
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Security',
        summary:
          'Turn two-factor sign-in on with a first code from the app; answers ten single-use recovery codes, shown this once',
      },
    })
    .input(twoFactorCodeInput)
    .use(rateLimited('signedInSecret'))
    .use(rateLimited('signedInSecretAccount'))
    .output(messageOutput.extend({ recovery_codes: z.array(z.string()) }))
    .mutation(({ ctx, input }) => confirmTwoFactor(ctx, ctx.user.id, input.code)),

  disableTwoFactor: confirmedProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/security/two-factor/disable',
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Security',
        summary:
          'Turn two-factor sign-in off; a current code or recovery code confirms it (a wrong one counts as a failed sign-in of the account); the account’s holder is mailed',
      },
    })
    .input(twoFactorCodeInput)
    .use(rateLimited('signedInSecret'))
    .use(rateLimited('signedInSecretAccount'))
    .output(messageOutput)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, ctx.user.id, input.code)),

  regenerateRecoveryCodes: confirmedProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/security/two-factor/recovery-codes',
        tag: 'Security',
        summary:
          'Ten new recovery codes, shown this once; the old ones stop working; the account’s holder is mailed',
      },
    })
    .input(noInput)
    .output(z.object({ recovery_codes: z.array(z.string()) }))
    .mutation(({ ctx }) => regenerateRecoveryCodes(ctx, ctx.user.id)),

  twoFactorPolicy: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'GET',
        path: '/dashboard/security/two-factor/policy',
        tag: 'Security',
        summary:
          'Whether the organization requires two-factor sign-in of all staff, the grace (password sign-ins allowed without it), and whether the caller must set it up now',
      },
    })
    .input(noInput)
    .output(twoFactorPolicyOutput)
    .query(({ ctx }) => twoFactorPolicy(ctx, ctx.user.id)),

  setTwoFactorRequired: confirmedProcedure
    .meta({
      permission: 'security_policy.edit',
      rest: {
        method: 'PUT',
        path: '/dashboard/security/two-factor/policy',
        tag: 'Security',
        summary:
          'Require two-factor sign-in for all staff, or not; switching it on starts everyone’s grace anew',
      },
    })
    .input(z.object({ required: z.boolean({ error: 'Required must be true or false' }) }))
    .output(twoFactorPolicyOutput)
    .mutation(({ ctx, input }) => setTwoFactorRequired(ctx, ctx.user.id, input.required)),
} satisfies TRPCRouterRecord;
