/** Staff accounts: inviting a user, the invitation link, and one's own name. */
import { z } from 'zod';

import { accountEmail } from './auth';
import { maxLength, minLength, text } from './common';
import { TEXT_LIMITS, TEXT_MINIMUMS } from './limits';
import { roleId } from './roles';

export const teamMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters long',
  nameTooLong: 'Name must not exceed 255 characters',
  emailTaken: 'A user with this email already exists',
  invitationTokenMissing: 'Invitation token is missing',
} as const;

const userName = text({
  required: teamMessages.nameRequired,
  rules: [
    minLength(TEXT_MINIMUMS.userName, teamMessages.nameTooShort),
    maxLength(TEXT_LIMITS.name, teamMessages.nameTooLong),
  ],
});

/** The invitee's role: 'editor' when none is named (docs/roles.md). */
export const inviteUserInput = z.object({
  name: userName,
  email: accountEmail,
  role_id: roleId.default('editor'),
});

export const updateOwnNameInput = z.object({ name: userName });

/** The secret of an invitation link, as the set-password page reads it. */
export const invitationTokenInput = z.object({
  token: text({ required: teamMessages.invitationTokenMissing }),
});

export type InviteUserData = z.output<typeof inviteUserInput>;
export type UpdateOwnNameData = z.output<typeof updateOwnNameInput>;
