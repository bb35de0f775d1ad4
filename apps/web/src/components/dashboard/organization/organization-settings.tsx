'use client';

import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '~/trpc/react';

import { SettingsScreen } from '../settings-screen';
import { OrganizationForm } from './organization-form';
import { TimeZoneSetting } from './time-zone-setting';

export function OrganizationSettings() {
  const trpc = useTRPC();
  // The form starts from the draft when there is one (the working copy).
  const draft = useQuery({
    ...trpc.organization.draft.queryOptions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <>
      <SettingsScreen screen="organization" query={trpc.organization.get.queryOptions()}>
        {(organization) =>
          draft.isPending ? null : (
            <OrganizationForm
              organization={organization}
              draft={draft.data ?? null}
              draftError={draft.isError}
            />
          )
        }
      </SettingsScreen>
      <TimeZoneSetting />
    </>
  );
}
