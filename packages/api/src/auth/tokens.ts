/**
 * Bearer tokens (REST clients), dashboard session tokens (inside the next-auth cookie) and
 * password tokens (reset and invitation links): random secrets handed out once, stored only as
 * SHA-256 hashes.
 */
import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '@kasar/db';
import { AuthTokenKind, PasswordTokenKind } from '@kasar/db';

import { can, grantOf, type RoleGrant } from '../permissions';

export const AUTH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenKind, number> = {
  [PasswordTokenKind.RESET]: RESET_TOKEN_TTL_MS,
  [PasswordTokenKind.INVITE]: INVITE_TOKEN_TTL_MS,
};
/** lastUsedAt is refreshed at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Where a sign-in came from, kept with its token for the Security screen's list. */
export interface SignInClient {
  address: string;
  userAgent: string | null;
}

/**
 * A token for a sign-in that just happened: the sign-in is its holder's latest proof of who they
 * are (`provedAt`), so the actions that need a fresh proof work for FRESH_PROOF_TTL_MS after it.
 */
export async function issueAuthToken(
  db: Db,
  userId: string,
  kind: AuthTokenKind,
  now = new Date(),
  client?: SignInClient,
  scope: readonly string[] = [],
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + AUTH_TOKEN_TTL_MS);
  const row = await db.authToken.create({
    data: {
      userId,
      kind,
      tokenHash: hashSecret(token),
      expiresAt,
      provedAt: now,
      scope: [...scope],
      userAgent: client?.userAgent?.slice(0, 512) ?? null,
      address: client?.address.slice(0, 64) ?? null,
    },
    select: { id: true },
  });
  return { token, id: row.id, expiresAt };
}

/** A single-use link secret that sets the user's password (reset or invitation). */
export async function issuePasswordToken(
  db: Db,
  userId: string,
  kind: PasswordTokenKind,
  now: Date,
): Promise<string> {
  const secret = newSecret();
  await db.passwordResetToken.create({
    data: {
      userId,
      kind,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[kind]),
    },
  });
  return secret;
}

export interface AuthenticatedUser {
  id: string;
  name: string;
  email: string;
  /**
   * The rights this request has: the user's role as it is now (read with the token on every
   * request, on every instance), narrowed by the token's scope; while an Owner views the
   * dashboard as another role, that role's.
   */
  role: RoleGrant;
  /** The account's own role (scope applied), whatever role its session is viewing as. */
  ownRole: RoleGrant;
  /** 'View as role': the role this session shows, read-only; null normally. */
  viewingAs: { id: string; name: string } | null;
}

export interface ResolvedToken {
  user: AuthenticatedUser;
  tokenId: string;
  kind: AuthTokenKind;
}

/** The user a token belongs to, or null when it is unknown, expired or revoked. */
export async function resolveAuthToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ResolvedToken | null> {
  if (!token || token.length > 200) return null;
  const row = await db.authToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: {
      id: true,
      kind: true,
      expiresAt: true,
      lastUsedAt: true,
      scope: true,
      viewAsRole: {
        select: {
          id: true,
          name: true,
          permissions: true,
          requireTwoFactor: true,
          serviceIds: true,
        },
      },
      user: {
        select: {
          id: true,
          name: true,
          email: true,
          role: {
            select: {
              id: true,
              name: true,
              permissions: true,
              requireTwoFactor: true,
              serviceIds: true,
            },
          },
        },
      },
    },
  });
  if (!row || row.expiresAt <= now) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.authToken
      .updateMany({ where: { id: row.id }, data: { lastUsedAt: now } })
      .catch(() => undefined);
  }
  const { role, ...user } = row.user;
  const ownRole = grantOf(role, row.scope);
  // Only a session of someone who may edit roles views as another; a stale setting is ignored.
  const viewed =
    row.viewAsRole && row.kind === AuthTokenKind.SESSION && can(ownRole, 'roles.edit')
      ? grantOf(row.viewAsRole)
      : null;
  return {
    user: {
      ...user,
      role: viewed ?? ownRole,
      ownRole,
      viewingAs: viewed ? { id: viewed.id, name: viewed.name } : null,
    },
    tokenId: row.id,
    kind: row.kind,
  };
}

export { AuthTokenKind, PasswordTokenKind };
