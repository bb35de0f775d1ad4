/** What every procedure receives: the services it may use and who is calling. */
import { resolveAuthToken, type AuthenticatedUser } from './auth/tokens';
import type { ApiServices } from './services';

export type { ApiServices };

export interface RequestMeta {
  /** The caller's network address (socket, or X-Forwarded-For behind a trusted proxy). */
  clientAddress: string;
  /** 'web': the Next app with its session cookie; 'rest': /api/v1 with bearer tokens. */
  channel: 'web' | 'rest';
  /** The caller's User-Agent header, recorded with security events. */
  userAgent?: string | null;
  /** The bearer token or the session token from the next-auth cookie, if one was sent. */
  authToken?: string | null;
}

export interface Context extends ApiServices {
  clientAddress: string;
  userAgent: string | null;
  channel: RequestMeta['channel'];
  user: AuthenticatedUser | null;
  authTokenId: string | null;
  /** A token was sent but is unknown, expired or revoked. */
  invalidToken: boolean;
}

export async function createContext(services: ApiServices, meta: RequestMeta): Promise<Context> {
  const resolved = meta.authToken
    ? await resolveAuthToken(services.db, meta.authToken, services.now())
    : null;
  return {
    ...services,
    clientAddress: meta.clientAddress,
    userAgent: meta.userAgent ?? null,
    channel: meta.channel,
    user: resolved?.user ?? null,
    authTokenId: resolved?.tokenId ?? null,
    invalidToken: Boolean(meta.authToken) && !resolved,
  };
}
