'use client';

/** The Team page's two small forms in a dialog: inviting a user, and changing one's own name. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import {
  inviteUserInput,
  updateOwnNameInput,
  type InviteUserData,
  type UpdateOwnNameData,
} from '@kasar/validators';
import { TextField } from '@kasar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { showServerErrors, submitErrorOf } from '../errors';
import { EditDialog } from '../edit-dialog';
import { useDashboardForm } from '../use-dashboard-form';

type TeamMember = RouterOutputs['team']['list'][number];

export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invite = useMutation(trpc.team.invite.mutationOptions());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDashboardForm({
    resolver: zodResolver(inviteUserInput),
    defaultValues: { name: '', email: '' },
  });
  const onValid = (data: InviteUserData) =>
    invite.mutate(data, {
      onSuccess: (member) => {
        toast.success(`${MESSAGES.invitationSent} to ${member.email}`);
        void queryClient.invalidateQueries({ queryKey: trpc.team.list.queryKey() });
        onClose();
      },
      onError: (error) =>
        showServerErrors(setError, error, submitErrorOf(error, 'Failed to send the invitation')),
    });
  return (
    <EditDialog
      title="Invite User"
      submitLabel="Send Invitation"
      savingLabel="Sending..."
      saving={invite.isPending}
      size="md"
      submitError={errors.root?.server?.message}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <p className="text-sm text-ink-600">
        They get an e-mail with a link to choose their password. The link works once, for 48 hours.
      </p>
      <TextField label="Name" required error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
    </EditDialog>
  );
}

export function EditOwnNameDialog({ me, onClose }: { me: TeamMember; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const update = useMutation(trpc.team.updateOwnName.mutationOptions());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useDashboardForm({
    resolver: zodResolver(updateOwnNameInput),
    defaultValues: { name: me.name },
  });
  const onValid = (data: UpdateOwnNameData) =>
    update.mutate(data, {
      onSuccess: () => {
        toast.success(MESSAGES.ownNameUpdated);
        void queryClient.invalidateQueries({ queryKey: trpc.team.list.queryKey() });
        // The header shows the name from the session, read again on the server.
        router.refresh();
        onClose();
      },
      onError: (error) =>
        showServerErrors(setError, error, submitErrorOf(error, 'Failed to update your name')),
    });
  return (
    <EditDialog
      title="Edit Your Name"
      submitLabel="Save Name"
      savingLabel="Saving..."
      saving={update.isPending}
      size="md"
      submitError={errors.root?.server?.message}
      onSubmit={handleSubmit(onValid)}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
    </EditDialog>
  );
}
