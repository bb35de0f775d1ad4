/** Sign-in, sign-out, the current user, and password reset by e-mail. */
import {
  changePasswordInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
} from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { changePassword, login, logout, requestPasswordReset, resetPassword } from '../domain/auth';
import { MESSAGES } from '../messages';
import { messageOutput } from '../schemas/common';
import { audited, authedProcedure, publicProcedure, rateLimited } from '../trpc';

const userOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const authRouter = {
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/dashboard/auth/login',
        message: MESSAGES.loginSucceeded,
        rateLimited: true,
        tag: 'Auth',
        summary:
          'Sign in; answers a bearer token valid for 7 days (5 failures per e-mail and client in 15 minutes, 50 per client in an hour, 20 per e-mail in an hour)',
      },
    })
    .input(loginInput)
    .use(audited)
    .use(rateLimited('login'))
    .use(rateLimited('loginAddress'))
    .use(rateLimited('loginAccount'))
    .output(z.object({ token: z.string(), expires_at: z.string(), user: userOutput }))
    .mutation(({ ctx, input }) => login(ctx, input, ctx.channel)),

  logout: authedProcedure
    .meta({
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

  me: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dashboard/auth/me',
        tag: 'Auth',
        summary: 'The signed-in user',
      },
    })
    .input(z.object({}).optional())
    .output(userOutput)
    .query(({ ctx }) => ctx.user),

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
