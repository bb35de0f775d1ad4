'use client';

import { useTRPC } from '~/trpc/react';

import { SettingsScreen } from '../settings-screen';
import { OrganizationForm } from './organization-form';
import { TimeZoneSetting } from './time-zone-setting';

export function OrganizationSettings() {
  const trpc = useTRPC();
  return (
    <>
      <SettingsScreen screen="organization" query={trpc.organization.get.queryOptions()}>
        {(organization) => <OrganizationForm organization={organization} />}
      </SettingsScreen>
      <TimeZoneSetting />
    </>
  );
}
