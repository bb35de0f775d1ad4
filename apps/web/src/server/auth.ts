/**
 * Dashboard sign-in with next-auth: credentials are checked by the same
 * auth.login procedure REST clients use; the session cookie is an encrypted, httpOnly JWT that
 * carries a server-side session token, so a session can be revoked (logout, password reset).
 */
import 'server-only';

import {
  createRequestCaller,
  SignInChallengeExpiredError,
  type LoginOutcome,
  type SecondFactorMethod,
  type SignedIn,
} from '@kasar/api';
import { currentSession, endSession } from '@kasar/api/domain';
import { passkeySignInInput, secondStepInput } from '@kasar/validators';
import { TRPCError } from '@trpc/server';
import NextAuth, { CredentialsSignin } from 'next-auth';
import { getToken } from 'next-auth/jwt';
import { cookies, headers } from 'next/headers';
import Credentials from 'next-auth/providers/credentials';

import { safeCallbackUrl } from '~/components/dashboard/auth-paths';
import { env, launcherProvided } from '~/env';

import { clientAddressOf } from './client-address';
import { services } from './services';

const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const secureCookie = env.appUrl.startsWith('https://');
const secret = launcherProvided('AUTH_SECRET');

declare module 'next-auth' {
  interface User {
    sessionToken?: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    sessionToken?: string;
  }
}

class RateLimitedSignin extends CredentialsSignin {
  code = 'rate_limited';
}

/**
 * A right password of an account with a second factor: the login page asks next for a code or a
 * passkey, as `methods` says.
 */
export class SecondStepSignin extends CredentialsSignin {
  code = 'second_factor';
  constructor(readonly methods: SecondFactorMethod[]) {
    super();
  }
}

/** The second step's challenge has expired (5 minutes) or was used: sign in again. */
class SecondStepExpiredSignin extends CredentialsSignin {
  code = 'second_step_expired';
}

/**
 * The httpOnly cookie that carries the second step's challenge from the password step to the
 * code step (5 minutes, like the challenge): the browser's script never sees it.
 */
const SECOND_STEP_COOKIE = secureCookie ? '__Host-kasar-second-step' : 'kasar-second-step';
const SECOND_STEP_MAX_AGE_SECONDS = 5 * 60;

type RequestCaller = Awaited<ReturnType<typeof createRequestCaller>>;

/** The caller of a sign-in request: its client address and user agent count toward the limits. */
function signInCaller(requestHeaders: Headers): Promise<RequestCaller> {
  return createRequestCaller(services, {
    clientAddress: clientAddressOf(requestHeaders),
    userAgent: requestHeaders.get('user-agent'),
    channel: 'web',
  });
}
/**
 * Runs a sign-in procedure as the request's caller and answers next-auth's user with the
 * session token; refused credentials are null, a rate limit carries its 429 message. A right
 * password that needs a second step keeps its challenge in the step's cookie and tells the login
 * page which methods to offer.
 */
async function signedInUser(
  request: Request,
  signIn: (caller: RequestCaller) => Promise<SignedIn | LoginOutcome>,
) {
  const caller = await signInCaller(request.headers);
  let result: SignedIn | LoginOutcome;
  try {
    result = await signIn(caller);
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof SignInChallengeExpiredError) {
      throw new SecondStepExpiredSignin();
    }
    if (error instanceof TRPCError && error.code === 'TOO_MANY_REQUESTS') {
      const limited = new RateLimitedSignin();
      limited.message = error.message;
      throw limited;
    }
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return null;
    throw error;
  }
  if ('status' in result && result.status === 'second_factor') {
    (await cookies()).set(SECOND_STEP_COOKIE, result.challenge, {
      httpOnly: true,
      secure: secureCookie,
      sameSite: 'strict',
      path: '/',
      maxAge: SECOND_STEP_MAX_AGE_SECONDS,
    });
    throw new SecondStepSignin(result.methods);
  }
  return { ...result.user, sessionToken: result.token };
}

