'use server';

/** Signing in with e-mail and password: next-auth sets the session cookie on success. */
import type { SecondFactorMethod } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { TRPCError } from '@trpc/server';
import { CredentialsSignin } from 'next-auth';

import { secondStepPasskeyOptions, SecondStepSignin, signIn } from '~/server/auth';

const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * The password step. `secondStep` lists what the account can answer with when it has a second
 * factor: no session yet, the page asks for a code or a passkey (the challenge waits in an
 * httpOnly cookie).
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ error: string | null; secondStep?: SecondFactorMethod[] }> {
  try {
    await signIn('credentials', { email, password, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof SecondStepSignin) {
      return { error: null, secondStep: error.methods };
    }
    if (error instanceof CredentialsSignin) {
      // A rate-limited sign-in carries the server's 429 message; anything else is a bad login.
      return { error: error.code === 'rate_limited' ? error.message : MESSAGES.loginFailed };
    }
    return { error: LOGIN_FAILED };
  }
}

/** Signing in with a passkey alone: `response` is the browser's WebAuthn answer as JSON. */
export async function signInWithPasskey(response: string): Promise<{ error: string | null }> {
  try {
    await signIn('passkey', { response, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return {
        error: error.code === 'rate_limited' ? error.message : MESSAGES.passkeySignInFailed,
      };
    }
    return { error: LOGIN_FAILED };
  }
}

/** The message of a refused second step: expired (sign in again), rate-limited, or `wrong`. */
function secondStepError(error: CredentialsSignin, wrong: string): string {
  if (error.code === 'second_step_expired') return MESSAGES.signInChallengeInvalid;
  if (error.code === 'rate_limited') return error.message;
  return wrong;
}

/** The second step: an authenticator code or a recovery code completes the password sign-in. */
export async function signInWithCode(code: string): Promise<{ error: string | null }> {
  try {
    await signIn('second-step', { code, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { error: secondStepError(error, MESSAGES.secondFactorWrong) };
    }
    return { error: LOGIN_FAILED };
  }
}

/** The options of the account's passkeys for the second step, or the message of why not. */
export async function passkeyOptionsForSecondStep(): Promise<
  | { options: Awaited<ReturnType<typeof secondStepPasskeyOptions>>; error: null }
  | { options: null; error: string }
> {
  try {
    return { options: await secondStepPasskeyOptions(), error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { options: null, error: secondStepError(error, LOGIN_FAILED) };
    }
    // A refusal of the procedure (expired, no passkey, rate limit) carries the user's message.
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
      return { options: null, error: error.message };
    }
    return { options: null, error: LOGIN_FAILED };
  }
}

/** The second step with a passkey: `response` is the browser's WebAuthn answer as JSON. */
export async function signInWithSecondStepPasskey(
  response: string,
): Promise<{ error: string | null }> {
  try {
    await signIn('second-step', { passkey: response, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { error: secondStepError(error, MESSAGES.secondStepPasskeyFailed) };
    }
    return { error: LOGIN_FAILED };
  }
}
