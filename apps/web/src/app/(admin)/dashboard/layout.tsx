import { hasDevelopmentPassword, twoFactorPolicy } from '@kasar/api/domain';
import { can } from '@kasar/api/permissions';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import {
  DASHBOARD_PATH,
  DASHBOARD_PATH_HEADER,
  loginUrlFor,
} from '~/components/dashboard/auth-paths';
import { DashboardShell } from '~/components/dashboard/shell/dashboard-shell';
import { TrashRetentionProvider } from '~/components/dashboard/trash/trash-retention';
import { auth } from '~/server/auth';
import { dashboardGrant, viewingAs } from '~/server/dashboard-access';
import { services } from '~/server/services';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

const SECURITY_PATH = '/dashboard/security';

export const metadata: Metadata = {
  title: { default: 'Dashboard', template: '%s | Dashboard' },
  robots: { index: false },
};

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const session = await auth();
  if (!session?.user) {
    // A cookie whose server-side session was revoked or expired: back to /login, page remembered.
    const path = (await headers()).get(DASHBOARD_PATH_HEADER) ?? DASHBOARD_PATH;
    redirect(loginUrlFor(path));
  }
  const userId = session.user.id;
  const grant = await dashboardGrant();
  if (!grant) {
    // The account is gone (removed a moment ago): its session is no more.
    const path = (await headers()).get(DASHBOARD_PATH_HEADER) ?? DASHBOARD_PATH;
    redirect(loginUrlFor(path));
  }
  // 'Require two-factor sign-in': after the grace, the set-up on the Security screen comes first
  // (every procedure but the set-up's refuses such a session too, whichever way it is called).
  const mustEnrol = userId ? (await twoFactorPolicy(services, userId)).must_enrol : false;
  if (mustEnrol) {
    const path = (await headers()).get(DASHBOARD_PATH_HEADER) ?? DASHBOARD_PATH;
    if (!path.startsWith(SECURITY_PATH)) redirect(SECURITY_PATH);
  }
  const [developmentPassword] = await Promise.all([
    userId ? hasDevelopmentPassword(services, userId) : false,
    // The sidebar's count of new contact submissions, in the first HTML too (for those who may
    // read them: for anyone else the call would only be refused).
    mustEnrol || !can(grant, 'contacts.view')
      ? null
      : prefetch(trpc.contacts.newCount.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <TrashRetentionProvider days={services.trashRetentionDays}>
        <DashboardShell
          user={{ name: session.user.name ?? null, email: session.user.email ?? null }}
          role={{
            id: grant.id,
            name: grant.name,
            permissions: [...grant.permissions],
            limited: grant.serviceIds !== null,
          }}
          developmentPassword={developmentPassword}
          viewingAs={await viewingAs()}
        >
          {children}
        </DashboardShell>
      </TrashRetentionProvider>
    </HydrateClient>
  );
}
