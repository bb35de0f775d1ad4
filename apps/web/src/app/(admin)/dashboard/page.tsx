import { can } from '@kasar/api/permissions';
import type { Metadata } from 'next';

import { OrganizationCard } from '~/components/dashboard/overview/organization-card';
import { QuickActions } from '~/components/dashboard/overview/quick-actions';
import { ReviewCard } from '~/components/dashboard/overview/review-card';
import { PageHeader } from '~/components/dashboard/page-header';
import { dashboardGrant } from '~/server/dashboard-access';
import { api } from '~/trpc/server';

export const metadata: Metadata = { title: 'Overview' };

/** Every role's first screen: only the cards whose data the role may read. */
export default async function DashboardOverviewPage() {
  const grant = await dashboardGrant();
  const organization =
    grant && can(grant, 'organization.view') ? await (await api()).organization.get() : null;
  const reviews = grant && can(grant, 'reviews.view') ? await (await api()).reviews.list() : null;
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
        {organization && grant ? (
          <div className="lg:col-span-2">
            <OrganizationCard
              organization={organization}
              editable={can(grant, 'organization.edit')}
            />
          </div>
        ) : null}
        <QuickActions permissions={grant ? [...grant.permissions] : []} />
        {reviews ? <ReviewCard waiting={reviews.length} /> : null}
      </div>
    </>
  );
}
