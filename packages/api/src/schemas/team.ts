/** Wire shape of the users on the Team page and of an invitation link. */
import { z } from 'zod';

import { isoDate } from './common';

export const TEAM_MEMBER_STATUSES = ['active', 'invited'] as const;

export const teamMemberOutput = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** 'invited' until the user has chosen a password through the invitation link. */
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** The user the call was made as. */
  is_you: z.boolean(),
  created_at: isoDate,
  joined_at: isoDate.nullable(),
  /** When the user last signed in, while any of their sessions or tokens is still kept. */
  last_sign_in_at: isoDate.nullable(),
  /** When the newest invitation link ends (possibly already past); null once joined. */
  invitation_expires_at: isoDate.nullable(),
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
}

export function toTeamMemberOutput(row: TeamMemberRow, currentUserId: string): TeamMember {
  const invitation = row.joinedAt ? undefined : row.passwordResetTokens[0];
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.joinedAt ? 'active' : 'invited',
    is_you: row.id === currentUserId,
    created_at: row.createdAt.toISOString(),
    joined_at: row.joinedAt?.toISOString() ?? null,
    last_sign_in_at: row.authTokens[0]?.createdAt.toISOString() ?? null,
    invitation_expires_at: invitation?.expiresAt.toISOString() ?? null,
  };
}
