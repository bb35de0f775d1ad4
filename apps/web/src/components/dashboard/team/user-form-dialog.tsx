'use client';

/**
 * The Team page's small forms in a dialog: inviting a user, changing a user's role, and changing
 * one's own name.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { inviteUserInput, setUserRoleInput, updateOwnNameInput } from '@kasar/validators';
import { TextField } from '@kasar/ui';
import { useRouter } from 'next/navigation';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { useFormSave } from '../use-form-save';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { RoleSelect } from './role-select';

type TeamMember = RouterOutputs['team']['list'][number];

export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(inviteUserInput),
    defaultValues: { name: '', email: '', role_id: 'editor' },
  });
  const save = useFormSave(form, {
    save: (data) => client.team.invite.mutate(data),
    saved: (member) => `${MESSAGES.invitationSent} to ${member.email}`,
    refetch: [trpc.team.list.queryKey()],
    failure: 'Failed to send the invitation',
    onSaved: onClose,
  });
  return (
    <EditDialog
      title="Invite User"
      submitLabel="Send Invitation"
      savingLabel="Sending..."
      size="md"
      save={save}
      onClose={onClose}
    >
      <p className="text-sm text-ink-600">
        They get an e-mail with a link to choose their password. The link works once, for 48 hours.
      </p>
      <TextField label="Name" required {...fieldProps(form, 'name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        required
        {...fieldProps(form, 'email')}
      />
      <RoleSelect field={fieldProps(form, 'role_id')} />
    </EditDialog>
  );
}

/** 'Change role' (Owners): the member's sessions and tokens have the new role at their next request. */
export function ChangeRoleDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(setUserRoleInput),
    defaultValues: { id: member.id, role_id: member.role.id },
  });
  const save = useFormSave(form, {
    save: (data) => client.team.setRole.mutate(data),
    saved: (result) => `${MESSAGES.roleChanged}: ${member.name} is now ${result.role.name}`,
    refetch: [trpc.team.list.queryKey(), trpc.roles.list.queryKey()],
    failure: 'Failed to change the role',
    onSaved: onClose,
  });
  return (
    <EditDialog
      title="Change Role"
      submitLabel="Change Role"
      savingLabel="Saving..."
      size="md"
      save={save}
      onClose={onClose}
    >
      <p className="text-sm text-ink-600">
        What {member.name} ({member.email}) may do. The new role applies at their next request, on
        every device they are signed in on.
      </p>
      <RoleSelect field={fieldProps(form, 'role_id')} />
    </EditDialog>
  );
}

export function EditOwnNameDialog({ me, onClose }: { me: TeamMember; onClose: () => void }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const router = useRouter();
  const form = useDashboardForm({
    resolver: zodResolver(updateOwnNameInput),
    defaultValues: { name: me.name },
  });
  const save = useFormSave(form, {
    save: (data) => client.team.updateOwnName.mutate(data),
    saved: MESSAGES.ownNameUpdated,
    refetch: [trpc.team.list.queryKey()],
    failure: 'Failed to update your name',
    onSaved: () => {
      // The header shows the name from the session, read again on the server.
      router.refresh();
      onClose();
    },
  });
  return (
    <EditDialog
      title="Edit Your Name"
      submitLabel="Save Name"
      savingLabel="Saving..."
      size="md"
      save={save}
      onClose={onClose}
    >
      <TextField label="Name" required autoComplete="name" {...fieldProps(form, 'name')} />
    </EditDialog>
  );
}
