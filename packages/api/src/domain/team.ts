/**
 * Staff accounts: the team list, invitations by e-mail (a single-use link to choose a password),
 * removing a user, and one's own name.
 */
import { PasswordTokenKind, type Prisma } from '@kasar/db';
import {
  teamMessages,
  type InviteUserData,
  type ResetPasswordData,
  type UpdateOwnNameData,
} from '@kasar/validators';
import { TRPCError } from '@trpc/server';

import { hashPassword } from '../auth/password';
import {
  hashSecret,
  INVITE_TOKEN_TTL_MS,
  issuePasswordToken,
  newSecret,
  type AuthenticatedUser,
} from '../auth/tokens';
import { assertMayManageOwner, lockOwners, wouldLeaveNoOwner } from './roles';
import { REQUIRE_TWO_FACTOR_GRACE_SIGN_INS } from './two-factor';
import { isUniqueViolation } from '../db-errors';
import { invalidField, notFound, sessionEnded } from '../errors';
import { invitationMail } from '../mail/templates';
import { MESSAGES } from '../messages';
import { toTeamMemberOutput } from '../schemas/team';
import type { ApiServices, AuditedServices } from '../services';

const normalEmail = (email: string) => email.trim().toLowerCase();

/** An event about a user account: who it is (its e-mail as the label) and which fields it set. */
function userEvent(
  type: 'user.invite' | 'user.invitation_resent' | 'user.remove' | 'user.update' | 'user.join',
  user: { id: string; email: string },
  fields: string[],
) {
  return {
    type,
    entity: 'user',
    entityId: user.id,
    entityLabel: user.email,
    changes: { fields, values: {} },
  };
}

/** What the team list shows of each user: their newest sign-in and invitation. */
const teamMemberSelect = {
  id: true,
  name: true,
  email: true,
  createdAt: true,
  joinedAt: true,
  totpEnabledAt: true,
  role: { select: { id: true, name: true } },
  _count: { select: { passkeys: true } },
  authTokens: { select: { createdAt: true }, orderBy: { createdAt: 'desc' }, take: 1 },
  passwordResetTokens: {
    where: { kind: PasswordTokenKind.INVITE, usedAt: null },
    select: { expiresAt: true },
    orderBy: { expiresAt: 'desc' },
    take: 1,
  },
} satisfies Prisma.UserSelect;

/** Every user, members first then pending invitations, each group oldest first. */
export async function listTeam(deps: ApiServices, currentUserId: string) {
  const rows = await deps.db.user.findMany({
    select: teamMemberSelect,
    orderBy: [{ joinedAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }],
  });
  const now = deps.now();
  return rows.map((row) => toTeamMemberOutput(row, currentUserId, now));
}

async function teamMember(deps: ApiServices, id: string, currentUserId: string) {
  const row = await deps.db.user.findUnique({ where: { id }, select: teamMemberSelect });
  if (!row) throw notFound(MESSAGES.userNotFound);
  return toTeamMemberOutput(row, currentUserId, deps.now());
}

/**
 * Mails an invitation link. Awaited, unlike a reset mail: the inviter is told when it could not
 * be sent, and the invitation stays so it can be sent again.
 */
async function mailInvitation(
  deps: ApiServices,
  invitee: { name: string; email: string },
  inviter: AuthenticatedUser,
  secret: string,
) {
  const mail = invitationMail({
    name: invitee.name,
    invitedBy: inviter.name,
    siteUrl: deps.appUrl,
    acceptUrl: `${deps.appUrl}/set-password?token=${encodeURIComponent(secret)}`,
    expiresInHours: INVITE_TOKEN_TTL_MS / 3_600_000,
  });
  try {
    await deps.mailer.send({ to: invitee.email, ...mail });
  } catch (error) {
    deps.log.error('invitation mail failed', { error: String(error) });
    throw new TRPCError({ code: 'BAD_GATEWAY', message: MESSAGES.invitationMailFailed });
  }
}

/**
 * Creates a user who cannot sign in yet and mails them a link to choose their password. Their
 * password hash until then is that of a random secret nobody knows, so sign-in refuses them
 * exactly as it refuses a wrong password.
 */
export async function inviteUser(
  deps: AuditedServices,
  inviter: AuthenticatedUser,
  input: InviteUserData,
) {
  const email = normalEmail(input.email);
  if (!(await deps.db.role.findUnique({ where: { id: input.role_id }, select: { id: true } }))) {
    throw invalidField('role_id', MESSAGES.roleNotFound);
  }
  // Only an Owner makes an Owner, by invitation too.
  assertMayManageOwner(inviter, input.role_id);
  if (await deps.db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw invalidField('email', teamMessages.emailTaken);
  }
  const passwordHash = await hashPassword(newSecret());
  const now = deps.now();
  let invited: { id: string; secret: string };
  try {
    invited = await deps.db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email, passwordHash, joinedAt: null, roleId: input.role_id },
        select: { id: true },
      });
      const secret = await issuePasswordToken(tx, user.id, PasswordTokenKind.INVITE, now);
      await deps.audit(tx, {
        ...userEvent('user.invite', { id: user.id, email }, ['name', 'email', 'role']),
        changes: { fields: ['name', 'email', 'role'], values: { role: { to: input.role_id } } },
      });
      return { id: user.id, secret };
    });
  } catch (error) {
    // Another invitation of the same address committed first.
    if (isUniqueViolation(error, 'email')) throw invalidField('email', teamMessages.emailTaken);
    throw error;
  }
  await mailInvitation(deps, { name: input.name, email }, inviter, invited.secret);
  return teamMember(deps, invited.id, inviter.id);
}

