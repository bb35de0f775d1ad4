'use client';

/**
 * 'Confirm it’s you': before an action that mints access or exposes secrets (a passkey,
 * authenticator set-up, recovery codes, turning two-factor off, a colleague's reset, an
 * invitation, the two-factor requirement, the backup), the dashboard asks again for the password,
 * a code from the authenticator app or a passkey, at most once every 10 minutes: the server
 * refuses those actions otherwise, so a session left open or stolen cannot do them.
 * `ConfirmIdentityProvider` holds the dialog; `useConfirmIdentity()` gives `confirmThen(action)`.
 */
import type { ProofMethod } from '@kasar/api';
import { Alert, Button, Modal, SubmitButton, TextField } from '@kasar/ui';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import toast from 'react-hot-toast';

import { PasswordField } from '~/components/auth/password-field';
import { useTRPC } from '~/trpc/react';

import { errorMessage, serverFieldErrors } from '../errors';

/** Runs `action` once the signed-in user has proved who they are within the last 10 minutes. */
type ConfirmThen = (action: () => unknown) => Promise<void>;

const ConfirmIdentityContext = createContext<ConfirmThen | null>(null);

const CANCELLED = 'The passkey prompt was closed, or this device has none of your passkeys.';
const subscribeToNothing = () => () => {};

export function ConfirmIdentityProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{
    methods: ProofMethod[];
    done: (confirmed: boolean) => void;
  } | null>(null);

  const confirmThen = useCallback<ConfirmThen>(
    async (action) => {
      let status;
      try {
        status = await queryClient.fetchQuery({
          ...trpc.auth.proofStatus.queryOptions(),
          staleTime: 0,
        });
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to check your sign-in'));
        return;
      }
      if (!status.fresh) {
        const { methods } = status;
        const confirmed = await new Promise<boolean>((done) => setAsking({ methods, done }));
        setAsking(null);
        if (!confirmed) return;
      }
      await action();
    },
    [queryClient, trpc],
  );

  return (
    <ConfirmIdentityContext.Provider value={confirmThen}>
      {children}
      {asking ? (
        <ConfirmIdentityDialog methods={asking.methods} onDone={(ok) => asking.done(ok)} />
      ) : null}
    </ConfirmIdentityContext.Provider>
  );
}

/** `confirmThen(action)`: asks 'Confirm it’s you' first when the last proof is too old. */
export function useConfirmIdentity(): ConfirmThen {
  const confirmThen = useContext(ConfirmIdentityContext);
  if (!confirmThen) throw new Error('useConfirmIdentity needs a ConfirmIdentityProvider above it');
  return confirmThen;
}

/** The dialog: the password (or a code), or a passkey; Cancel gives up the action. */
function ConfirmIdentityDialog({
  methods,
  onDone,
}: {
  methods: ProofMethod[];
  onDone: (confirmed: boolean) => void;
}) {
  const trpc = useTRPC();
  const confirm = useMutation(trpc.auth.confirm.mutationOptions());
  const passkeyOptions = useMutation(trpc.auth.confirmPasskeyOptions.mutationOptions());
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const webAuthn = useSyncExternalStore(subscribeToNothing, browserSupportsWebAuthn, () => true);
  const withCode = methods.includes('code');
  const withPasskey = methods.includes('passkey') && webAuthn;
  const alternatives = useMemo(
    () =>
      [withCode ? 'a code from your authenticator app' : null, withPasskey ? 'a passkey' : null]
        .filter((alternative) => alternative !== null)
        .join(' or '),
    [withCode, withPasskey],
  );

  const succeeded = (message: string) => {
    toast.success(message);
    onDone(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setError(null);
    try {
      const result = await confirm.mutateAsync(
        method === 'password' ? { password: value } : { code: value },
      );
      succeeded(result.message);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields[method]) setFieldError(fields[method]);
      else setError(errorMessage(failure, 'Failed to confirm it’s you'));
    }
  };

  const confirmWithPasskey = async () => {
    setFieldError(undefined);
    setError(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await passkeyOptions.mutateAsync(undefined);
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON });
      } catch {
        setError(CANCELLED);
        return;
      }
      succeeded((await confirm.mutateAsync({ passkey: answer })).message);
    } catch (failure) {
      setError(
        serverFieldErrors(failure).passkey ?? errorMessage(failure, 'Failed to confirm it’s you'),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <Modal open onClose={() => onDone(false)} title="Confirm it’s you" size="sm">
      <div className="space-y-4">
        <p className="text-sm text-ink-700">
          For your security, this needs your password again
          {alternatives ? `, or ${alternatives}` : ''}. You will not be asked again for the next 10
          minutes.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          {method === 'password' ? (
            <PasswordField
              label="Your password"
              autoComplete="current-password"
              revealable
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
            />
          ) : (
            <TextField
              label="Code from your authenticator app, or a recovery code"
              autoComplete="one-time-code"
              required
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={fieldError}
            />
          )}
          <div className="flex justify-end gap-3 max-sm:flex-col-reverse max-sm:*:min-h-11">
            <Button variant="secondary" onClick={() => onDone(false)}>
              Cancel
            </Button>
            <SubmitButton label="Confirm" busyLabel="Confirming..." busy={confirm.isPending} />
          </div>
        </form>
        {withCode ? (
          <button
            type="button"
            onClick={() => {
              setMethod(method === 'password' ? 'code' : 'password');
              setValue('');
              setFieldError(undefined);
            }}
            className="min-h-11 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {method === 'password'
              ? 'Use a code from your authenticator app instead'
              : 'Use your password instead'}
          </button>
        ) : null}
        {withPasskey ? (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void confirmWithPasskey()}
            disabled={passkeyBusy}
          >
            <span className="inline-flex items-center justify-center gap-2">
              <KeyRound size={16} aria-hidden />
              {passkeyBusy ? 'Waiting for your passkey...' : 'Use a passkey'}
            </span>
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
