'use client';

/**
 * The save that an entity's add page (a create) and its edit dialog (an update of the stored
 * entity) share: 'Banner created successfully' / 'Failed to update banner' and so on, and the
 * lists that show the entity fetched again.
 */
import { MESSAGES } from '@kasar/api/messages';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { useFormSave, type FormSaveOptions } from './use-form-save';

type Client = ReturnType<typeof useTRPCClient>;

/**
 * What differs between the entities: the lists a save changes (a project also changes its
 * service's project count) and whether the failure text asks to try again.
 */
const ENTITIES = {
  banner: { lists: ['banners'], tryAgain: false },
  service: { lists: ['services'], tryAgain: false },
  project: { lists: ['projects', 'services'], tryAgain: true },
} as const;

/**
 * `send` creates (without `id`) or updates the entity with the form's valid values; `onSaved`
 * follows a save (back to the list, or closing the dialog).
 */
export function useEntitySave<TFieldValues extends FieldValues, TOutput, TData>(
  entity: keyof typeof ENTITIES,
  form: UseFormReturn<TFieldValues, unknown, TOutput>,
  stored: { id: string } | undefined,
  onSaved: () => void,
  send: (client: Client, data: TOutput, id?: string) => Promise<TData>,
  options?: Pick<FormSaveOptions<TOutput, TData>, 'fieldOf'>,
) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { lists, tryAgain } = ENTITIES[entity];
  const verb = stored ? 'update' : 'create';
  return useFormSave(form, {
    ...options,
    save: (data) => send(client, data, stored?.id),
    saved: stored ? MESSAGES[`${entity}Updated` as const] : MESSAGES[`${entity}Created` as const],
    refetch: lists.map((list) => trpc[list].pathKey()),
    failure: `Failed to ${verb} ${entity}${tryAgain ? '. Please try again.' : ''}`,
    onSaved,
  });
}
