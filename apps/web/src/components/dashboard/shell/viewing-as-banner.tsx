'use client';

/**
 * Shown on every dashboard page while an Owner views the dashboard as another role: what they see
 * is that role's dashboard, read-only, until they stop (the whole page loads again as their own).
 */
import { Eye } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { errorMessage } from '../errors';

export function ViewingAsBanner({ role }: { role: { id: string; name: string } }) {
  const trpc = useTRPC();
  const stop = useMutation(
    trpc.roles.viewAs.mutationOptions({
      // Every screen, the menu and the buttons are the server's: load them again as one's own.
      onSuccess: () => window.location.assign('/dashboard/roles'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to stop viewing as this role')),
    }),
  );
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-brand-300 bg-brand-50 px-4 py-3 text-sm text-ink-900"
    >
      <Eye size={18} aria-hidden className="shrink-0" />
      <p className="flex-1">
        <strong>You are viewing the dashboard as {role.name}.</strong> It is read-only: nothing can
        be changed until you stop.
      </p>
      <button
        type="button"
        disabled={stop.isPending}
        onClick={() => stop.mutate({ role_id: null })}
        className="font-semibold underline underline-offset-2 max-md:inline-flex max-md:min-h-11 max-md:items-center focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {stop.isPending ? 'Stopping...' : 'Stop viewing as ' + role.name}
      </button>
    </div>
  );
}
