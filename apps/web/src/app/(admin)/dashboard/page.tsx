import type { Metadata } from 'next';

import { OrganizationCard } from '~/components/dashboard/overview/organization-card';
import { QuickActions } from '~/components/dashboard/overview/quick-actions';
import { PageHeader } from '~/components/dashboard/page-header';
import { api } from '~/trpc/server';

export const metadata: Metadata = { title: 'Overview' };

export default async function DashboardOverviewPage() {
  const organization = await (await api()).organization.get();
  const today = new Date().toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <>
      <PageHeader title="Dashboard Overview" description={today} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <OrganizationCard organization={organization} />
        </div>
        <QuickActions />
      </div>
    </>
  );
}
