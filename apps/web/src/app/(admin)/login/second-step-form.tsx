'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { SecondFactorMethod } from '@kasar/api';
import { twoFactorCodeInput, type TwoFactorCodeData } from '@kasar/validators';
import { Alert, Button, SubmitButton, TextField } from '@kasar/ui';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { KeyRound } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

import { fieldProps, useDashboardForm } from '~/components/dashboard/use-dashboard-form';

import {
  passkeyOptionsForSecondStep,
  signInWithCode,
  signInWithSecondStepPasskey,
} from './actions';

const CANCELLED = 'The passkey prompt was closed, or this device has none of your passkeys.';
const NO_WEBAUTHN = 'This browser cannot use passkeys. Please sign in on a browser that can.';

const subscribeToNothing = () => () => {};

/**
 * The second step of a password sign-in for an account with a second factor: the 6-digit code of
 * the authenticator app or a recovery code, and/or one of the account's passkeys, as `methods`
 * says. 'Back to sign in' starts over (the step expires after 5 minutes).
 */
export function SecondStepForm({
  methods,
  onSignedIn,
  onRestart,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: () => void;
  onRestart: () => void;
}) {
  const form = useDashboardForm({
    resolver: zodResolver(twoFactorCodeInput),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  // The server cannot know whether the browser has WebAuthn: known once hydrated.
  const webAuthn = useSyncExternalStore(subscribeToNothing, browserSupportsWebAuthn, () => true);
  const withCode = methods.includes('code');
  const withPasskey = methods.includes('passkey');

  const showError = (message: string) => form.setError('root.server', { type: 'server', message });

  const onValid = async ({ code }: TwoFactorCodeData) => {
    const result = await signInWithCode(code);
    if (result.error) {
      showError(result.error);
      return;
    }
    onSignedIn();
  };

  const answerWithPasskey = async () => {
    form.clearErrors('root.server');
    setPasskeyBusy(true);
    let signedIn = false;
    try {
      const { options, error } = await passkeyOptionsForSecondStep();
      if (error !== null) {
        showError(error);
        return;
      }
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options });
      } catch {
        showError(CANCELLED);
        return;
      }
      const result = await signInWithSecondStepPasskey(JSON.stringify(answer));
      if (result.error) {
        showError(result.error);
        return;
      }
      signedIn = true;
      onSignedIn();
    } finally {
      // A successful sign-in stays busy while the next page loads.
      if (!signedIn) setPasskeyBusy(false);
    }
  };

  return (
    <div className="mt-6 space-y-4">
      {errors.root?.server ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
      {withCode ? (
        <form onSubmit={form.handleSubmit(onValid)} noValidate className="space-y-4">
          <p className="text-sm text-ink-700">
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="text"
            required
            autoFocus
            {...fieldProps(form, 'code')}
          />
          <SubmitButton
            label="Verify"
            busyLabel="Verifying..."
            busy={isSubmitting || isSubmitSuccessful}
            className="w-full"
          />
        </form>
      ) : (
        <p className="text-sm text-ink-700">Use your passkey to finish signing in.</p>
      )}
      {withPasskey ? (
        <>
          {withCode ? (
            <p className="flex items-center gap-3 text-xs text-ink-600 uppercase before:h-px before:flex-1 before:bg-ink-200 after:h-px after:flex-1 after:bg-ink-200">
              or
            </p>
          ) : null}
          <Button
            variant={withCode ? 'secondary' : 'primary'}
            className="w-full"
            onClick={() => (webAuthn ? void answerWithPasskey() : showError(NO_WEBAUTHN))}
            disabled={passkeyBusy}
          >
            <span className="inline-flex items-center justify-center gap-2">
              <KeyRound size={16} aria-hidden />
              {passkeyBusy
                ? 'Waiting for your passkey...'
                : withCode
                  ? 'Use a passkey instead'
                  : 'Use your passkey'}
            </span>
          </Button>
        </>
      ) : null}
      <div className="flex justify-center">
        <button
          type="button"
          onClick={onRestart}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Back to sign in
        </button>
      </div>
    </div>
  );
}
