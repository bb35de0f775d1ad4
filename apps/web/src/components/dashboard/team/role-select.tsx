'use client';

/**
 * The Role select of the invite and Change role dialogs: every role from roles.list, the Owner
 * role only for those who may edit roles (an Owner), since only an Owner may make one.
 */
import { Select } from '@kasar/ui';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { useCan } from '../permissions';
import type { BoundField } from '../use-dashboard-form';

export function RoleSelect({ field }: { field: BoundField<'role_id'> }) {
  const trpc = useTRPC();
  const roles = useQuery(trpc.roles.list.queryOptions());
  const mayMakeOwners = useCan('roles.edit');
  const options = (roles.data ?? [])
    .filter((role) => role.id !== 'owner' || mayMakeOwners)
    .map((role) => ({ value: role.id, label: role.name }));
  return (
    <Select
      // An uncontrolled select cannot pick an option that is not there yet: it mounts again
      // once the roles arrive, and react-hook-form selects the chosen one.
      key={roles.isSuccess ? 'roles' : 'no-roles'}
      label="Role"
      required
      options={options}
      {...field}
      error={field.error ?? (roles.isError ? 'Failed to load the roles' : undefined)}
    />
  );
}
