'use client';

/** Client-side providers of the staff pages: tRPC/React Query and the toasts. */
import type { ReactNode } from 'react';

import { TRPCReactProvider } from '~/trpc/react';

import { AppToaster } from './app-toaster';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      {children}
      <AppToaster />
    </TRPCReactProvider>
  );
}