/** A credential sent as JSON text, or null when it is not JSON. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret,
  trustHost: true,
  useSecureCookies: secureCookie,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: '/login' },
  logger: {
    // A wrong password is an answer, not a server error.
    error: (error) => {
      if (error.name !== 'CredentialsSignin')
        services.log.error('auth error', { error: String(error) });
    },
    warn: (code) => services.log.info('auth warning', { code }),
  },
  providers: [
    Credentials({
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      authorize: (credentials, request) =>
        signedInUser(request, (caller) =>
          caller.auth.login({
            email: typeof credentials.email === 'string' ? credentials.email : '',
            password: typeof credentials.password === 'string' ? credentials.password : '',
          }),
        ),
    }),
    // A passkey alone: the browser's WebAuthn answer (JSON) to the options of auth.passkeyOptions.
    Credentials({
      id: 'passkey',
      name: 'Passkey',
      credentials: { response: { type: 'text' } },
      authorize: (credentials, request) => {
        const input = passkeySignInInput.safeParse({
          response: parsedJson(credentials.response),
        });
        if (!input.success) return null;
        return signedInUser(request, (caller) => caller.auth.passkeyLogin(input.data));
      },
    }),
    // The second step of a password sign-in: the challenge cookie and a code or a passkey's
    // answer (JSON) to the options of `secondStepPasskeyOptions`.
    Credentials({
      id: 'second-step',
      name: 'Second step',
      credentials: { code: { type: 'text' }, passkey: { type: 'text' } },
      authorize: async (credentials, request) => {
        const jar = await cookies();
        const challenge = jar.get(SECOND_STEP_COOKIE)?.value;
        // The cookie lives as long as the challenge: without it, the sign-in has expired.
        if (!challenge) throw new SecondStepExpiredSignin();
        const input = secondStepInput.safeParse({
          challenge,
          ...(credentials.passkey === undefined
            ? { code: credentials.code }
            : { passkey: parsedJson(credentials.passkey) }),
        });
        if (!input.success) return null;
        const user = await signedInUser(request, (caller) =>
          caller.auth.loginSecondStep(input.data),
        );
        if (user) jar.delete(SECOND_STEP_COOKIE);
        return user;
      },
    }),
  ],
  callbacks: {
    // Any redirect next-auth makes (its sign-in page, sign-out) follows the login page's rule.
    redirect: ({ url, baseUrl }) => new URL(safeCallbackUrl(url, baseUrl), baseUrl).toString(),
    async jwt({ token, user }) {
      if (user?.sessionToken) {
        token.sessionToken = user.sessionToken;
        return token;
      }
      // Every read checks the server-side session: a revoked or expired one ends the session.
      const resolved = token.sessionToken
        ? await currentSession(services, token.sessionToken)
        : null;
      if (!resolved) return null;
      token.name = resolved.user.name;
      token.email = resolved.user.email;
      token.sub = resolved.user.id;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      return session;
    },
  },
  events: {
    async signOut(message) {
      const sessionToken = 'token' in message ? message.token?.sessionToken : undefined;
      if (sessionToken) await endSession(services, sessionToken);
    },
  },
});

/**
 * The WebAuthn options of a passkey answering the second step of this browser's sign-in (its
 * challenge waits in the httpOnly cookie). An error's message is the user's to read.
 */
export async function secondStepPasskeyOptions() {
  const challenge = (await cookies()).get(SECOND_STEP_COOKIE)?.value;
  if (!challenge) throw new SecondStepExpiredSignin();
  const caller = await signInCaller(await headers());
  return caller.auth.loginSecondStepOptions({ challenge });
}

/** The session token inside the request's next-auth cookie, for the tRPC context. */
export async function sessionTokenOf(request: Request): Promise<string | null> {
  const jwt = await getToken({ req: request, secret, secureCookie });
  return jwt?.sessionToken ?? null;
}

/**
 * Whether the request carries a live dashboard session: a cookie whose server-side session is
 * still valid (not ended by logout, a password reset or expiry).
 */
export async function hasStaffSession(request: Request): Promise<boolean> {
  const token = await sessionTokenOf(request);
  return token !== null && (await currentSession(services, token)) !== null;
}
