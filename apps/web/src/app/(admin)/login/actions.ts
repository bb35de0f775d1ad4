'use server';

/** Signing in with e-mail and password: next-auth sets the session cookie on success. */
import { MESSAGES } from '@kasar/api/messages';
import { CredentialsSignin } from 'next-auth';

import { signIn } from '~/server/auth';

const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * The password step. `secondStep` is true when the account has two-factor sign-in on: no session
 * yet, the page asks for a code (the challenge waits in an httpOnly cookie).
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ error: string | null; secondStep?: boolean }> {
  try {
    await signIn('credentials', { email, password, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === 'second_factor') {
      return { error: null, secondStep: true };
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

/** The second step: an authenticator code or a recovery code completes the password sign-in. */
export async function signInWithCode(code: string): Promise<{ error: string | null }> {
  try {
    await signIn('second-step', { code, redirect: false });
    return { error: null };
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return { error: error.code === 'rate_limited' ? error.message : MESSAGES.secondFactorWrong };
    }
    return { error: LOGIN_FAILED };
  }
}
