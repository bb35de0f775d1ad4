'use client';

/**
 * An Owner's custom role in a dialog: a new one copied from another role (its rights, description
 * and two-factor rule pre-filled), or an existing one edited; name, description, the rights
 * matrix, the services it is limited to and 'Require two-factor sign-in for this role'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { roleCreateInput } from '@kasar/validators';
import { Checkbox, TextArea, TextField } from '@kasar/ui';
import { useController } from 'react-hook-form';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';
import { PermissionMatrix } from './permission-matrix';
import { ServiceLimitField } from './service-limit-field';

type Role = RouterOutputs['roles']['list'][number];
type Catalogue = RouterOutputs['roles']['catalogue'];

/** A new role's name, made from the one it copies (the form's 60-character limit kept). */
function copyName(role: Role) {
  return `${role.name} (copy)`.slice(0, 60);
}

export function RoleDialog({
  copyOf,
  editing,
  catalogue,
  onClose,
}: {
  /** The role a new one starts from ('Copy'); null when editing. */
  copyOf: Role | null;
  /** The custom role edited; null for a new one. */
  editing: Role | null;
  catalogue: Catalogue;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const start = editing ?? copyOf;
  const form = useDashboardForm({
    resolver: zodResolver(roleCreateInput),
    defaultValues: {
      name: editing ? editing.name : copyOf ? copyName(copyOf) : '',
      description: start?.description ?? '',
      permissions: start ? [...start.permissions] : [],
      require_two_factor: start?.require_two_factor ?? false,
      service_ids: start ? [...start.service_ids] : [],
      based_on: editing ? editing.based_on : (copyOf?.id ?? null),
    },
  });
  const serviceIds = useController({ control: form.control, name: 'service_ids' });
  const save = useFormSave(form, {
    save: (data) =>
      editing
        ? client.roles.update.mutate({
            id: editing.id,
            name: data.name,
            description: data.description,
            permissions: data.permissions,
            require_two_factor: data.require_two_factor,
            service_ids: data.service_ids,
          })
        : client.roles.create.mutate(data),
    saved: editing ? MESSAGES.roleUpdated : MESSAGES.roleCreated,
    refetch: [trpc.roles.list.queryKey()],
    failure: editing ? 'Failed to update the role' : 'Failed to create the role',
    onSaved: onClose,
  });
  return (
    <EditDialog
      title={editing ? `Edit Role: ${editing.name}` : 'New Role'}
      submitLabel={editing ? 'Update Role' : 'Create Role'}
      savingLabel="Saving..."
      save={save}
      onClose={onClose}
    >
      {copyOf ? (
        <p className="text-sm text-ink-600">
          Starts from {copyOf.name}: change its rights below. Presets stay as they are.
        </p>
      ) : null}
      <TextField label="Name" required {...fieldProps(form, 'name')} />
      <TextArea label="Description" rows={2} {...fieldProps(form, 'description')} />
      <PermissionMatrix
        catalogue={catalogue}
        field={form.register('permissions')}
        error={form.formState.errors.permissions?.message}
      />
      <ServiceLimitField
        chosen={serviceIds.field.value ?? []}
        onChange={serviceIds.field.onChange}
      />
      <Checkbox
        label="Require two-factor sign-in for this role"
        {...form.register('require_two_factor')}
      />
    </EditDialog>
  );
}
