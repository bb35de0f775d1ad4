'use client';

/** Client-side providers of the staff pages and the contact form: tRPC/React Query and the toasts. */
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

import { TRPCReactProvider } from '~/trpc/react';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <TRPCReactProvider>
      {children}
      {/* SPEC §9: top-right, 4 s, 3 s for success. */}
      <Toaster
        position="top-right"
        toastOptions={{ duration: 4000, success: { duration: 3000 } }}
      />
    </TRPCReactProvider>
  );
}
