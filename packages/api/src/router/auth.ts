/** Sign-in, sign-out, the current user, and password reset by e-mail. */
import {
  changePasswordInput,
  confirmIdentityInput,
  forgotPasswordInput,
  loginInput,
  passkeySignInInput,
  resetPasswordInput,
  secondStepInput,
  secondStepOptionsInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { changePassword, login, logout, requestPasswordReset, resetPassword } from '../domain/auth';
import {
  confirmIdentity,
  confirmIdentityPasskeyOptions,
  identityProofStatus,
} from '../domain/confirm-identity';
import { passkeySignInOptions, signInWithPasskey } from '../domain/passkeys';
import { completeSecondStep, secondStepPasskeyOptions } from '../domain/two-factor';
import { MESSAGES } from '../messages';
import { PERMISSIONS } from '../permissions';
import { messageOutput, noInput } from '../schemas/common';
import { loginOutput, meOutput, signedInOutput } from '../schemas/auth';
import { authenticationOptionsOutput } from '../schemas/security';
import { audited, authedProcedure, publicProcedure, rateLimited, setUpProcedure } from '../trpc';

const proofMethodsOutput = z.array(z.enum(['password', 'code', 'passkey']));

export const authRouter = {
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/login',
        message: MESSAGES.loginSucceeded,
        rateLimited: true,
        secondFactorStep: true,
        tag: 'Auth',
        summary:
          'Sign in; answers a bearer token valid for 7 days. When the account has a second factor (authenticator codes on, or a passkey), a right password answers 403 with no token but data { second_factor_required: true, challenge, expires_at, methods }: POST /dashboard/auth/login/second-step with the challenge (valid 5 minutes, once) and a code or a passkey. 5 failures per e-mail and client in 15 minutes, 50 per client in an hour, 20 per e-mail in an hour',
      },
    })
    .input(loginInput)
    .use(audited)
    .use(rateLimited('login'))
    .use(rateLimited('loginAddress'))
    .use(rateLimited('loginAccount'))
    .output(loginOutput)
    .mutation(({ ctx, input }) =>
      login(ctx, input, ctx.channel, { address: ctx.clientAddress, userAgent: ctx.userAgent }),
    ),

  loginSecondStep: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/login/second-step',
        message: MESSAGES.loginSucceeded,
        rateLimited: true,
        tag: 'Auth',
        summary:
          'The second step of a sign-in with a second factor: the challenge from /dashboard/auth/login and either `code` (a 6-digit authenticator code or a recovery code) or `passkey` (the browser’s AuthenticationResponseJSON to the options of /dashboard/auth/login/second-step/passkey-options); answers the bearer token. A wrong code or passkey counts as a failed sign-in of the account (same limits) and the challenge stays usable until it expires',
      },
    })
    .input(secondStepInput)
    .use(audited)
    .use(rateLimited('secondStep'))
    .use(rateLimited('loginAddress'))
    .use(rateLimited('secondStepAccount'))
    .output(signedInOutput)
    .mutation(({ ctx, input }) =>
      completeSecondStep(ctx, input, { address: ctx.clientAddress, userAgent: ctx.userAgent }),
    ),

  loginSecondStepOptions: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/login/second-step/passkey-options',
        rateLimited: true,
        tag: 'Auth',
        summary:
          'WebAuthn options for answering the second step with a passkey (navigator.credentials.get): only the passkeys of the challenge’s account are allowed; 422 when the challenge has expired or the account has no passkey (30 per client in 15 minutes)',
      },
    })
    .input(secondStepOptionsInput)
    .use(rateLimited('passkeyOptions'))
    .output(authenticationOptionsOutput)
    .mutation(({ ctx, input }) => secondStepPasskeyOptions(ctx, input)),

  passkeyOptions: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/passkey/options',
        rateLimited: true,
        tag: 'Auth',
        summary:
          'WebAuthn options for signing in with a passkey (navigator.credentials.get, any of the site’s passkeys); the challenge works once, for 5 minutes (30 per client in 15 minutes)',
      },
    })
    .input(noInput)
    .use(rateLimited('passkeyOptions'))
    .output(authenticationOptionsOutput)
    // Used alone, the passkey must check that it is its holder (PIN, fingerprint or face).
    .mutation(({ ctx }) => passkeySignInOptions(ctx, { userVerification: 'required' })),

  passkeyLogin: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/passkey',
        message: MESSAGES.loginSucceeded,
        rateLimited: true,
        tag: 'Auth',
        summary:
          'Sign in with a passkey: the browser’s answer to the options (AuthenticationResponseJSON), from an authenticator that verified its user (PIN, fingerprint or face; 401 otherwise); answers a bearer token valid for 7 days (50 failures per client in an hour)',
      },
    })
    .input(passkeySignInInput)
    .use(audited)
    .use(rateLimited('loginAddress'))
    .output(signedInOutput)
    .mutation(({ ctx, input }) =>
      signInWithPasskey(ctx, input, {
        channel: ctx.channel,
        address: ctx.clientAddress,
        userAgent: ctx.userAgent,
      }),
    ),

  logout: setUpProcedure
    .meta({
      whileViewingAs: true,
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/auth/logout',
        messageFromOutput: true,
        tag: 'Auth',
        summary: 'Revoke the bearer token of this request',
      },
    })
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) =>
      logout(ctx, ctx.authTokenId ? { tokenId: ctx.authTokenId, user: ctx.user } : null),
    ),

  me: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'GET',
        path: '/dashboard/auth/me',
        tag: 'Auth',
        summary: 'The signed-in user, with their role and its rights (resource.action)',
      },
    })
    .input(z.object({}).optional())
    .output(meOutput)
    .query(({ ctx }) => ({
      id: ctx.user.id,
      name: ctx.user.name,
      email: ctx.user.email,
      role: { id: ctx.user.role.id, name: ctx.user.role.name },
      permissions: PERMISSIONS.filter((permission) => ctx.user.role.permissions.has(permission)),
      viewing_as: ctx.user.viewingAs,
    })),

  // Confirming who one is before an action that mints access or exposes secrets (sudo mode).
  proofStatus: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'GET',
        path: '/dashboard/auth/confirm',
        tag: 'Auth',
        summary:
          'Whether this session or token proved who its holder is within the last 10 minutes (a sign-in or POST /dashboard/auth/confirm), until when, and how the account can prove itself (`password`, `code`, `passkey`)',
      },
    })
    .input(noInput)
    .output(
      z.object({
        fresh: z.boolean(),
        proved_until: z.string().nullable(),
        methods: proofMethodsOutput,
      }),
    )
    .query(({ ctx }) => identityProofStatus(ctx, { user: ctx.user, tokenId: ctx.authTokenId })),

  confirm: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/auth/confirm',
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Auth',
        summary:
          'Confirm who you are with exactly one of `password`, `code` (a current authenticator code or a recovery code) or `passkey` (the browser’s answer to POST /dashboard/auth/confirm/passkey-options, with user verification): for the next 10 minutes this token may do what answers 403 with `data.fresh_proof_required` (adding a passkey, authenticator set-up, new recovery codes, turning two-factor off, resetting a colleague’s two-factor, inviting, the two-factor requirement, the backup). A wrong one is a 422 on its field and counts as a failed sign-in of the account (same limits)',
      },
    })
    .input(confirmIdentityInput)
    .use(rateLimited('signedInSecret'))
    .use(rateLimited('signedInSecretAccount'))
    .output(messageOutput.extend({ proved_until: z.string() }))
    .mutation(({ ctx, input }) =>
      confirmIdentity(ctx, { user: ctx.user, tokenId: ctx.authTokenId }, input),
    ),

  confirmPasskeyOptions: setUpProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/auth/confirm/passkey-options',
        tag: 'Auth',
        summary:
          'WebAuthn options for confirming who you are with one of your passkeys (navigator.credentials.get, user verification required); the challenge works once, for 5 minutes',
      },
    })
    .input(noInput)
    .output(authenticationOptionsOutput)
    .mutation(({ ctx }) => confirmIdentityPasskeyOptions(ctx, ctx.user.id)),

  forgotPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/forgot-password',
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Auth',
        summary: 'Mail a password reset link (same answer whether or not the address exists)',
      },
    })
    .input(forgotPasswordInput)
    .use(audited)
    .use(rateLimited('forgotPasswordAddress'))
    .use(rateLimited('forgotPassword'))
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      // Over the limit nothing is sent, and the answer stays the same.
      if (!ctx.rateLimit.exceeded) await requestPasswordReset(ctx, input.email);
      return { message: MESSAGES.resetRequested };
    }),

  resetPassword: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/reset-password',
        messageFromOutput: true,
        rateLimited: true,
        tag: 'Auth',
        summary: 'Set a new password with a reset token; revokes every token of the account',
      },
    })
    .input(resetPasswordInput)
    .use(audited)
    .use(rateLimited('resetPassword'))
    .output(messageOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  changePassword: authedProcedure
    .meta({
      permission: 'own-account',
      rest: {
        method: 'POST',
        path: '/dashboard/auth/change-password',
        messageFromOutput: true,
        tag: 'Auth',
        rateLimited: true,
        summary:
          'Change the signed-in user’s password (current_password, new_password twice); every other session and token of the user ends, this token stays valid (5 wrong current passwords in 15 minutes, then 429)',
      },
    })
    .input(changePasswordInput)
    .use(rateLimited('changePassword'))
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx, { userId: ctx.user.id, tokenId: ctx.authTokenId }, input),
    ),
} satisfies TRPCRouterRecord;
