/** Wire shapes of signing in: a token, or the second step a right password leads to. */
import { z } from 'zod';

export const userOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The signed-in user with their role and its rights (`resource.action`, docs/roles.md). */
export const meOutput = userOutput.extend({
  role: z.object({ id: z.string(), name: z.string() }),
  permissions: z.array(z.string()),
  /** 'View as role': the role this dashboard session shows (read-only), or null. */
  viewing_as: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/** A finished sign-in: the session or bearer token, when it ends, and whose it is. */
export const signedInOutput = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: userOutput,
});
export type SignedIn = z.infer<typeof signedInOutput>;

/**
 * A right password of an account with a second factor: no token yet, but a challenge that
 * `auth.loginSecondStep` finishes once, within 5 minutes, with a code or a passkey.
 */
export const secondFactorStepOutput = z.object({
  status: z.literal('second_factor'),
  /** What to do next, for the sign-in page and the REST 403's message. */
  message: z.string(),
  challenge: z.string(),
  expires_at: z.string(),
  /** What the account can answer with, in the order the sign-in page offers them. */
  methods: z.array(z.enum(['code', 'passkey'])),
});
export type SecondFactorStep = z.infer<typeof secondFactorStepOutput>;

/**
 * What the password step answers: signed in, or a second step to go. Over REST the second is
 * the documented 403 (`data.second_factor_required`), the first the token without `status`.
 */
export const loginOutput = z.discriminatedUnion('status', [
  signedInOutput.extend({ status: z.literal('signed_in') }),
  secondFactorStepOutput,
]);
export type LoginOutcome = z.infer<typeof loginOutput>;
