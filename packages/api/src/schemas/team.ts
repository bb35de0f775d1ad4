/** Wire shape of the users on the Team page and of an invitation link. */
import { z } from 'zod';

import { isoDate } from './common';

export const TEAM_MEMBER_STATUSES = ['active', 'invited', 'invitation_expired'] as const;

export const teamMemberOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /**
   * 'active' once the user has chosen a password through their invitation link; until then
   * 'invited', or 'invitation_expired' when the newest link has ended (resend one).
   */
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The user the call was made as. */
  is_you: z.boolean(),
  created_at: isoDate,
  joined_at: isoDate.nullable(),
  /** When the user last signed in, while any of their sessions or tokens is still kept. */
  last_sign_in_at: isoDate.nullable(),
  /** When the newest invitation link ends (possibly already past); null once joined. */
  invitation_expires_at: isoDate.nullable(),
  /**
   * Whether the user has a second factor (authenticator codes, or a passkey): what
   * 'Reset two-factor' removes.
   */
  two_factor: z.boolean(),
  /** What the user may do (docs/roles.md). */
  role: z.object({ id: z.string(), name: z.string() }),
});
export type TeamMember = z.infer<typeof teamMemberOutput>;

export const ownAccountOutput = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const invitationOutput = z.object({
  name: z.string(),
  email: z.string(),
  expires_at: isoDate,
});

interface TeamMemberRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  joinedAt: Date | null;
  authTokens: { createdAt: Date }[];
  passwordResetTokens: { expiresAt: Date }[];
  totpEnabledAt: Date | null;
  role: { id: string; name: string };
  _count: { passkeys: number };
}

export function toTeamMemberOutput(
  row: TeamMemberRow,
  currentUserId: string,
  now: Date,
): TeamMember {
  const invitation = row.joinedAt ? undefined : row.passwordResetTokens[0];
  const status = row.joinedAt
    ? 'active'
    : invitation && invitation.expiresAt > now
      ? 'invited'
      : 'invitation_expired';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status,
    is_you: row.id === currentUserId,
    created_at: row.createdAt.toISOString(),
    joined_at: row.joinedAt?.toISOString() ?? null,
    last_sign_in_at: row.authTokens[0]?.createdAt.toISOString() ?? null,
    invitation_expires_at: invitation?.expiresAt.toISOString() ?? null,
    two_factor: row.totpEnabledAt !== null || row._count.passkeys > 0,
    role: row.role,
  };
}
