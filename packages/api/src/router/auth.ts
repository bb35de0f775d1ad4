/** Sign-in, sign-out, the current user, and password reset by e-mail. */
import { forgotPasswordInput, loginInput, resetPasswordInput } from '@kasar/validators';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { login, logout, requestPasswordReset, resetPassword } from '../domain/auth';
import { MESSAGES } from '../messages';
import { messageOutput } from '../schemas/common';
import { authedProcedure, publicProcedure, rateLimited } from '../trpc';

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
        summary: 'Sign in; answers a bearer token valid for 7 days',
      },
    })
    .input(loginInput)
    .use(rateLimited('login'))
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
    .mutation(({ ctx }) => logout(ctx, ctx.authTokenId)),

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
        tag: 'Auth',
        summary: 'Mail a password reset link (same answer whether or not the address exists)',
      },
    })
    .input(forgotPasswordInput)
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
        tag: 'Auth',
        summary: 'Set a new password with a reset token; revokes every token of the account',
      },
    })
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
} satisfies TRPCRouterRecord;
