/**
 * Layout of the staff pages (sign-in, password reset, dashboard): their styles (globals.css), the
 * tRPC/React Query client and the toasts they use. Public pages do without them, so visitors never download them.
 */
import '../globals.css';

import type { ReactNode } from 'react';

import { Providers } from '~/components/client-providers';

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <Providers>{children}</Providers>;
}
