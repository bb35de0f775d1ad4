'use client';

/** The Team page: every user, invitations to send, resend or cancel, removals, one's own name. */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Button, buttonClasses, ConfirmDialog } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldUser, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { QueryStates } from '../list-states';
import { PageHeader } from '../page-header';
import { useCan } from '../permissions';
import { ROLES_PATH } from '../routes';
import { useConfirmIdentity } from '../security/confirm-identity';
import { RequireTwoFactor } from './require-two-factor';
import { TeamTable } from './team-table';
import { ChangeRoleDialog, EditOwnNameDialog, InviteUserDialog } from './user-form-dialog';

type TeamMember = RouterOutputs['team']['list'][number];

type Dialog =
  | { kind: 'invite' }
  | { kind: 'name'; me: TeamMember }
  | { kind: 'role'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'reset-two-factor'; member: TeamMember };

export function TeamList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useQuery(trpc.team.list.queryOptions());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const mayInvite = useCan('team.create');
  const maySetPolicy = useCan('security_policy.edit');
  const close = () => setDialog(null);
  // Inviting someone, changing a role and resetting a colleague's two-factor open the door to an
  // account: each needs a fresh proof of who is asking.
  const confirmThen = useConfirmIdentity();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.team.list.queryKey() });

  const resend = useMutation(
    trpc.team.resendInvitation.mutationOptions({
      onSuccess: (member) => {
        toast.success(`${MESSAGES.invitationResent} to ${member.email}`);
        void refresh();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to send the invitation')),
    }),
  );
  const remove = useMutation(
    trpc.team.remove.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.message);
        void refresh();
        close();
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to remove the user'));
        close();
      },
    }),
  );

  const resetTwoFactor = useMutation(
    trpc.team.resetTwoFactor.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.message);
        void refresh();
        close();
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to reset two-factor sign-in'));
        close();
      },
    }),
  );

  const removing = dialog?.kind === 'remove' ? dialog.member : null;
  const resetting = dialog?.kind === 'reset-two-factor' ? dialog.member : null;
  const pendingRemoval = removing !== null && removing.status !== 'active';
  return (
    <>
      <PageHeader
        title="Team"
        description="Everyone who can sign in to this dashboard, and the invitations not yet accepted."
        actions={
          <>
            <Link href={ROLES_PATH} className={buttonClasses('secondary')}>
              <ShieldUser size={16} aria-hidden />
              Roles
            </Link>
            {mayInvite ? (
              <Button onClick={() => void confirmThen(() => setDialog({ kind: 'invite' }))}>
                <span className="inline-flex items-center gap-2">
                  <UserPlus size={16} aria-hidden />
                  Invite User
                </span>
              </Button>
            ) : null}
          </>
        }
      />
      {maySetPolicy ? <RequireTwoFactor /> : null}
      <QueryStates query={team} loading="Loading team..." failed="Failed to load the team" />
      {team.isSuccess ? (
        <TeamTable
          members={team.data}
          resending={resend.isPending ? resend.variables.id : null}
          onEditName={(me) => setDialog({ kind: 'name', me })}
          onResend={(member) => void confirmThen(() => resend.mutate({ id: member.id }))}
          onRemove={(member) => setDialog({ kind: 'remove', member })}
          onResetTwoFactor={(member) => setDialog({ kind: 'reset-two-factor', member })}
          onChangeRole={(member) => void confirmThen(() => setDialog({ kind: 'role', member }))}
        />
      ) : null}
      {dialog?.kind === 'invite' ? <InviteUserDialog onClose={close} /> : null}
      {dialog?.kind === 'name' ? <EditOwnNameDialog me={dialog.me} onClose={close} /> : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleDialog key={dialog.member.id} member={dialog.member} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={close}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
        title={pendingRemoval ? 'Cancel Invitation' : 'Remove User'}
        message={
          removing ? (
            pendingRemoval ? (
              <p>
                Cancel the invitation of {removing.name} ({removing.email})? Their link stops
                working at once.
              </p>
            ) : (
              <p>
                Remove {removing.name} ({removing.email})? They are signed out everywhere at once
                and can no longer sign in. This cannot be undone.
              </p>
            )
          ) : null
        }
        confirmLabel={pendingRemoval ? 'Cancel Invitation' : 'Remove'}
        cancelLabel={pendingRemoval ? 'Keep' : 'Cancel'}
        busy={remove.isPending}
        busyLabel="Removing..."
      />
      <ConfirmDialog
        open={resetting !== null}
        onClose={close}
        onConfirm={() => {
          if (resetting) void confirmThen(() => resetTwoFactor.mutate({ id: resetting.id }));
        }}
        title="Reset Two-Factor"
        message={
          resetting ? (
            <p>
              Reset the two-factor sign-in of {resetting.name} ({resetting.email})? Their
              authenticator app, recovery codes and passkeys stop working, they are signed out
              everywhere, and their next sign-in asks for the password alone. They are told by
              e-mail. Do this only when you are sure it is them asking.
            </p>
          ) : null
        }
        confirmLabel="Reset two-factor"
        cancelLabel="Cancel"
        busy={resetTwoFactor.isPending}
        busyLabel="Resetting..."
      />
    </>
  );
}
