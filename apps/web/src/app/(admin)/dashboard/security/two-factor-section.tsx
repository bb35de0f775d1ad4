'use client';

/**
 * The Security screen's authenticator codes: set up (QR code and the secret as text, confirmed
 * by a first code), the ten recovery codes shown once, new recovery codes, and turning it off
 * with a current code.
 */
import type { RouterOutputs } from '@kasar/api';
import { Alert, Button, TextField } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { errorMessage, serverFieldErrors } from '~/components/dashboard/errors';
import { QueryStates } from '~/components/dashboard/list-states';
import { useConfirmIdentity } from '~/components/dashboard/security/confirm-identity';
import { useTRPC } from '~/trpc/react';

type Setup = RouterOutputs['security']['startTwoFactor'];

export function TwoFactorSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.security.twoFactor.queryOptions());
  const policy = useQuery(trpc.security.twoFactorPolicy.queryOptions());
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.security.twoFactor.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.security.twoFactorPolicy.queryKey() });
  };
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Setting up, new recovery codes and turning off each need a fresh proof of who this is.
  const confirmThen = useConfirmIdentity();

  const start = useMutation(
    trpc.security.startTwoFactor.mutationOptions({
      onSuccess: (result) => setSetup(result),
      onError: (error) => toast.error(errorMessage(error, 'Failed to start the set-up')),
    }),
  );
  const regenerate = useMutation(
    trpc.security.regenerateRecoveryCodes.mutationOptions({
      onSuccess: (result) => {
        setRecoveryCodes(result.recovery_codes);
        void refresh();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to make new recovery codes')),
    }),
  );

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <div>
        <h2 id="two-factor-heading" className="text-lg font-semibold text-ink-900">
          Authenticator app
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          With two-factor sign-in on, signing in with your password also asks for a 6-digit code
          from an authenticator app, or one of your recovery codes.
        </p>
      </div>
      {policy.data?.must_enrol ? (
        <Alert tone="error">
          Your organization requires two-factor sign-in. Set up an authenticator app or add a
          passkey to continue to the dashboard.
        </Alert>
      ) : null}
      <QueryStates
        query={status}
        loading="Loading two-factor sign-in..."
        failed="Failed to load two-factor sign-in"
      />
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : null}
      {status.isSuccess && !status.data.enabled && !setup ? (
        <Button
          onClick={() => void confirmThen(() => start.mutate(undefined))}
          disabled={start.isPending}
        >
          Set up authenticator app
        </Button>
      ) : null}
      {status.isSuccess && !status.data.enabled && setup ? (
        <ConfirmSetup
          setup={setup}
          onConfirmed={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            void refresh();
          }}
        />
      ) : null}
      {status.isSuccess && status.data.enabled ? (
        <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
          <p className="text-sm text-ink-800">
            Two-factor sign-in is on. Recovery codes left: {status.data.recovery_codes_left}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => void confirmThen(() => regenerate.mutate(undefined))}
              disabled={regenerate.isPending}
            >
              New recovery codes
            </Button>
          </div>
          <TurnOffForm onDone={() => void refresh()} />
        </div>
      ) : null}
    </section>
  );
}

/** The QR code and the secret as text, and the first code that switches it on. */
function ConfirmSetup({
  setup,
  onConfirmed,
}: {
  setup: Setup;
  onConfirmed: (recoveryCodes: string[]) => void;
}) {
  const trpc = useTRPC();
  const confirmThen = useConfirmIdentity();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useMutation(trpc.security.confirmTwoFactor.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    void confirmThen(turnOn);
  };

  const turnOn = async () => {
    try {
      const result = await confirm.mutateAsync({ code });
      toast.success(result.message);
      onConfirmed(result.recovery_codes);
    } catch (failure) {
      setError(serverFieldErrors(failure).code ?? errorMessage(failure, 'Failed to turn it on'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <p className="text-sm text-ink-800">
        Scan this QR code with your authenticator app, or type the key below into it.
      </p>
      <div
        role="img"
        aria-label="QR code of the authenticator key"
        className="size-48"
        // The SVG is made on the server by the qrcode library from the otpauth:// URL.
        dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
      />
      <p className="text-sm text-ink-800">
        Key: <code data-testid="two-factor-secret">{setup.secret}</code>
      </p>
      <TextField
        label="Code from the app"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={confirm.isPending}>
        Turn on
      </Button>
    </form>
  );
}

/** The recovery codes, shown this once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <Alert tone="success">
        Save these recovery codes somewhere safe: each signs you in once if you lose your
        authenticator app. They are not shown again.
      </Alert>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}

/** Turning two-factor sign-in off: a current code (or recovery code) confirms it. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const confirmThen = useConfirmIdentity();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const disable = useMutation(trpc.security.disableTwoFactor.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    void confirmThen(turnOff);
  };

  const turnOff = async () => {
    try {
      const result = await disable.mutateAsync({ code });
      toast.success(result.message);
      setCode('');
      onDone();
    } catch (failure) {
      setError(serverFieldErrors(failure).code ?? errorMessage(failure, 'Failed to turn it off'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        label="Current code, to turn it off"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        containerClassName="min-w-56 flex-1"
      />
      <Button type="submit" variant="danger" disabled={disable.isPending}>
        Turn off
      </Button>
    </form>
  );
}
