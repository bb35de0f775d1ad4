import type { Metadata } from 'next';

import { PageHeader } from '~/components/dashboard/page-header';
import { PasskeysSection } from '~/components/dashboard/security/passkeys-section';
import { SessionsSection } from '~/components/dashboard/security/sessions-section';
import { HydrateClient, prefetch, trpc } from '~/trpc/server';

import { TwoFactorSection } from './two-factor-section';

export const metadata: Metadata = { title: 'Security' };

/** 'Security' in the user menu: the account's passkeys and its sessions and tokens. */
export default async function SecurityPage() {
  await Promise.all([
    prefetch(trpc.security.passkeys.queryOptions()),
    prefetch(trpc.security.sessions.queryOptions()),
    prefetch(trpc.security.twoFactor.queryOptions()),
  ]);
  return (
    <HydrateClient>
      <PageHeader title="Security" description="How you sign in, and where you are signed in." />
      <div className="space-y-10">
        <PasskeysSection />
        <TwoFactorSection />
        <SessionsSection />
      </div>
    </HydrateClient>
  );
}