/** A new invitation link for a user who has not joined yet; earlier links stop working. */
export async function resendInvitation(
  deps: AuditedServices,
  inviter: AuthenticatedUser,
  id: string,
) {
  const now = deps.now();
  const { user, secret } = await deps.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id } });
    if (!user) throw notFound(MESSAGES.userNotFound);
    if (user.joinedAt) throw invalidField('id', MESSAGES.alreadyJoined);
    await tx.passwordResetToken.deleteMany({
      where: { userId: id, kind: PasswordTokenKind.INVITE, usedAt: null },
    });
    const secret = await issuePasswordToken(tx, id, PasswordTokenKind.INVITE, now);
    await deps.audit(tx, userEvent('user.invitation_resent', user, []));
    return { user, secret };
  });
  await mailInvitation(deps, user, inviter, secret);
  return teamMember(deps, id, inviter.id);
}

/**
 * Removes a user, or cancels the invitation of one who has not joined. Their sessions, bearer
 * tokens and links go with the row, so their next request is refused. Nobody removes themselves,
 * and a removal never leaves nobody who can sign in: the caller's and the target's rows are
 * locked first, so two users removing each other at once cannot both succeed.
 */
export async function removeUser(deps: AuditedServices, actor: AuthenticatedUser, id: string) {
  const actorId = actor.id;
  if (id === actorId) throw invalidField('id', MESSAGES.cannotRemoveSelf);
  return deps.db.$transaction(async (tx) => {
    // Every Owner's row too: two Owners removing each other at once cannot both succeed.
    const locked = await lockOwners(tx, [actorId, id]);
    const target = locked.find((row) => row.id === id);
    if (!locked.some((row) => row.id === actorId)) {
      // Removed by someone else while this call waited for the lock.
      throw sessionEnded(true);
    }
    if (!target) throw notFound(MESSAGES.userNotFound);
    assertMayManageOwner(actor, target.role_id);
    if (target.joined_at) {
      const others = await tx.user.count({ where: { id: { not: id }, joinedAt: { not: null } } });
      if (others === 0) throw invalidField('id', MESSAGES.cannotRemoveLastUser);
    }
    if (target.role_id === 'owner' && target.joined_at && wouldLeaveNoOwner(locked, id)) {
      throw invalidField('id', MESSAGES.lastOwner);
    }
    const removed = await tx.user.delete({ where: { id } });
    await deps.audit(tx, userEvent('user.remove', removed, []));
    return { message: target.joined_at ? MESSAGES.userRemoved : MESSAGES.invitationCancelled };
  });
}

export async function updateOwnName(
  deps: AuditedServices,
  userId: string,
  input: UpdateOwnNameData,
) {
  return deps.db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    const user = await tx.user.update({
      where: { id: userId },
      data: { name: input.name },
      select: { id: true, name: true, email: true },
    });
    await deps.audit(tx, {
      ...userEvent('user.update', user, ['name']),
      changes: { fields: ['name'], values: { name: { from: before.name, to: user.name } } },
    });
    return user;
  });
}

/** The invitation a link holds while it can still be accepted, or null. */
function usableInvitation(deps: ApiServices, token: string) {
  return deps.db.passwordResetToken.findFirst({
    where: {
      tokenHash: hashSecret(token),
      kind: PasswordTokenKind.INVITE,
      usedAt: null,
      expiresAt: { gt: deps.now() },
      user: { joinedAt: null },
    },
    select: { id: true, expiresAt: true, user: { select: { id: true, name: true, email: true } } },
  });
}

/** Who an invitation link is for, so the set-password page can greet them. */
export async function invitationOf(deps: ApiServices, token: string) {
  const row = await usableInvitation(deps, token);
  if (!row) throw notFound(MESSAGES.invitationInvalid);
  return { name: row.user.name, email: row.user.email, expires_at: row.expiresAt.toISOString() };
}

/**
 * Sets the invited user's password with their link, which works once; from then on they sign in
 * like everyone else. The link is checked before the password is hashed.
 */
export async function acceptInvitation(deps: AuditedServices, input: ResetPasswordData) {
  const invitation = await usableInvitation(deps, input.token);
  if (!invitation) throw invalidField('token', MESSAGES.invitationInvalid);
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.now();
  await deps.db.$transaction(async (tx) => {
    // Conditional updates keep the link single-use even under concurrent requests.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: invitation.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    const joined = await tx.user.updateMany({
      where: { id: invitation.user.id, joinedAt: null },
      // No grace for a newcomer where two-factor is required: their first sign-in leads to the set-up.
      data: {
        passwordHash,
        joinedAt: now,
        signInsWithoutSecondFactor: REQUIRE_TWO_FACTOR_GRACE_SIGN_INS,
      },
    });
    if (claimed.count === 0 || joined.count === 0) {
      throw invalidField('token', MESSAGES.invitationInvalid);
    }
    await tx.passwordResetToken.deleteMany({ where: { userId: invitation.user.id, usedAt: null } });
    await deps.audit(tx, {
      ...userEvent('user.join', invitation.user, ['password']),
      actor: { id: invitation.user.id, email: invitation.user.email },
    });
  });
  return { message: MESSAGES.invitationAccepted };
}
