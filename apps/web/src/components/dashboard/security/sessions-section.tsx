'use client';

/**
 * The Security screen's sessions: every dashboard sign-in and REST bearer token of the account,
 * this one marked. Ending one (or every other one) takes effect at its next request on every
 * instance: sessions are rows in PostgreSQL, looked up on each request.
 */
import type { RouterOutputs } from '@kasar/api';
import { Button, ConfirmDialog } from '@kasar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';

import { useTRPC } from '~/trpc/react';

import { DataTable } from '../data-table';
import { errorMessage } from '../errors';
import { QueryStates } from '../list-states';
import { LocalDate } from '../local-date';

type Session = RouterOutputs['security']['sessions'][number];

const KIND_LABELS: Record<Session['kind'], string> = {
  session: 'Dashboard',
  api_token: 'API token',
};

type Ending = { kind: 'one'; session: Session } | { kind: 'others' };

export function SessionsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.security.sessions.queryOptions());
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.security.sessions.queryKey() });
  const [ending, setEnding] = useState<Ending | null>(null);
  const close = () => setEnding(null);
  const done = {
    onSuccess: (result: { message: string }) => {
      toast.success(result.message);
      void refresh();
      close();
    },
    onError: (error: unknown) => {
      toast.error(errorMessage(error, 'Failed to end the session'));
      close();
    },
  };
  const endOne = useMutation(trpc.security.endSession.mutationOptions(done));
  const endOthers = useMutation(trpc.security.endOtherSessions.mutationOptions(done));
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold text-ink-900">
            Sessions
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            Where your account is signed in, and the API tokens it holds. Ending one signs it out at
            once.
          </p>
        </div>
        <Button
          variant="secondary"
          disabled={others === 0}
          onClick={() => setEnding({ kind: 'others' })}
        >
          Sign out all other sessions
        </Button>
      </div>
      <QueryStates
        query={sessions}
        loading="Loading sessions..."
        failed="Failed to load the sessions"
      />
      {sessions.isSuccess ? (
        <DataTable
          label="Your sessions and tokens"
          rows={sessions.data}
          rowKey={(session) => session.id}
          columns={[
            {
              heading: 'Device',
              className: 'font-medium text-ink-900',
              cell: (session) => (
                <>
                  <span title={session.user_agent ?? undefined}>{session.device}</span>
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">
                      This session
                    </span>
                  ) : null}
                </>
              ),
            },
            { heading: 'Kind', className: 'text-ink-700', cell: (s) => KIND_LABELS[s.kind] },
            {
              heading: 'Address',
              className: 'text-ink-700',
              cell: (session) => session.address ?? 'Not known',
            },
            {
              heading: 'Signed in',
              className: 'text-ink-700',
              cell: (session) => <LocalDate value={session.created_at} time />,
            },
            {
              heading: 'Last used',
              className: 'text-ink-700',
              cell: (session) => <LocalDate value={session.last_used_at} time />,
            },
          ]}
          actions={(session) =>
            session.current ? null : (
              <Button
                variant="danger"
                size="sm"
                onClick={() => setEnding({ kind: 'one', session })}
                aria-label={`End the session on ${session.device} from ${session.address ?? 'an unknown address'}`}
              >
                End
              </Button>
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        onClose={close}
        onConfirm={() => {
          if (ending?.kind === 'one') endOne.mutate({ id: ending.session.id });
          if (ending?.kind === 'others') endOthers.mutate(undefined);
        }}
        title={ending?.kind === 'others' ? 'Sign Out All Other Sessions' : 'End Session'}
        message={
          ending?.kind === 'one' ? (
            <p>
              End this {ending.session.kind === 'session' ? 'dashboard session' : 'API token'} (
              {ending.session.device}, {ending.session.address ?? 'unknown address'})? Its next
              request is refused.
            </p>
          ) : (
            <p>
              Sign out every other session and end every API token of your account? This session
              stays signed in.
            </p>
          )
        }
        confirmLabel={ending?.kind === 'others' ? 'Sign Out Others' : 'End Session'}
        busy={endOne.isPending || endOthers.isPending}
        busyLabel="Ending..."
      />
    </section>
  );
}
