'use client';

/**
 * The Roles screen (docs/roles.md): the five presets with their descriptions and rights, then the
 * custom roles. Everyone who sees the Team reads it; an Owner also copies a role into a new custom
 * one, edits and deletes custom roles and requires two-factor sign-in of a role, each after a fresh
 * proof of who is asking ('Confirm it’s you').
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { DeleteConfirm } from '../delete-confirm';
import { errorMessage } from '../errors';
import { QueryStates } from '../list-states';
import { withToasts } from '../mutation-toasts';
import { PageHeader } from '../page-header';
import { useCan } from '../permissions';
import { useConfirmIdentity } from '../security/confirm-identity';
import { RoleCard, type RoleCardActions } from './role-card';
import { RoleDialog } from './role-dialog';

type Role = RouterOutputs['roles']['list'][number];
type Catalogue = RouterOutputs['roles']['catalogue'];

type Dialog =
  | { kind: 'copy'; role: Role }
  | { kind: 'edit'; role: Role }
  | { kind: 'delete'; role: Role }
  | null;

/** A titled list of role cards; `empty` in its place when there is none. */
function RoleSection({
  id,
  title,
  roles,
  catalogue,
  actionsFor,
  empty,
}: {
  id: string;
  title: string;
  roles: Role[];
  catalogue: Catalogue;
  actionsFor: (role: Role) => RoleCardActions | null;
  empty?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {roles.length === 0 && empty ? <p className="text-sm text-ink-600">{empty}</p> : null}
      {roles.map((role) => (
        <RoleCard key={role.id} role={role} catalogue={catalogue} actions={actionsFor(role)} />
      ))}
    </section>
  );
}

export function RolesScreen() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const roles = useQuery(trpc.roles.list.queryOptions());
  const catalogue = useQuery(trpc.roles.catalogue.queryOptions());
  const mayEdit = useCan('roles.edit');
  const confirmThen = useConfirmIdentity();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: trpc.roles.list.queryKey() });

  const twoFactor = useMutation(trpc.roles.setTwoFactorRequired.mutationOptions());
  const remove = useMutation(trpc.roles.delete.mutationOptions());
  const viewAs = useMutation(
    trpc.roles.viewAs.mutationOptions({
      // The menu, the screens and their buttons come from the server: load the dashboard anew.
      onSuccess: () => window.location.assign('/dashboard'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to view as this role')),
    }),
  );

  const actionsFor = (role: Role): RoleCardActions | null =>
    mayEdit
      ? {
          onCopy: () => void confirmThen(() => setDialog({ kind: 'copy', role })),
          onViewAs: () => viewAs.mutate({ role_id: role.id }),
          onEdit: () => void confirmThen(() => setDialog({ kind: 'edit', role })),
          onDelete: () => setDialog({ kind: 'delete', role }),
          onTwoFactorChange: (required) =>
            void confirmThen(() =>
              twoFactor.mutate(
                { id: role.id, required },
                withToasts(MESSAGES.roleUpdated, 'Failed to change the role', refresh),
              ),
            ),
          changingTwoFactor: twoFactor.isPending && twoFactor.variables.id === role.id,
        }
      : null;

  const presets = roles.data?.filter((role) => role.preset) ?? [];
  const custom = roles.data?.filter((role) => !role.preset) ?? [];
  return (
    <>
      <PageHeader
        title="Roles"
        description={
          mayEdit
            ? 'What each role may do. The presets are fixed: copy one to make a role of your own. A change reaches everyone who has the role at their next request.'
            : 'What each role may do. Only an Owner changes roles.'
        }
      />
      <QueryStates query={roles} loading="Loading roles..." failed="Failed to load the roles" />
      <QueryStates
        query={catalogue}
        loading="Loading rights..."
        failed="Failed to load the rights"
      />
      {roles.isSuccess && catalogue.isSuccess ? (
        <div className="space-y-8">
          <RoleSection
            id="preset-roles"
            title="Preset roles"
            roles={presets}
            catalogue={catalogue.data}
            actionsFor={actionsFor}
          />
          <RoleSection
            id="custom-roles"
            title="Custom roles"
            roles={custom}
            catalogue={catalogue.data}
            actionsFor={actionsFor}
            empty={`No custom roles yet.${mayEdit ? ' Copy a preset to make one.' : ''}`}
          />
        </div>
      ) : null}
      {catalogue.isSuccess && (dialog?.kind === 'copy' || dialog?.kind === 'edit') ? (
        <RoleDialog
          key={`${dialog.kind}-${dialog.role.id}`}
          copyOf={dialog.kind === 'copy' ? dialog.role : null}
          editing={dialog.kind === 'edit' ? dialog.role : null}
          catalogue={catalogue.data}
          onClose={close}
        />
      ) : null}
      <DeleteConfirm
        item={dialog?.kind === 'delete' ? dialog.role : null}
        title="Delete Role"
        onClose={close}
        busy={remove.isPending}
        onConfirm={(role) =>
          void confirmThen(() =>
            remove.mutate(
              { id: role.id },
              withToasts(MESSAGES.roleDeleted, 'Failed to delete the role', () => {
                close();
                refresh();
              }),
            ),
          )
        }
      >
        {(role) => <>Delete the role &ldquo;{role.name}&rdquo;? Nobody has it.</>}
      </DeleteConfirm>
    </>
  );
}
