'use client';

/**
 * The tRPC client for client components: React Query hooks over /api/trpc, with the session
 * cookie. Multipart inputs (FormData with files) go unbatched through httpLink.
 */
import type { AppRouter, ErrorReason } from '@kasar/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { useState, type ReactNode } from 'react';
import superjson from 'superjson';

import { TRPC_MAX_BATCH_CALLS } from './batch-limit';
import { makeQueryClient } from './query-client';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let browserQueryClient: QueryClient | undefined;

function getQueryClient() {
  if (typeof window === 'undefined') return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

const url = '/api/trpc';

/** The browser leaves for the sign-in page 100 ms after the session is found to have ended. */
const SESSION_LOSS_REDIRECT_MS = 100;
let redirectingToLogin = false;

/** The API marks calls refused for want of a live session (expired, signed out, reset). */
function isSessionLoss(error: { data?: unknown }): boolean {
  const reason = (error.data as { reason?: ErrorReason | null } | undefined)?.reason;
  return reason === 'SESSION_ENDED';
}

/** Sends the browser to /login, remembering the page, unless it is on a page without a session. */
function redirectToLogin() {
  const { pathname, search } = window.location;
  const exempt = ['/login', '/reset-password', '/set-password'].some((path) =>
    pathname.includes(path),
  );
  if (exempt || redirectingToLogin) return;
  redirectingToLogin = true;
  const callbackUrl = encodeURIComponent(`${pathname}${search}`);
  window.setTimeout(() => {
    window.location.assign(`/login?callbackUrl=${callbackUrl}`);
  }, SESSION_LOSS_REDIRECT_MS);
}

/** Watches every query and mutation for the end of the session. */
const sessionLossLink: TRPCLink<AppRouter> = () => {
  return ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (typeof window !== 'undefined' && isSessionLoss(error)) redirectToLogin();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );
};

export function TRPCReactProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        sessionLossLink,
        splitLink({
          condition: (op) => isNonJsonSerializable(op.input),
          true: httpLink({ url, transformer: superjson }),
          false: httpBatchLink({ url, transformer: superjson, maxItems: TRPC_MAX_BATCH_CALLS }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
