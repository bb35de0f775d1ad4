/** What every procedure receives: the services it may use and who is calling. */
import type { Database } from '@kasar/db';

import { resolveAuthToken, type AuthenticatedUser } from './auth/tokens';
import type { Mailer } from './mail';
import type { PublicDataTag } from './revalidation';
import type { FileStorage } from './storage';

export interface Logger {
  info(message: string, meta?: Record<string, unknown>): void;
  error(message: string, meta?: Record<string, unknown>): void;
}

/** Long-lived dependencies, created once per process (or per test). */
export interface ApiServices {
  db: Database;
  storage: FileStorage;
  mailer: Mailer;
  /** Public base URL, for links in e-mails. */
  appUrl: string;
  /** Tells the web app which public pages must be rebuilt after a change. */
  onPublicDataChange: (tags: PublicDataTag[]) => void | Promise<void>;
  log: Logger;
  now: () => Date;
}

export interface RequestMeta {
  /** The caller's network address (socket, or X-Forwarded-For behind a trusted proxy). */
  clientAddress: string;
  /** 'web': the Next app with its session cookie; 'rest': /api/v1 with bearer tokens. */
  channel: 'web' | 'rest';
  /** The bearer token or the session token from the next-auth cookie, if one was sent. */
  authToken?: string | null;
}

export interface Context extends ApiServices {
  clientAddress: string;
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
    channel: meta.channel,
    user: resolved?.user ?? null,
    authTokenId: resolved?.tokenId ?? null,
    invalidToken: Boolean(meta.authToken) && !resolved,
  };
}
