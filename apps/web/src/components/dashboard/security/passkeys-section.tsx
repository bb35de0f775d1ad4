'use client';

/**
 * The Security screen's passkeys: add one (named; the browser creates it), rename it, remove it
 * after a confirmation. A passkey signs in alone on /login ('Sign in with a passkey').
 */
import type { RouterOutputs } from '@kasar/api';
import { MESSAGES } from '@kasar/api/messages';
import { Alert, Button, ConfirmDialog, FormActions, Modal, TextField } from '@kasar/ui';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { DataTable } from '../data-table';
import { errorMessage, serverFieldErrors } from '../errors';
import { QueryStates } from '../list-states';
import { LocalDate } from '../local-date';
import { useConfirmIdentity } from './confirm-identity';

type Passkey = RouterOutputs['security']['passkeys'][number];

const CANCELLED = 'No passkey was created: the browser’s prompt was closed or timed out.';
const subscribeToNothing = () => () => {};
/**
 * Browsers create passkeys only on a secure page: https, or localhost. On a site opened at an
 * address such as http://192.168.1.20, the prompt would fail with a cryptic error.
 */
const isSecurePage = () => window.isSecureContext;

export function PasskeysSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const passkeys = useQuery(trpc.security.passkeys.queryOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.security.passkeys.queryKey() });
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const remove = useMutation(
    trpc.security.removePasskey.mutationOptions({
      onSuccess: (result) => {
        toast.success(result.message);
        void refresh();
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, 'Failed to remove the passkey'));
        setRemoving(null);
      },
    }),
  );

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4">
      <div>
        <h2 id="passkeys-heading" className="text-lg font-semibold text-ink-900">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          A passkey signs you in with your fingerprint, face or device PIN instead of your password:
          choose ‘Sign in with a passkey’ on the sign-in page.
        </p>
      </div>
      <AddPasskeyForm onAdded={() => void refresh()} />
      <QueryStates
        query={passkeys}
        loading="Loading passkeys..."
        failed="Failed to load the passkeys"
      />
      {passkeys.isSuccess && passkeys.data.length === 0 ? (
        <p className="text-sm text-ink-700">You have no passkey yet.</p>
      ) : null}
      {passkeys.isSuccess && passkeys.data.length > 0 ? (
        <DataTable
          label="Your passkeys"
          rows={passkeys.data}
          rowKey={(passkey) => passkey.id}
          columns={[
            {
              heading: 'Name',
              className: 'font-medium text-ink-900',
              cell: (passkey) => passkey.name,
            },
            {
              heading: 'Added',
              className: 'text-ink-700',
              cell: (passkey) => <LocalDate value={passkey.created_at} time />,
            },
            {
              heading: 'Last used',
              className: 'text-ink-700',
              cell: (passkey) =>
                passkey.last_used_at ? <LocalDate value={passkey.last_used_at} time /> : 'Never',
            },
          ]}
          actions={(passkey) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setRenaming(passkey)}
                aria-label={`Rename the passkey ${passkey.name}`}
              >
                Rename
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setRemoving(passkey)}
                aria-label={`Remove the passkey ${passkey.name}`}
              >
                Remove
              </Button>
            </>
          )}
        />
      ) : null}
      {renaming ? (
        <RenamePasskeyDialog
          passkey={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate({ id: removing.id });
        }}
        title="Remove Passkey"
        message={
          removing ? (
            <p>Remove the passkey “{removing.name}”? It can no longer sign in to this account.</p>
          ) : null
        }
        confirmLabel="Remove"
        busy={remove.isPending}
        busyLabel="Removing..."
      />
    </section>
  );
}

/** The name field and 'Add passkey': options from the server, the browser's prompt, the check. */
function AddPasskeyForm({ onAdded }: { onAdded: () => void }) {
  const trpc = useTRPC();
  const options = useMutation(trpc.security.passkeyOptions.mutationOptions());
  const add = useMutation(trpc.security.addPasskey.mutationOptions());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const supported = useSyncExternalStore(subscribeToNothing, browserSupportsWebAuthn, () => true);
  const secure = useSyncExternalStore(subscribeToNothing, isSecurePage, () => true);
  const confirmThen = useConfirmIdentity();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNameError(undefined);
    // A new passkey signs in alone: it is added only after a fresh proof of who this is.
    void confirmThen(addPasskey);
  };

  const addPasskey = async () => {
    setBusy(true);
    try {
      const optionsJSON = await options.mutateAsync(undefined);
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        setError(CANCELLED);
        return;
      }
      await add.mutateAsync({ name, response });
      toast.success(MESSAGES.passkeyAdded);
      setName('');
      onAdded();
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.name) setNameError(fields.name);
      else setError(fields.response ?? errorMessage(failure, 'Failed to add the passkey'));
    } finally {
      setBusy(false);
    }
  };

  if (!secure) {
    return (
      <p className="text-sm text-ink-700">
        Passkeys can be added only on a secure address: open the dashboard at its https:// address
        (or on localhost). This page is at {window.location.origin}, where browsers do not create
        passkeys.
      </p>
    );
  }
  if (!supported) {
    return <p className="text-sm text-ink-700">This browser cannot create passkeys.</p>;
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
    >
      <TextField
        label="Passkey name"
        hint="Where it lives, e.g. ‘Work laptop’ or ‘Phone’"
        required
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        containerClassName="min-w-56 flex-1"
      />
      <Button type="submit" disabled={busy}>
        <span className="inline-flex items-center gap-2">
          <KeyRound size={16} aria-hidden />
          {busy ? 'Waiting for your passkey...' : 'Add passkey'}
        </span>
      </Button>
      {error ? (
        <div className="w-full">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </form>
  );
}

function RenamePasskeyDialog({
  passkey,
  onClose,
  onRenamed,
}: {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const trpc = useTRPC();
  const [name, setName] = useState(passkey.name);
  const rename = useMutation(
    trpc.security.renamePasskey.mutationOptions({
      onSuccess: () => {
        toast.success(MESSAGES.passkeyRenamed);
        onRenamed();
        onClose();
      },
    }),
  );
  const fieldError = rename.isError ? serverFieldErrors(rename.error).name : undefined;
  return (
    <Modal open onClose={onClose} title="Rename Passkey" size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate({ id: passkey.id, name });
        }}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Passkey name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError}
        />
        {rename.isError && !fieldError ? (
          <Alert tone="error">{errorMessage(rename.error, 'Failed to rename the passkey')}</Alert>
        ) : null}
        <FormActions
          cancel={
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
          submitLabel="Save"
          busyLabel="Saving..."
          busy={rename.isPending}
        />
      </form>
    </Modal>
  );
}
