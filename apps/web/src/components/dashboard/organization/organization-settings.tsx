'use client';

import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { PageHeader } from '../page-header';
import { SettingsFetchError, SettingsLoading } from '../settings-states';
import { OrganizationForm } from './organization-form';

export function OrganizationSettings() {
  const trpc = useTRPC();
  const organization = useQuery({
    ...trpc.organization.get.queryOptions(),
    // The form keeps its own state once loaded; a refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Organization Settings"
        description="Contact details, logo and social links shown across the website."
      />
      {organization.isPending ? <SettingsLoading label="Loading organization settings" /> : null}
      {organization.isError ? (
        <SettingsFetchError message="Failed to load organization data" />
      ) : null}
      {organization.data ? <OrganizationForm organization={organization.data} /> : null}
    </div>
  );
}
