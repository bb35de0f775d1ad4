/**
 * The Security screen's sessions: the account's dashboard sessions and bearer tokens, ending one
 * or all the others, and the e-mail a sign-in from a new device or browser sends.
 *
 * Sessions live in PostgreSQL (auth_tokens, only the SHA-256 of the secret): every request on
 * every instance looks its token up there (`resolveAuthToken`), so a deleted row ends the session
 * at its next request wherever it arrives. Nothing caches a session.
 */
import { AuthTokenKind } from '@kasar/db';
import Bowser from 'bowser';

import type { SignInClient } from '../auth/tokens';
import type { RecordAudit } from '../audit';
import { notFound } from '../errors';
import { newDeviceSignInMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import type { ApiServices } from '../services';

/**
 * A User-Agent as people name their device: 'Chrome on Linux', 'Safari on iOS (mobile)'. No
 * versions: a browser update is the same device. A client that is not a browser (curl, a
 * script) is named by its first product token ('curl'); no User-Agent at all is 'Unknown client'.
 */
export function deviceOf(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return 'Unknown client';
  const parsed = Bowser.parse(agent);
  const product = /^[^\s/]+/.exec(agent)?.[0] ?? agent;
  const browser = parsed.browser.name || product;
  const system = parsed.os.name;
  const platform = parsed.platform.type;
  const kind = platform === 'mobile' || platform === 'tablet' ? ` (${platform})` : '';
  return (system ? `${browser} on ${system}${kind}` : browser).slice(0, 200);
}

/**
 * Records the device of a sign-in and mails the account holder when it is new: a device (see
 * `deviceOf`) the account has not signed in from before, while it already has one it has. The
 * first device an account signs in from is learned without a mail (an account's first sign-in,
 * or its first after this feature arrived, has nothing to compare with). Never throws: a failure
 * is logged and the sign-in goes on.
 */
export async function noteSignInDevice(
  deps: ApiServices,
  user: { id: string; name: string; email: string },
  client: SignInClient,
) {
  try {
    const device = deviceOf(client.userAgent);
    const now = deps.now();
    const known = await deps.db.knownDevice.count({ where: { userId: user.id } });
    const added = await deps.db.knownDevice.createMany({
      data: [{ userId: user.id, device, firstSeenAt: now }],
      skipDuplicates: true,
    });
    if (added.count === 0 || known === 0) return;
    const mail = newDeviceSignInMail({
      name: user.name,
      device,
      address: client.address,
      at: now,
      securityUrl: `${deps.appUrl}/dashboard/security`,
    });
    void deps.mailer.send({ to: user.email, ...mail }).catch((error: unknown) => {
      deps.log.error('new device mail failed', { error: String(error) });
    });
  } catch (error) {
    deps.log.error('new device check failed', { error: String(error) });
  }
}

/** The caller as the session procedures need them: who, and which token made the call. */
export interface SessionCaller {
  user: { id: string; email: string };
  tokenId: string | null;
}

/** The account's live sessions and bearer tokens, the most recently used first. */
export async function listSessions(deps: ApiServices, caller: SessionCaller) {
  const rows = await deps.db.authToken.findMany({
    where: { userId: caller.user.id, expiresAt: { gt: deps.now() } },
    select: {
      id: true,
      kind: true,
      userAgent: true,
      address: true,
      createdAt: true,
      lastUsedAt: true,
      expiresAt: true,
    },
  });
  const lastActive = (row: (typeof rows)[number]) => (row.lastUsedAt ?? row.createdAt).getTime();
  rows.sort((a, b) => lastActive(b) - lastActive(a) || a.id.localeCompare(b.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind === AuthTokenKind.SESSION ? ('session' as const) : ('api_token' as const),
    device: deviceOf(row.userAgent),
    user_agent: row.userAgent,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_used_at: (row.lastUsedAt ?? row.createdAt).toISOString(),
    expires_at: row.expiresAt.toISOString(),
    current: row.id === caller.tokenId,
  }));
}

/**
 * Ends one of the account's sessions or bearer tokens (the current one too: that is signing
 * out). Another account's, or one already ended, is not found.
 */
export async function endOneSession(
  deps: ApiServices & { audit: RecordAudit },
  caller: SessionCaller,
  id: string,
) {
  await deps.db.$transaction(async (tx) => {
    const row = await tx.authToken.findFirst({
      where: { id, userId: caller.user.id },
      select: { id: true, kind: true, userAgent: true },
    });
    if (!row) throw notFound(MESSAGES.sessionNotFound);
    await tx.authToken.delete({ where: { id: row.id } });
    await deps.audit(tx, {
      type: 'auth.session_ended',
      entity: 'user',
      entityId: caller.user.id,
      changes: {
        fields: [],
        values: {
          kind: { to: row.kind === AuthTokenKind.SESSION ? 'session' : 'api_token' },
          device: { to: deviceOf(row.userAgent) },
          current: { to: row.id === caller.tokenId },
        },
      },
    });
  });
  return { message: MESSAGES.sessionEnded };
}

/** Ends every session and bearer token of the account except the one making the call. */
export async function endOtherSessions(
  deps: ApiServices & { audit: RecordAudit },
  caller: SessionCaller,
) {
  const ended = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.authToken.deleteMany({
      where: { userId: caller.user.id, ...(caller.tokenId ? { id: { not: caller.tokenId } } : {}) },
    });
    await deps.audit(tx, {
      type: 'auth.other_sessions_ended',
      entity: 'user',
      entityId: caller.user.id,
      changes: { fields: [], values: { sessions_ended: { to: count } } },
    });
    return count;
  });
  return { message: MESSAGES.otherSessionsEnded, ended };
}
