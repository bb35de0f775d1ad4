'use client';

/**
 * 'Require two-factor sign-in for all staff' on the Team screen: staff without a second factor
 * are sent to set one up after a grace of a few password sign-ins; invited users at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';
import { useConfirmIdentity } from '../security/confirm-identity';

export function RequireTwoFactor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const policy = useQuery(trpc.security.twoFactorPolicy.queryOptions());
  // The firm's security policy: changed only after a fresh proof of who is asking.
  const confirmThen = useConfirmIdentity();
  const change = useMutation(
    trpc.security.setTwoFactorRequired.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.security.twoFactorPolicy.queryKey(), result);
        toast.success(
          result.required ? 'Two-factor sign-in is now required' : 'Two-factor sign-in is optional',
        );
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to change the requirement')),
    }),
  );
  if (!policy.isSuccess) return null;
  return (
    <div className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={policy.data.required}
          disabled={change.isPending}
          onChange={(event) => {
            const required = event.target.checked;
            void confirmThen(() => change.mutate({ required }));
          }}
        />
        Require two-factor sign-in for all staff
      </label>
      <p className="mt-1 text-sm text-ink-600">
        Staff with neither an authenticator app nor a passkey may sign in{' '}
        {policy.data.grace_sign_ins} times with their password alone, then are sent to set one up;
        invited users at their first sign-in.
      </p>
    </div>
  );
}
