'use client';

/**
 * Adding or editing a redirect in a dialog: from (a path on this site), to (a path or a full
 * address; none for 410 Gone) and the status. The 404 log opens it with `from` filled in.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { REDIRECT_STATUSES, redirectCreateInput } from '@kasar/validators';
import { Select, TextField } from '@kasar/ui';

import { useTRPC, useTRPCClient } from '~/trpc/react';

import { EditDialog } from '../edit-dialog';
import { fieldProps, useDashboardForm } from '../use-dashboard-form';
import { useFormSave } from '../use-form-save';
import { STATUS_LABELS } from './redirect-filter';

export type Redirect = RouterOutputs['redirects']['list']['data'][number];

const STATUS_OPTIONS = REDIRECT_STATUSES.map((status) => ({
  value: String(status),
  label: STATUS_LABELS[status],
}));

export function RedirectFormDialog({
  redirect,
  from = '',
  onClose,
}: {
  /** The redirect to edit; absent, a new one. */
  redirect?: Redirect;
  /** A new redirect's starting "from" (the 404 log's path). */
  from?: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const form = useDashboardForm({
    resolver: zodResolver(redirectCreateInput),
    defaultValues: {
      from: redirect?.from ?? from,
      to: redirect?.to ?? '',
      status: String(redirect?.status ?? 301),
    },
  });
  const save = useFormSave(form, {
    save: (data) =>
      redirect
        ? client.redirects.update.mutate({ ...data, id: redirect.id })
        : client.redirects.create.mutate(data),
    saved: redirect ? MESSAGES.redirectUpdated : MESSAGES.redirectCreated,
    refetch: [trpc.redirects.pathKey()],
    failure: redirect ? 'Failed to update the redirect' : 'Failed to add the redirect',
    onSaved: onClose,
  });
  return (
    <EditDialog
      title={redirect ? 'Edit Redirect' : 'Add Redirect'}
      submitLabel={redirect ? 'Update Redirect' : 'Add Redirect'}
      size="md"
      save={save}
      onClose={onClose}
    >
      <TextField
        label="From"
        required
        placeholder="/old-page"
        hint="A path on this site. Case, a trailing slash and the query string do not matter."
        autoComplete="off"
        {...fieldProps(form, 'from')}
      />
      <Select label="Status" required options={STATUS_OPTIONS} {...fieldProps(form, 'status')} />
      <TextField
        label="To"
        placeholder="/new-page or https://example.com/page"
        hint="A path on this site or a full http(s) address; empty for 410 Gone. The visitor's query string is passed on unless this has its own."
        autoComplete="off"
        {...fieldProps(form, 'to')}
      />
    </EditDialog>
  );
}
