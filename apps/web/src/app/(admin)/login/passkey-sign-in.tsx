'use client';

/**
 * 'Sign in with a passkey': the browser offers the passkeys it holds for this site (no e-mail
 * typed), and the signed answer becomes a session like a password sign-in.
 */
import { Button } from '@kasar/ui';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

import { errorMessage } from '~/components/dashboard/errors';
import { useTRPC } from '~/trpc/react';

import { signInWithPasskey } from './actions';

const CANCELLED = 'Passkey sign-in was cancelled, or this device has no passkey for this site.';
const OPTIONS_FAILED = 'Passkey sign-in could not start. Please try again.';

const subscribeToNothing = () => () => {};

export function PasskeySignIn({
  onError,
  onSignedIn,
}: {
  onError: (message: string) => void;
  onSignedIn: () => void;
}) {
  const trpc = useTRPC();
  const options = useMutation(trpc.auth.passkeyOptions.mutationOptions());
  const [busy, setBusy] = useState(false);
  // The server cannot know whether the browser has WebAuthn: the button appears once hydrated.
  const supported = useSyncExternalStore(subscribeToNothing, browserSupportsWebAuthn, () => false);
  if (!supported) return null;

  const signIn = async () => {
    setBusy(true);
    let signedIn = false;
    try {
      let optionsJSON;
      try {
        optionsJSON = await options.mutateAsync(undefined);
      } catch (error) {
        onError(errorMessage(error, OPTIONS_FAILED));
        return;
      }
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON });
      } catch {
        // The person closed the browser's prompt, or no passkey of this site is on the device.
        onError(CANCELLED);
        return;
      }
      const result = await signInWithPasskey(JSON.stringify(answer));
      if (result.error) {
        onError(result.error);
        return;
      }
      signedIn = true;
      onSignedIn();
    } finally {
      // A successful sign-in stays busy while the next page loads.
      if (!signedIn) setBusy(false);
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <p className="flex items-center gap-3 text-xs text-ink-600 uppercase before:h-px before:flex-1 before:bg-ink-200 after:h-px after:flex-1 after:bg-ink-200">
        or
      </p>
      <Button variant="secondary" className="w-full" onClick={() => void signIn()} disabled={busy}>
        <span className="inline-flex items-center justify-center gap-2">
          <KeyRound size={16} aria-hidden />
          {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
        </span>
      </Button>
    </div>
  );
}
