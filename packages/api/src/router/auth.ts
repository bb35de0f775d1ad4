/** Sign-in, sign-out, the current user, and password reset by e-mail. */
import { AuthTokenKind } from '@kasar/db';
import { forgotPasswordInput, loginInput, resetPasswordInput } from '@kasar/validators';
import { TRPCError, type TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';

import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/password';
import { hashSecret, issueAuthToken, newSecret, RESET_TOKEN_TTL_MS } from '../auth/tokens';
import { invalidField } from '../errors';
import { passwordResetMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import {
  attemptWithinLimit,
  clearEvents,
  consumeIfAllowed,
  RATE_LIMITS,
} from '../middleware/rate-limit';
import { protectedProcedure, publicProcedure } from '../trpc';

const userOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });
const messageOutput = z.object({ message: z.string() });

export const authRouter = {
  login: publicProcedure
    .input(loginInput)
    .output(z.object({ token: z.string(), expires_at: z.string(), user: userOutput }))
    .mutation(async ({ ctx, input }) => {
      const email = input.email.trim().toLowerCase();
      const limitKey = `${email}|${ctx.clientAddress}`;
      const now = ctx.now();
      // Checked, verified and counted under the key's lock: parallel guesses are counted too.
      const user = await attemptWithinLimit(
        ctx.db,
        RATE_LIMITS.login,
        limitKey,
        now,
        async (tx) => {
          const found = await tx.user.findUnique({ where: { email } });
          const valid = await verifyPassword(
            found?.passwordHash ?? (await decoyPasswordHash()),
            input.password,
          );
          if (!found || !valid) return { value: null, count: true };
          await clearEvents(tx, RATE_LIMITS.login, limitKey);
          return { value: found, count: false };
        },
      );
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.loginFailed });
      const kind = ctx.channel === 'web' ? AuthTokenKind.SESSION : AuthTokenKind.API;
      const issued = await issueAuthToken(ctx.db, user.id, kind, now);
      return {
        token: issued.token,
        expires_at: issued.expiresAt.toISOString(),
        user: { id: user.id, name: user.name, email: user.email },
      };
    }),

  logout: protectedProcedure
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(async ({ ctx }) => {
      if (ctx.authTokenId) {
        await ctx.db.authToken.deleteMany({ where: { id: ctx.authTokenId } });
      }
      return { message: MESSAGES.loggedOut };
    }),

  me: protectedProcedure
    .input(z.object({}).optional())
    .output(userOutput)
    .query(({ ctx }) => ctx.user),

  forgotPassword: publicProcedure
    .input(forgotPasswordInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      const email = input.email.trim().toLowerCase();
      const now = ctx.now();
      if (await consumeIfAllowed(ctx.db, RATE_LIMITS.forgotPassword, email, now)) {
        const user = await ctx.db.user.findUnique({ where: { email } });
        if (user) {
          const secret = newSecret();
          await ctx.db.passwordResetToken.create({
            data: {
              userId: user.id,
              tokenHash: hashSecret(secret),
              expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
            },
          });
          const resetUrl = `${ctx.appUrl}/reset-password?token=${encodeURIComponent(secret)}`;
          const mail = passwordResetMail({
            name: user.name,
            resetUrl,
            expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
          });
          // Not awaited: the answer must not take longer for addresses that have an account.
          void ctx.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
            ctx.log.error('password reset mail failed', { error: String(error) });
          });
        }
      }
      return { message: MESSAGES.resetRequested };
    }),

  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      const passwordHash = await hashPassword(input.new_password);
      await ctx.db.$transaction(async (tx) => {
        const token = await tx.passwordResetToken.findUnique({
          where: { tokenHash: hashSecret(input.token) },
        });
        // The conditional update makes the token single-use even under concurrent requests.
        const claimed = token
          ? await tx.passwordResetToken.updateMany({
              where: { id: token.id, usedAt: null, expiresAt: { gt: now } },
              data: { usedAt: now },
            })
          : { count: 0 };
        if (!token || claimed.count === 0) {
          throw invalidField('token', MESSAGES.resetTokenInvalid);
        }
        await tx.user.update({ where: { id: token.userId }, data: { passwordHash } });
        // A reset ends every session and revokes every bearer token of the account.
        await tx.authToken.deleteMany({ where: { userId: token.userId } });
        await tx.passwordResetToken.deleteMany({
          where: { userId: token.userId, usedAt: null },
        });
      });
      return { message: MESSAGES.resetSucceeded };
    }),
} satisfies TRPCRouterRecord;
