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
import { authedProcedure, publicProcedure, rateLimited } from '../trpc';

const userOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const authRouter = {
  login: publicProcedure
    .input(loginInput)
    .use(rateLimited('login'))
    .use(rateLimited('loginAccount'))
    .output(z.object({ token: z.string(), expires_at: z.string(), user: userOutput }))
    .mutation(({ ctx, input }) => login(ctx, input, ctx.channel)),

  logout: authedProcedure
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) => logout(ctx, ctx.authTokenId)),

  me: authedProcedure
    .input(z.object({}).optional())
    .output(userOutput)
    .query(({ ctx }) => ctx.user),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .use(rateLimited('forgotPasswordAddress'))
    .use(rateLimited('forgotPassword'))
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      // Over the limit nothing is sent, and the answer stays the same.
      if (!ctx.rateLimit.exceeded) await requestPasswordReset(ctx, input.email);
      return { message: MESSAGES.resetRequested };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .use(rateLimited('resetPassword'))
    .output(messageOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),

  changePassword: authedProcedure
    .input(changePasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx, { userId: ctx.user.id, tokenId: ctx.authTokenId }, input),
    ),
} satisfies TRPCRouterRecord;
